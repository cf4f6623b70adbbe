import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { CartButton } from "../components/cart-button.tsx";
import { MenuItemControl } from "../components/menu-item-control.tsx";
import { fakeCartApi, plainProduct } from "../testing/fake-cart-api.ts";

/** The server stops answering: every call fails as fetch does with no network. */
function stopServer(api: ReturnType<typeof fakeCartApi>) {
  const answer = api.fetchMock.getMockImplementation();
  if (!answer) throw new Error("fakeCartApi answers every call");
  api.fetchMock.mockImplementation(() => Promise.reject(new TypeError("Failed to fetch")));
  return () => api.fetchMock.mockImplementation(answer);
}

describe("a cart change that fails", () => {
  it("moves the counter back, says so until dismissed, and Retry sends the change again", async () => {
    const api = fakeCartApi([plainProduct()]);
    renderWithApp(
      <>
        <CartButton />
        <MenuItemControl product={plainProduct()} />
      </>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Add Rice & Peas" }));
    const counter = await screen.findByRole("group", { name: "Quantity of Rice & Peas" });
    await screen.findByRole("button", { name: "Cart, 1 item" });

    const restart = stopServer(api);
    await userEvent.click(within(counter).getByRole("button", { name: "Add one Rice & Peas" }));
    const notices = screen.getByRole("region", { name: "Notifications" });
    expect(await within(notices).findByText(/server could not be reached/)).toBeInTheDocument();
    // Taken back, not left at the guess of 2 while the server still holds 1.
    expect(within(counter).getByRole("status")).toHaveTextContent("1");
    expect(screen.getByRole("button", { name: "Cart, 1 item" })).toBeInTheDocument();

    restart();
    await userEvent.click(within(notices).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(within(counter).getByRole("status")).toHaveTextContent("2"));
    expect(within(notices).queryByText(/server could not be reached/)).not.toBeInTheDocument();
    expect(api.bodies("UpdateShoppingCartItem")).toEqual([
      { shoppingCartItem: { id: 1, foodMenuId: 202, quantityDelta: 1 }, shoppingCartId: 55, shopId: 7 },
      { shoppingCartItem: { id: 1, foodMenuId: 202, quantityDelta: 1 }, shoppingCartId: 55, shopId: 7 },
    ]);
  });

  it("a removal that fails brings the line back", async () => {
    const api = fakeCartApi([plainProduct()]);
    renderWithApp(<MenuItemControl product={plainProduct()} />);
    await userEvent.click(await screen.findByRole("button", { name: "Add Rice & Peas" }));
    const counter = await screen.findByRole("group", { name: "Quantity of Rice & Peas" });
    stopServer(api);
    await userEvent.click(within(counter).getByRole("button", { name: "Remove one Rice & Peas" }));
    expect(await screen.findByText(/server could not be reached/)).toBeInTheDocument();
    const back = await screen.findByRole("group", { name: "Quantity of Rice & Peas" });
    expect(within(back).getByRole("status")).toHaveTextContent("1");
  });
});
