import type { Order, OrderPage } from "@dutchpot/contract";
import { envelope, mockApi } from "../../../test/api-mock.ts";
import { orderFixture } from "./fixtures.ts";

type Answer = Response | Promise<Response>;
type Handler = (init: RequestInit | undefined, url: URL) => Answer;

/**
 * The orders calls answered from fixtures: `Orders/Get` answers the current order (`setOrder` changes
 * it, as the server's would after an event); others can be given per test.
 */
export function ordersApi(
  options: { order?: Order; pages?: (skip: number) => OrderPage; extra?: Record<string, Handler> } = {},
) {
  let order = options.order ?? orderFixture();
  const fetchMock = mockApi({
    "GET /services/app/Orders/Get": () => envelope(order),
    "GET /services/app/Orders/GetAllByCustomer": (_init, url) =>
      envelope(options.pages ? options.pages(Number(url.searchParams.get("SkipCount"))) : { totalCount: 0, items: [] }),
    "GET /services/app/ShoppingCart/GetCustomersCarts": () => envelope({ items: [] }),
    ...options.extra,
  });
  const callsTo = (path: string) =>
    fetchMock.mock.calls.filter(([input]) => new URL(String(input), "http://localhost").pathname.endsWith(path));
  return {
    fetchMock,
    callsTo,
    setOrder: (next: Order) => {
      order = next;
    },
  };
}
