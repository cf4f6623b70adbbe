import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { envelope, mockApi, sentBody } from "../../test/api-mock.ts";
import { renderApp } from "../../test/render-app.tsx";

// Whole forms typed with user-event: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const countries = {
  items: [{ id: 39, name: "Canada", code: "CA", stateProvinces: [{ id: 866, name: "Ontario", countryId: 39 }] }],
};
const registerPath = "/services/app/Tenant/Register";

async function fillAllButAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Business name"), "Queen Mart");
  await user.type(screen.getByLabelText("Mobile Number"), "4165550199");
  await user.selectOptions(screen.getByLabelText("Country"), "Canada");
  await user.selectOptions(screen.getByLabelText("State or province"), "Ontario");
  await user.type(screen.getByLabelText("Email"), "owner@queenmart.ca");
  await user.type(screen.getByLabelText("Password"), "queen mart 1");
}

describe("registration address the search does not know", () => {
  it("marks the Address field invalid with the others on an empty Submit", async () => {
    mockApi({ "GET /services/app/Country/Getall": () => envelope(countries) });
    renderApp("/partner/joinconvenience");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Submit" }));
    expect(screen.getByRole("combobox", { name: "Address" })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("combobox", { name: "Address" })).toHaveAccessibleDescription(
      "Choose your address from the suggestions, or use it as typed",
    );
  });

  it("sends a street address as typed; the server's refusal shows on the Address field", async () => {
    const fetchMock = mockApi({
      "GET /services/app/Country/Getall": () => envelope(countries),
      "GET /services/app/Geocoding/GetSuggestions": () => envelope({ items: [] }),
      [`POST ${registerPath}`]: () =>
        envelope(null, {
          status: 400,
          error: {
            message: "The address could not be found.",
            details: "Choose your address from the suggestions, or write the street, city and province.",
          },
        }),
    });
    renderApp("/partner/joinconvenience");
    await screen.findByRole("option", { name: "Canada" });
    const user = userEvent.setup();
    await fillAllButAddress(user);
    const address = screen.getByRole("combobox", { name: "Address" });
    await user.type(address, "100 Queen St W, Toronto");
    expect(await screen.findByText("No matching addresses")).toBeInTheDocument();
    await user.click(screen.getByRole("option", { name: "Use “100 Queen St W, Toronto” as typed" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));

    expect(await screen.findByText(/We could not find this address/)).toBeInTheDocument();
    expect(sentBody(fetchMock, registerPath)).toMatchObject({
      address: "100 Queen St W, Toronto",
      latitude: null,
      longitude: null,
      placeId: null,
    });
    expect(address).toHaveAttribute("aria-invalid", "true");
    expect(address).toHaveFocus();
    // The suggestions stay closed so the message under the field is not covered.
    expect(address).toHaveAttribute("aria-expanded", "false");
    expect(address).toHaveAccessibleDescription(/We could not find this address/);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
