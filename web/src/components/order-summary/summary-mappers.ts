import type { Cart, Order } from "@dutchpot/contract";
import type { SummaryLine } from "./summary-lines.tsx";

export function cartLines(cart: Cart): SummaryLine[] {
  return cart.shoppingCartItems.map((line) => ({
    id: line.id,
    quantity: line.quantity,
    name: line.foodMenu.name,
    options: line.selectedAttributes.map((a) => ({
      group: a.productAttributeValue.textPrompt,
      value: a.productAttributeValue.name,
    })),
    price: line.price,
    imageUrl: line.foodMenu.imageUrl,
    available: line.isAvailable,
  }));
}

export function orderLines(order: Order): SummaryLine[] {
  return order.orderDetails.map((line) => ({
    id: line.id,
    quantity: line.quantity,
    name: line.foodMenu.name,
    options: line.selectedAttributes.map((a) => ({ group: a.textPrompt, value: a.name })),
    price: line.price,
    imageUrl: line.foodMenu.imageUrl,
    available: true,
  }));
}
