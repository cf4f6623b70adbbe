import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { local } from "../../lib/storage.ts";
import { envelope, mockApi, sentBody } from "../../test/api-mock.ts";
import { fakeJwt, renderApp } from "../../test/render-app.tsx";

// Whole flows through the real route table with user-event typing: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const suggestion = {
  id: "shop:2",
  description: "1450 Queen St W, Toronto, M6K 1M3",
  postalCode: "M6K 1M3",
  city: "Toronto",
  latitude: 43.6405,
  longitude: -79.4354,
};
const updateCartPath = "/services/app/ShoppingCart/UpdateShoppingCart";
const updateProfilePath = "/services/app/Customers/UpdateProfile";

function handlers() {
  return {
    "GET /services/app/Geocoding/GetSuggestions": () => envelope({ items: [suggestion] }),
    "GET /services/app/ShoppingCart/GetCustomersCarts": () => envelope({ items: [] }),
    [`PATCH ${updateCartPath}`]: () => envelope({ items: [] }),
    [`PATCH ${updateProfilePath}`]: () => envelope({}),
    "POST /services/app/Customers/Profile": () => envelope({}),
    "POST /services/app/Shop/NearMe": () => envelope({ items: [], totalCount: 0 }),
  };
}

async function chooseInHeader() {
  await userEvent.click(await screen.findByRole("button", { name: "Choose a delivery address" }));
  expect(await screen.findByText(/They become available once your cart has items\./)).toBeInTheDocument();
  await userEvent.type(screen.getByRole("combobox", { name: "Enter your delivery address" }), "Queen");
  await userEvent.click(await screen.findByRole("option", { name: /1450 Queen St W/ }));
  await waitFor(() =>
    expect(screen.getByRole("button", { name: `Delivery address: ${suggestion.description}` })).toHaveFocus(),
  );
}

describe("header address dropdown: a chosen address", () => {
  it("goes to every open cart and, when signed in, to the profile", async () => {
    local.set("token", fakeJwt(3600));
    const fetchMock = mockApi(handlers());
    renderApp("/customer/main");
    await chooseInHeader();
    await waitFor(() => expect(sentBody(fetchMock, updateCartPath)).toBeDefined());
    expect(sentBody(fetchMock, updateCartPath)).toEqual({
      deliveryAddress: suggestion.description,
      latitude: suggestion.latitude,
      longitude: suggestion.longitude,
      city: "Toronto",
      zipcode: "M6K 1M3",
    });
    await waitFor(() => expect(sentBody(fetchMock, updateProfilePath)).toBeDefined());
    expect(sentBody(fetchMock, updateProfilePath)).toEqual({
      address: suggestion.description,
      city: "Toronto",
      postCode: "M6K 1M3",
    });
  });

  it("goes to a guest's carts but not to any profile", async () => {
    const fetchMock = mockApi(handlers());
    renderApp("/customer/main");
    await chooseInHeader();
    await waitFor(() => expect(sentBody(fetchMock, updateCartPath)).toBeDefined());
    expect(JSON.parse(local.get("location") ?? "null")).toMatchObject({ placeName: suggestion.description });
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes("UpdateProfile"))).toBe(false);
  });
});
