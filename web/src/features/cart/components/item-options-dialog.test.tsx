import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { envelope, mockApi } from "../../../test/api-mock.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { fakeCartApi, productWithOptions } from "../testing/fake-cart-api.ts";
import { MenuItemControl } from "./menu-item-control.tsx";

async function openDialog() {
  await userEvent.click(await screen.findByRole("button", { name: "Add Jerk Chicken Dinner" }));
  return screen.findByRole("dialog", { name: "Jerk Chicken Dinner" });
}

describe("item options dialog", () => {
  it("starts with the pre-selected values, radios for one choice, checkboxes for many, and a running total", async () => {
    fakeCartApi([productWithOptions()]);
    renderWithApp(<MenuItemControl product={productWithOptions()} />);
    const dialog = await openDialog();

    const size = within(dialog).getByRole("group", { name: /Choose a size/ });
    expect(within(size).getAllByRole("radio")).toHaveLength(3);
    expect(within(size).getByRole("radio", { name: /Medium/ })).toBeChecked();
    expect(within(size).getByRole("radio", { name: /Small/ })).not.toBeChecked();
    const extras = within(dialog).getByRole("group", { name: /Extras/ });
    expect(within(extras).getAllByRole("checkbox")).toHaveLength(2);
    expect(within(extras).getByRole("checkbox", { name: /Cheese/ })).toBeChecked();
    expect(within(dialog).queryByText(/coming soon/)).not.toBeInTheDocument();

    // 16.99 + Medium 3.00 + Cheese 1.50
    expect(within(dialog).getByText(/^Total/)).toHaveTextContent("Total CA$21.49");
    await userEvent.click(within(size).getByRole("radio", { name: /Large/ }));
    expect(within(size).getByRole("radio", { name: /Medium/ })).not.toBeChecked();
    await userEvent.click(within(extras).getByRole("checkbox", { name: /Plantain/ }));
    // 16.99 + Large 7.00 + Cheese 1.50 + Plantain 2.25
    expect(within(dialog).getByText(/^Total/)).toHaveTextContent("Total CA$27.74");
    await userEvent.click(within(extras).getByRole("checkbox", { name: /Cheese/ }));
    expect(within(dialog).getByText(/^Total/)).toHaveTextContent("Total CA$26.24");
  });

  it("Add creates the shop's cart with the chosen values, sets the stored location on it and closes", async () => {
    localStorage.setItem(
      "location",
      JSON.stringify({ placeName: "1540 Eglinton Ave W", latitude: 43.69, longitude: -79.44 }),
    );
    const api = fakeCartApi([productWithOptions()]);
    renderWithApp(<MenuItemControl product={productWithOptions()} />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    expect(api.bodies("ShoppingCart/Create")).toEqual([
      {
        shopId: 7,
        shoppingCartItems: [{ foodMenuId: 101, quantity: 1, selectedAttributes: [12, 21] }],
        shoppingCartCharges: [],
        notes: "Some Notes",
      },
    ]);
    expect(api.bodies("ShoppingCart/UpdateShoppingCart")).toEqual([
      { deliveryAddress: "1540 Eglinton Ave W", latitude: 43.69, longitude: -79.44, shoppingCartId: 55 },
    ]);
    // Items with options keep showing Add (each choice of options is its own line).
    expect(screen.getByRole("button", { name: "Add Jerk Chicken Dinner" })).toHaveFocus();
  });

  it("shows the server's error in the dialog and stays open", async () => {
    mockApi({
      "GET /services/app/ShoppingCart/GetCustomersCarts": () => envelope({ items: [] }),
      "POST /services/app/ShoppingCart/Create": () =>
        envelope(null, { status: 400, error: { message: "Choose an option for this attribute." } }),
    });
    renderWithApp(<MenuItemControl product={productWithOptions()} />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Choose an option for this attribute.");
    expect(dialog).toBeInTheDocument();
  });
});
