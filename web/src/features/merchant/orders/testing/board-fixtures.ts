import type { MerchantOrder, MerchantOrderBoard } from "@dutchpot/contract";
import { orderStatus } from "@dutchpot/contract/constants";
import { vi } from "vitest";
import { envelope } from "../../../../test/api-mock.ts";

/** An order as MerchantOrders answers it: a confirmed delivery of two patties. */
export function boardOrder(overrides: Partial<MerchantOrder> = {}): MerchantOrder {
  const id = overrides.id ?? 1;
  return {
    id,
    number: id,
    status: orderStatus.confirmed,
    createdAt: "2026-11-24T14:05:00.000Z",
    shopId: 5,
    customerFirstName: "Alice",
    isDelivery: true,
    deliveryAddress: "1 Front St W",
    apartmentNumber: null,
    leaveAtDoor: true,
    dropOffInstructions: null,
    deliveryDateStart: null,
    deliveryDateEnd: null,
    lines: [{ name: "Beef Patty", quantity: 2, price: 7, options: [{ prompt: "Heat", name: "Hot" }] }],
    subTotal: 7,
    discount: 0,
    deliveryFee: 2.99,
    tax: 1.3,
    tip: 3,
    total: 14.29,
    prepEstimateMinutes: null,
    acceptedAt: null,
    nextStatus: null,
    canCancel: true,
    problems: [],
    history: [{ status: orderStatus.confirmed, at: "2026-11-24T14:05:00.000Z", actor: "customer", reason: null }],
    payment: { captured: 14.29, refunded: 0, refundable: 14.29 },
    ...overrides,
  };
}

export function boardOf(live: MerchantOrder[], doneToday: MerchantOrder[] = []): MerchantOrderBoard {
  return { shopId: 5, shopName: "Jerk Hut", timeZone: "America/Toronto", live, doneToday };
}

/** A syntactically valid tenant-admin token (unsigned: the client never verifies). */
export function adminToken(): string {
  const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  const claims = { sub: "42", tenantId: 17, roles: ["tenantAdmin"], exp: Math.floor(Date.now() / 1000) + 3600 };
  return `${b64({ alg: "HS256", typ: "JWT" })}.${b64(claims)}.signature`;
}

type Handler = (body: unknown, url: URL, init: RequestInit | undefined) => unknown;

/**
 * The console's calls (its client uses the global fetch): `"GET MerchantOrders/GetBoard"` → a result,
 * or a Response for an error. Answers the mock to inspect the calls.
 */
export function consoleApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    const key = `${init?.method ?? "GET"} ${url.pathname.replace(/^.*\/services\/app\//, "")}`;
    const handler = handlers[key];
    if (!handler) return envelope(null, { status: 404, error: { message: `No mock for ${key}` } });
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const result = await handler(body, url, init);
    return result instanceof Response ? result : envelope(result);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The calls made to `path` (e.g. "MerchantOrders/Accept"), with their parsed bodies and headers. */
export function callsTo(fetchMock: ReturnType<typeof consoleApi>, path: string) {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).includes(`/${path}`))
    .map(([, init]) => ({
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      headers: new Headers(init?.headers),
    }));
}
