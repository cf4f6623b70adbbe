import type { Cart, CartItem } from "@dutchpot/contract";
import type { LoadedCarts } from "./cart.catalogue.ts";
import { type CartPricing, loadedLineCents, toDollars } from "./cart.pricing.ts";

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

/** Loaded and priced rows → the cart answers (amounts in cents, sent in dollars), in `order`. */
export function toCarts(loaded: LoadedCarts, pricing: ReadonlyMap<number, CartPricing>, order: number[]): Cart[] {
  const linesByCart = groupBy(loaded.lines, (l) => l.cartId);
  const byId = new Map(loaded.carts.map((c) => [c.cart.id, c]));
  const answers: Cart[] = [];
  for (const id of order) {
    const found = byId.get(id);
    const totals = pricing.get(id);
    if (!found || !totals) continue;
    const { cart, shop, policy } = found;
    const dropOff = {
      id: cart.id,
      dropOffInstructions: cart.dropOffInstructions,
      apartmentNumber: cart.apartmentNumber,
      leaveAtDoor: cart.leaveAtDoor,
    };
    const items: CartItem[] = (linesByCart.get(id) ?? []).map((line) => {
      const options = line.options;
      const cents = loadedLineCents(line);
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
        isAvailable: line.isAvailable,
      };
    });
    answers.push({
      id: cart.id,
      shopId: cart.shopId,
      shopName: shop.name,
      shopLogoUrl: shop.logoUrl,
      timeZone: shop.timeZone,
      subTotal: toDollars(totals.subTotalCents),
      taxAmount: toDollars(totals.taxCents),
      deliveryFee: toDollars(totals.deliveryFeeCents),
      driverTip: toDollars(totals.tipCents),
      serviceFee: toDollars(totals.serviceFeeCents),
      orderFee: toDollars(totals.orderFeeCents),
      discountedAmount: toDollars(totals.discountCents),
      promoCode: totals.promotion?.code ?? null,
      promoProblem: totals.promoProblem,
      freeDelivery: totals.freeDelivery,
      taxLabel: totals.taxLabel,
      totalPrice: toDollars(totals.totalCents),
      amountDue: toDollars(totals.amountDueCents),
      feePolicy: {
        serviceFeePercent: policy.serviceFeeBps / 100,
        orderFee: toDollars(policy.orderFeeCents),
        firstOrderFreeDeliveryMin:
          policy.firstOrderFreeDeliveryMinCents === null ? null : toDollars(policy.firstOrderFreeDeliveryMinCents),
        deliveryFee: toDollars(shop.deliveryFeeCents),
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
