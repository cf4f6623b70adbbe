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

  it("clears city and postal code the geocoder does not know, rather than keep the old ones", () => {
    expect(profileAddressOf("  Somewhere far  ", { city: null, postalCode: null })).toEqual({
      address: "Somewhere far",
      city: "",
      postCode: "",
    });
  });
});
