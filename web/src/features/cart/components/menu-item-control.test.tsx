import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { fakeCartApi, plainProduct } from "../testing/fake-cart-api.ts";
import { CartButton } from "./cart-button.tsx";
import { MenuItemControl } from "./menu-item-control.tsx";

describe("menu counters", () => {
  it("an out-of-stock item says so and its Add is disabled (nothing is sent)", async () => {
    const product = plainProduct({ isOutOfStock: true });
    const api = fakeCartApi([product]);
    renderWithApp(<MenuItemControl product={product} />);
    expect(screen.getByText("Out of stock")).toBeInTheDocument();
    const add = screen.getByRole("button", { name: "Add Rice & Peas (out of stock)" });
    expect(add).toBeDisabled();
    await userEvent.click(add);
    expect(api.bodies("ShoppingCart/Create")).toEqual([]);
  });
  it("Add creates the cart with 1; + adds one; − takes one off, and at 1 sends 0 which removes the item", async () => {
    const api = fakeCartApi([plainProduct()]);
    renderWithApp(
      <>
        <CartButton />
        <MenuItemControl product={plainProduct()} />
      </>,
    );
    expect(await screen.findByRole("button", { name: "Cart, 0 items" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Add Rice & Peas" }));

    const counter = await screen.findByRole("group", { name: "Quantity of Rice & Peas" });
    expect(within(counter).getByRole("status")).toHaveTextContent("1");
    expect(within(counter).getByRole("button", { name: "Add one Rice & Peas" })).toHaveFocus();
    expect(api.bodies("ShoppingCart/Create")).toMatchObject([
      { shopId: 7, shoppingCartItems: [{ foodMenuId: 202, quantity: 1, selectedAttributes: [] }] },
    ]);
    expect(api.bodies("ShoppingCart/UpdateShoppingCart")).toEqual([]);

    await userEvent.click(within(counter).getByRole("button", { name: "Add one Rice & Peas" }));
    await waitFor(() => expect(within(counter).getByRole("status")).toHaveTextContent("2"));
    await screen.findByRole("button", { name: "Cart, 2 items" });
    await userEvent.click(within(counter).getByRole("button", { name: "Remove one Rice & Peas" }));
    await waitFor(() => expect(within(counter).getByRole("status")).toHaveTextContent("1"));
    await userEvent.click(within(counter).getByRole("button", { name: "Remove one Rice & Peas" }));

    expect(await screen.findByRole("button", { name: "Add Rice & Peas" })).toBeInTheDocument();
    expect(api.bodies("UpdateShoppingCartItem")).toEqual([
      { shoppingCartItem: { id: 1, foodMenuId: 202, quantityDelta: 1 }, shoppingCartId: 55, shopId: 7 },
      { shoppingCartItem: { id: 1, foodMenuId: 202, quantityDelta: -1 }, shoppingCartId: 55, shopId: 7 },
      { shoppingCartItem: { id: 1, foodMenuId: 202, quantity: 0 }, shoppingCartId: 55, shopId: 7 },
    ]);
    await screen.findByRole("button", { name: "Cart, 0 items" });
  });

  it("the cart button opens the sidebar: the shop, Checkout with the amount due, and the line's counter", async () => {
    fakeCartApi([plainProduct()]);
    renderWithApp(
      <>
        <CartButton />
        <MenuItemControl product={plainProduct()} />
      </>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Cart, 0 items" }));
    const empty = await screen.findByRole("dialog", { name: "Your carts" });
    expect(within(empty).getByText("Order Cart Unavailable")).toBeInTheDocument();
    expect(within(empty).getByText("Uh oh, something went wrong")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Add Rice & Peas" }));
    await userEvent.click(await screen.findByRole("button", { name: "Cart, 1 item" }));
    const sidebar = await screen.findByRole("dialog", { name: "Your carts" });
    expect(within(sidebar).getByRole("heading", { name: "Dutchpot Kitchen" })).toBeInTheDocument();
    expect(
      within(sidebar).getByRole("link", { name: "Checkout Dutchpot Kitchen, amount due CA$4.99" }),
    ).toHaveAttribute("href", "/customer/checkout/7");
    const counter = within(sidebar).getByRole("group", { name: "Quantity of Rice & Peas" });
    await userEvent.click(within(counter).getByRole("button", { name: "Add one Rice & Peas" }));
    await waitFor(() => expect(within(counter).getByRole("status")).toHaveTextContent("2"));
    expect(
      await within(sidebar).findByRole("link", { name: "Checkout Dutchpot Kitchen, amount due CA$9.98" }),
    ).toBeInTheDocument();

    // Down to removal: the counter goes with its line, and focus stays in the sidebar (its Close button).
    await userEvent.click(within(counter).getByRole("button", { name: "Remove one Rice & Peas" }));
    await waitFor(() => expect(within(counter).getByRole("status")).toHaveTextContent("1"));
    await userEvent.click(within(counter).getByRole("button", { name: "Remove one Rice & Peas" }));
    expect(await within(sidebar).findByText("Order Cart Unavailable")).toBeInTheDocument();
    await waitFor(() => expect(sidebar).toContainElement(document.activeElement as HTMLElement));
    expect(document.activeElement).toHaveAccessibleName(/close/i);
  });
});
