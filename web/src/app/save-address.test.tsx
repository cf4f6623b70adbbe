import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { profileAddressOf } from "../features/account/api/update-profile.ts";
import { local } from "../lib/storage.ts";
import { envelope, mockApi, sentBody } from "../test/api-mock.ts";
import { fakeJwt, renderApp } from "../test/render-app.tsx";

// Whole flows through the real route table with user-event typing: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const suggestion = {
  id: "shop:1",
  description: "1540 Eglinton Ave W, Toronto, M6E 2G8",
  postalCode: "M6E 2G8",
  city: "Toronto",
  latitude: 43.6968,
  longitude: -79.4412,
};
const updateProfilePath = "/services/app/Customers/UpdateProfile";

/** Landing page: type, pick the suggestion, press Go. */
async function chooseAddressOnLanding() {
  const box = await screen.findByRole("combobox", { name: "Enter your delivery address" });
  await userEvent.type(box, "Eglinton");
  await userEvent.click(await screen.findByRole("option", { name: /1540 Eglinton Ave W/ }));
  const go = screen.getByRole("button", { name: "Go" });
  await waitFor(() => expect(go).toBeEnabled());
  await userEvent.click(go);
}

describe("a chosen address and the profile (spec §4)", () => {
  it("is saved to a signed-in customer's profile with the suggestion's city and postal code", async () => {
    local.set("token", fakeJwt(3600));
    const fetchMock = mockApi({
      "GET /services/app/Geocoding/GetSuggestions": () => envelope({ items: [suggestion] }),
      [`PATCH ${updateProfilePath}`]: () => envelope({}),
      "POST /services/app/Customers/Profile": () => envelope({}),
      "GET /services/app/ShoppingCart/GetCustomersCarts": () => envelope({ items: [] }),
      "POST /services/app/Shop/NearMe": () => envelope({ items: [], totalCount: 0 }),
    });
    const { router } = renderApp("/");
    await chooseAddressOnLanding();
    await waitFor(() => expect(router.state.location.pathname).toBe("/customer/main"));
    await waitFor(() => expect(sentBody(fetchMock, updateProfilePath)).toBeDefined());
    expect(sentBody(fetchMock, updateProfilePath)).toEqual({
      address: suggestion.description,
      city: "Toronto",
      postCode: "M6E 2G8",
    });
    expect(JSON.parse(local.get("location") ?? "null")).toMatchObject({ placeName: suggestion.description });
  });

  it("stays in local storage only for a guest", async () => {
    const fetchMock = mockApi({
      "GET /services/app/Geocoding/GetSuggestions": () => envelope({ items: [suggestion] }),
      "GET /services/app/ShoppingCart/GetCustomersCarts": () => envelope({ items: [] }),
      "POST /services/app/Shop/NearMe": () => envelope({ items: [], totalCount: 0 }),
    });
    const { router } = renderApp("/");
    await chooseAddressOnLanding();
    await waitFor(() => expect(router.state.location.pathname).toBe("/customer/main"));
    expect(JSON.parse(local.get("location") ?? "null")).toMatchObject({ placeName: suggestion.description });
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes("UpdateProfile"))).toBe(false);
  });

  it("is restored from the profile when this browser has none (a new session of the same customer)", async () => {
    local.set("token", fakeJwt(3600));
    const fetchMock = mockApi({
      "POST /services/app/Customers/Profile": () =>
        envelope({ id: 7, name: "Ada", surname: "Lovelace", address: suggestion.description, city: "Toronto" }),
      "GET /services/app/Geocoding/GetSuggestions": () => envelope({ items: [suggestion] }),
      "GET /services/app/ShoppingCart/GetCustomersCarts": () => envelope({ items: [] }),
      "POST /services/app/Shop/NearMe": () => envelope({ items: [], totalCount: 0 }),
    });
    renderApp("/customer/main");
    const header = await screen.findByRole("button", { name: `Delivery address: ${suggestion.description}` });
    expect(JSON.parse(local.get("location") ?? "null")).toEqual({
      placeName: suggestion.description,
      latitude: suggestion.latitude,
      longitude: suggestion.longitude,
    });
    const lookup = fetchMock.mock.calls.find(([input]) => String(input).includes("GetSuggestions"));
    expect(new URL(String(lookup?.[0]), "http://localhost").searchParams.get("Input")).toBe(suggestion.description);
    await userEvent.click(header);
    const saved = await screen.findByRole("region", { name: "Saved address" });
    expect(saved).toHaveTextContent(suggestion.description);
    // The map of near-me reads the same stored location (its centre): nothing is saved back to the profile.
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes("UpdateProfile"))).toBe(false);
  });

  it("asks for the street alone when the geocoder does not find the full address again", async () => {
    local.set("token", fakeJwt(3600));
    const asked: string[] = [];
    mockApi({
      "POST /services/app/Customers/Profile": () => envelope({ id: 7, name: "Ada", address: suggestion.description }),
      "GET /services/app/Geocoding/GetSuggestions": (_init, url) => {
        const input = url.searchParams.get("Input") ?? "";
        asked.push(input);
        return envelope({ items: input === "1540 Eglinton Ave W" ? [suggestion] : [] });
      },
      "GET /services/app/ShoppingCart/GetCustomersCarts": () => envelope({ items: [] }),
      "POST /services/app/Shop/NearMe": () => envelope({ items: [], totalCount: 0 }),
    });
    renderApp("/customer/main");
    expect(
      await screen.findByRole("button", { name: `Delivery address: ${suggestion.description}` }),
    ).toBeInTheDocument();
    expect(asked).toEqual([suggestion.description, "1540 Eglinton Ave W"]);
    expect(JSON.parse(local.get("location") ?? "null")).toMatchObject({ latitude: suggestion.latitude });
  });

  it("keeps the address already chosen in this browser", async () => {
    local.set("token", fakeJwt(3600));
    local.set("location", JSON.stringify({ placeName: "9 Bay St", latitude: 43.64, longitude: -79.38 }));
    const fetchMock = mockApi({
      "POST /services/app/Customers/Profile": () => envelope({ id: 7, name: "Ada", address: suggestion.description }),
      "GET /services/app/Geocoding/GetSuggestions": () => envelope({ items: [suggestion] }),
      "GET /services/app/ShoppingCart/GetCustomersCarts": () => envelope({ items: [] }),
      "POST /services/app/Shop/NearMe": () => envelope({ items: [], totalCount: 0 }),
    });
    renderApp("/customer/main");
    expect(await screen.findByRole("button", { name: "Delivery address: 9 Bay St" })).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes("Customers/Profile"))).toBe(true),
    );
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes("GetSuggestions"))).toBe(false);
    expect(JSON.parse(local.get("location") ?? "null")).toMatchObject({ placeName: "9 Bay St" });
  });

  it("clears city and postal code the geocoder does not know, rather than keep the old ones", () => {
    expect(profileAddressOf("  Somewhere far  ", { city: null, postalCode: null })).toEqual({
      address: "Somewhere far",
      city: "",
      postCode: "",
    });
  });
});
