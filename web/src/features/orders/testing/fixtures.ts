import type { OrderPage } from "@dutchpot/contract";
import { orderFixture } from "../../../test/order-fixture.ts";

export { orderFixture };

/** A page of `count` orders numbered from `firstId` down, newest first, of `total` in all. */
export function orderPage(firstId: number, count: number, total: number): OrderPage {
  return {
    totalCount: total,
    items: Array.from({ length: count }, (_, i) =>
      orderFixture({ id: firstId - i, shopName: `Shop ${firstId - i}`, amountDue: 10 + i }),
    ),
  };
}
