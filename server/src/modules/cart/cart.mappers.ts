import type { Cart, CartItem } from "@dutchpot/contract";
import type { LoadedCarts } from "./cart.catalogue.ts";
import { cartTotals, linePriceCents, toDollars } from "./cart.pricing.ts";

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** Loaded rows → the cart answers (amounts computed here, in cents, then sent in dollars), in `order`. */
export function toCarts(loaded: LoadedCarts, order: number[]): Cart[] {
  const linesByCart = groupBy(loaded.lines, (l) => l.cartId);
  const byId = new Map(loaded.carts.map((c) => [c.cart.id, c]));
  const answers: Cart[] = [];
  for (const id of order) {
    const found = byId.get(id);
    if (!found) continue;
    const { cart } = found;
    const dropOff = {
      id: cart.id,
      dropOffInstructions: cart.dropOffInstructions,
      apartmentNumber: cart.apartmentNumber,
      leaveAtDoor: cart.leaveAtDoor,
    };
    const lineCents: number[] = [];
    const items: CartItem[] = (linesByCart.get(id) ?? []).map((line) => {
      const options = line.options;
      const cents = linePriceCents(
        line.unitPriceCents,
        options.map((o) => o.costCents),
        line.quantity,
      );
      lineCents.push(cents);
      return {
        id: line.id,
        foodMenuId: line.menuItemId,
        quantity: line.quantity,
        price: toDollars(cents),
        foodMenu: { name: line.name, unitPrice: toDollars(line.unitPriceCents), imageUrl: line.imageUrl },
        selectedAttributes: options.map((o) => ({
          productAttributeValueId: o.valueId,
          productAttributeValue: {
            id: o.valueId,
            name: o.name,
            cost: toDollars(o.costCents),
            textPrompt: o.textPrompt,
          },
        })),
        shoppingCart: dropOff,
        isAvailable: true,
      };
    });
    const totals = cartTotals({
      lineCents,
      shopDeliveryFeeCents: found.shopDeliveryFeeCents,
      isDelivery: cart.isDelivery,
      driverTipCents: cart.driverTipCents,
    });
    answers.push({
      id: cart.id,
      shopId: cart.shopId,
      shopName: found.shopName,
      shopLogoUrl: found.shopLogoUrl,
      subTotal: toDollars(totals.subTotalCents),
      taxAmount: toDollars(totals.taxAmountCents),
      deliveryFee: toDollars(totals.deliveryFeeCents),
      driverTip: toDollars(totals.driverTipCents),
      serviceFee: 0,
      orderFee: 0,
      discountedAmount: 0,
      promoCode: null,
      freeDelivery: false,
      taxLabel: "HST 13%",
      totalPrice: toDollars(totals.totalPriceCents),
      amountDue: toDollars(totals.totalPriceCents + totals.taxAmountCents),
      feePolicy: {
        serviceFeePercent: 0,
        orderFee: 0,
        firstOrderFreeDeliveryMin: null,
        deliveryFee: toDollars(found.shopDeliveryFeeCents),
      },
      itemCount: items.reduce((n, i) => n + i.quantity, 0),
      notes: cart.notes,
      isDelivery: cart.isDelivery,
      leaveAtDoor: cart.leaveAtDoor,
      dropOffInstructions: cart.dropOffInstructions,
      apartmentNumber: cart.apartmentNumber,
      deliveryAddress: cart.deliveryAddress,
      city: cart.city,
      zipcode: cart.zipcode,
      addressLatitude: cart.addressLatitude,
      addressLongitude: cart.addressLongitude,
      latitude: cart.pinLatitude,
      longitude: cart.pinLongitude,
      deliveryDateStart: cart.deliveryDateStart?.toISOString() ?? null,
      deliveryDateEnd: cart.deliveryDateEnd?.toISOString() ?? null,
      shoppingCartItems: items,
    });
  }
  return answers;
}
