import type { Cart, Order, PaymentConfiguration, SavedCard } from "@dutchpot/contract";
import { envelope, mockApi } from "../../../test/api-mock.ts";
import { paidOrder, payerProfile, paymentCart, sandboxConfiguration } from "./fixtures.ts";

type Answer = Response | Promise<Response>;

/** A promise resolved from outside: holds a request open to look at the screen while it runs. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * The calls of the payment screens, answered from fixtures; `processPayment` and the others can be
 * replaced per test. The carts answer `cart` until `closeCart()` (what a paid order does).
 */
export function paymentApi(
  options: {
    cart?: Cart;
    configuration?: PaymentConfiguration;
    cards?: SavedCard[] | (() => Answer);
    processPayment?: (init: RequestInit | undefined) => Answer;
    order?: Order;
    extra?: Record<string, (init: RequestInit | undefined, url: URL) => Answer>;
  } = {},
) {
  let cart: Cart | null = options.cart ?? paymentCart();
  let cartFetches = 0;
  const cards = options.cards ?? [];
  const fetchMock = mockApi({
    "GET /services/app/ShoppingCart/GetCustomersCarts": () => {
      cartFetches += 1;
      return envelope({ items: cart ? [cart] : [] });
    },
    "GET /services/app/Payments/GetConfiguration": () => envelope(options.configuration ?? sandboxConfiguration),
    "POST /services/app/Payments/TokenizeCard": (init) => {
      const body = JSON.parse(String(init?.body));
      const last4 = String(body.cardNumber).slice(-4);
      return envelope({ token: `tok_${last4}`, brand: "VISA", last4, expMonth: 12, expYear: 2030 });
    },
    "POST /services/app/Customers/Profile": () => envelope(payerProfile),
    "GET /services/app/Customers/GetCustomersCardsList": () =>
      typeof cards === "function" ? cards() : envelope(cards),
    "POST /services/app/ShoppingCart/ProcessPayment": (init) =>
      options.processPayment ? options.processPayment(init) : envelope(options.order ?? paidOrder()),
    "GET /services/app/Orders/Get": () => envelope(options.order ?? paidOrder()),
    ...options.extra,
  });
  const callsTo = (path: string) =>
    fetchMock.mock.calls.filter(([input]) => new URL(String(input), "http://localhost").pathname.endsWith(path));
  return {
    fetchMock,
    closeCart: () => {
      cart = null;
    },
    setCart: (next: Cart) => {
      cart = next;
    },
    cartFetches: () => cartFetches,
    /** Bodies and headers of every ProcessPayment request, in order. */
    payments: () =>
      callsTo("/ShoppingCart/ProcessPayment").map(([, init]) => ({
        body: JSON.parse(String(init?.body)),
        headers: (init?.headers ?? {}) as Record<string, string>,
      })),
    callsTo,
  };
}
