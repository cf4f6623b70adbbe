/*
 * The storefront as the end-to-end specs set it up: the demo tenant's API (ABP envelope), the demo
 * customer or a guest, the flagship's cart, saved cards and slots, and a few screen helpers shared by
 * the checkout, payment and order-modes specs.
 */
import type { APIRequestContext, APIResponse, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** The desktop viewport of the specs. */
export const desktop = { width: 1280, height: 800 };
/** The phone viewport of the specs (the narrowest supported). */
export const phone = { width: 360, height: 780 };
/** The demo tenant, sent with every API call. */
export const tenant = { "Abp.TenantId": "3" };
/** The prefix of the application services. */
export const app = "/api/services/app";
/** Dutchpot Kitchen: the demo's flagship, which offers pickup. */
export const shopId = 1;
/** The demo customer's delivery address, in the cart's fields. */
export const address = {
  deliveryAddress: "1540 Eglinton Ave W, Toronto, M6E 2G8",
  latitude: 43.6968,
  longitude: -79.4412,
};

/** An amount as the screens write it: `CA$12.50`. */
export const money = (amount: number) => `CA$${amount.toFixed(2)}`;

/** Extra headers of the caller: the customer's bearer token or a guest's X-Guest-Id. */
export type Caller = Record<string, string>;

/** The fields of a cart (ShoppingCart answers) the specs read. */
export interface CartView {
  id: number;
  isDelivery: boolean;
  leaveAtDoor: boolean;
  driverTip: number;
  promoCode: string | null;
  amountDue: number;
  deliveryFee: number;
  deliveryAddress: string | null;
  deliveryDateStart: string | null;
  deliveryDateEnd: string | null;
  shoppingCartItems: { id: number; foodMenuId: number; quantity: number }[];
}

/** A saved card of the customer (Customers/GetCustomersCardsList). */
export interface SavedCardView {
  cardId: string;
  last4: string;
  isDefault: boolean;
}

/** A bookable delivery slot of the shop (ISO instants). */
export interface Slot {
  start: string;
  end: string;
}

/** Nothing leaves the machine: only the app's own origin answers (map tiles and the like are refused). */
export async function blockOtherOrigins(page: Page, baseURL: string | undefined) {
  const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
}

/** A 1×1 pale-green PNG served for every map tile. */
const blankTile = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN48e4ZAAV+Ar1gjC4+AAAAAElFTkSuQmCC",
  "base64",
);

/** Like `blockOtherOrigins`, but map tiles answer a blank tile, so the map draws without leaving the machine. */
export async function serveBlankMapTiles(page: Page, baseURL: string | undefined) {
  const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
  await page.route(
    (url) => url.origin !== origin,
    (route) =>
      /\/\d+\/\d+\/\d+\.png/.test(route.request().url())
        ? route.fulfill({ status: 200, contentType: "image/png", body: blankTile })
        : route.abort(),
  );
}

/** A fresh customer for each test: unique email and a unique 10-digit number. */
export function newCustomer(label: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    name: "Ada",
    surname: "Lovelace",
    email: `${label}.${stamp}@example.com`,
    password: "Jerk-chicken-2026",
    phone: `416${stamp.slice(-7)}`,
  };
}
export type Customer = ReturnType<typeof newCustomer>;

/** The second demo storefront, Island Grocer, on its own host name at the test server's port. */
export const islandOrigin = (baseURL: string | undefined) => {
  const url = new URL(baseURL ?? "http://127.0.0.1");
  return `http://islandgrocer.localhost:${url.port}`;
};

/** Only this machine answers: the app on its IP and on its `*.localhost` names (map tiles, social sites refused). */
export async function localOnly(page: Page) {
  await page.route(
    (url) => !["127.0.0.1", "localhost"].includes(url.hostname) && !url.hostname.endsWith(".localhost"),
    (route) => route.abort(),
  );
}

/** Dialogs appear without their fade, so screenshots and contrast checks see them as they settle. */
export async function reduceMotion(page: Page) {
  await page.emulateMedia({ reducedMotion: "reduce" });
}

/** Expects a successful answer and unwraps the ABP envelope: its `result`. */
export async function ok<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: T }).result;
}

/** Signs the demo customer in through the API; the page starts with the token stored. */
export async function signIn(page: Page): Promise<Caller> {
  const result = await ok<{ accessToken: string }>(
    await page.request.post("/api/TokenAuth/Authenticate", {
      headers: tenant,
      data: { userNameOrEmailAddress: "demo@dutchpot.ca", password: "Dutchpot2026!" },
    }),
  );
  await page.addInitScript((token) => {
    window.localStorage.setItem("token", token);
    window.localStorage.setItem("loggedIn", "true");
  }, result.accessToken);
  return { Authorization: `Bearer ${result.accessToken}` };
}

/** A guest: a fixed guest id in session storage, sent as X-Guest-Id by the app and by these calls. */
export async function asGuest(page: Page, guid: string): Promise<Caller> {
  await page.addInitScript((id) => window.sessionStorage.setItem("guid", id), guid);
  return { "X-Guest-Id": guid };
}

/** A plain (option-free) item of the flagship's menu and its price. */
export async function plainItem(request: APIRequestContext): Promise<{ id: number; unitPrice: number }> {
  const menu = await ok<{
    categoryTags: { items: { id: number; unitPrice: number; attributeMappings: unknown[] }[] }[];
  }>(
    await request.get(`${app}/FoodMenu/GetMenusByCategoryTagByShopId`, {
      headers: tenant,
      params: { ShopId: shopId, IsActive: "true", SkipCount: 1, MaxResultCount: 10 },
    }),
  );
  const item = menu.categoryTags.flatMap((tag) => tag.items).find((i) => i.attributeMappings.length === 0);
  if (!item) throw new Error("no plain item on the seeded menu");
  return { id: item.id, unitPrice: item.unitPrice };
}

/** Whether the flagship takes orders for now at this moment (its hours): else Now is disabled and a slot is needed. */
export async function isOpenNow(request: APIRequestContext): Promise<boolean> {
  const hours = await ok<{ state: { isOpen: boolean } }>(
    await request.get(`${app}/Shop/GetOpeningHours`, { headers: tenant, params: { shopId } }),
  );
  return hours.state.isOpen;
}

/**
 * How long a spec that books the first slot needs it to stay bookable: a slot is offered while its
 * start is at least the shop's preparation time away, so a first slot fetched a few seconds before
 * that moment would be refused at Pay (seen once in CI: no "Thank you" dialog).
 */
const slotMarginMs = 60_000;

/**
 * Waits, when the first slot stops being bookable within {@link slotMarginMs}, until it has, so that
 * the first slot the spec sees stays bookable for the rest of it (the test's time limit grows by the wait).
 */
async function untilFirstSlotHolds(request: APIRequestContext) {
  const hours = await ok<{ prepTimeMinutes: number }>(
    await request.get(`${app}/Shop/GetOpeningHours`, { headers: tenant, params: { shopId } }),
  );
  const first = await firstOffered(request);
  const left = new Date(first.start).getTime() - hours.prepTimeMinutes * 60_000 - Date.now();
  if (left >= slotMarginMs) return;
  const wait = Math.max(left, 0) + 2_000;
  test.info().setTimeout(test.info().timeout + wait);
  await new Promise((resolve) => setTimeout(resolve, wait));
}

/** The first bookable slot, the one the schedule modal offers first (its first day with slots). */
export async function firstSlot(request: APIRequestContext): Promise<Slot> {
  await untilFirstSlotHolds(request);
  return firstOffered(request);
}

async function firstOffered(request: APIRequestContext): Promise<Slot> {
  const slots = await ok<{ days: { slots: Slot[] }[] }>(
    await request.get(`${app}/Shop/GetDeliverySlots`, { headers: tenant, params: { shopId } }),
  );
  const first = slots.days.flatMap((day) => day.slots)[0];
  if (!first) throw new Error("no delivery slot in the next 7 days");
  return { start: first.start, end: first.end };
}

/** How {@link setUpCart} leaves the cart; every field has the "fresh" default. */
export interface CartSetup {
  /** The plain item's units are the fewest worth at least this much (CA$). Default 25 (SAVE5's minimum). */
  minimum?: number;
  /** Leave at the door rather than hand to me. Default false. */
  leaveAtDoor?: boolean;
  /** The driver's tip (CA$). Default 0. */
  tip?: number;
  /** A promotional code to apply; none (any code removed) by default. */
  promoCode?: string;
  /** When the shop is closed now, book the first offered slot instead of delivering now. Default false. */
  slotWhenClosed?: boolean;
}

/**
 * The owner's cart of the flagship, reset through the API: only `units` of a plain item (worth at
 * least `minimum`), delivered to {@link address}, and by default delivered now, hand to me, no tip
 * and no code.
 */
export async function setUpCart(
  request: APIRequestContext,
  headers: Caller,
  { minimum = 25, leaveAtDoor = false, tip = 0, promoCode, slotWhenClosed = false }: CartSetup = {},
): Promise<CartView> {
  const all = { ...tenant, ...headers };
  const item = await plainItem(request);
  const units = Math.max(1, Math.ceil(minimum / item.unitPrice));
  const cart = await ok<CartView>(
    await request.post(`${app}/ShoppingCart/Create`, { headers: all, data: { shopId, notes: "Some Notes" } }),
  );
  for (const line of cart.shoppingCartItems) {
    await ok(
      await request.put(`${app}/ShoppingCart/UpdateShoppingCartItem`, {
        headers: all,
        data: { shoppingCartItem: { id: line.id, quantity: 0 }, shoppingCartId: cart.id, shopId },
      }),
    );
  }
  await ok(
    await request.post(`${app}/ShoppingCart/AddShoppingCartItem`, {
      headers: all,
      data: { shoppingCartItem: { foodMenuId: item.id, quantity: units }, shoppingCartId: cart.id },
    }),
  );
  let schedule: { deliveryDateStart: string | null; deliveryDateEnd: string | null } = {
    deliveryDateStart: null,
    deliveryDateEnd: null,
  };
  if (slotWhenClosed && !(await isOpenNow(request))) {
    const first = await firstSlot(request);
    schedule = { deliveryDateStart: first.start, deliveryDateEnd: first.end };
  }
  await ok(
    await request.patch(`${app}/ShoppingCart/UpdateShoppingCart`, {
      headers: all,
      data: { shopId, ...address, isDelivery: true, leaveAtDoor, ...schedule },
    }),
  );
  await ok(await request.post(`${app}/ShoppingCart/AddTip`, { headers: all, data: { shopId, value: tip } }));
  if (promoCode === undefined) {
    return ok<CartView>(
      await request.post(`${app}/ShoppingCart/RemovePromotionalCode`, { headers: all, data: { shopId } }),
    );
  }
  return ok<CartView>(
    await request.post(`${app}/ShoppingCart/ApplyPromotionalCode`, { headers: all, data: { shopId, promoCode } }),
  );
}

/** The fresh cart: a plain item worth at least CA$25, delivered now to the address, hand to me, no tip, no code. */
export function freshCart(request: APIRequestContext, headers: Caller): Promise<CartView> {
  return setUpCart(request, headers);
}

/**
 * The cart as checkout leaves it: a plain item worth at least CA$26, delivered to the address (now
 * when the shop is open, else the first offered slot), leave at door, tip CA$3 and the demo code
 * SAVE5 (docs/checkout.md: CA$5 off from CA$25).
 */
export function readyCart(request: APIRequestContext, headers: Caller): Promise<CartView> {
  return setUpCart(request, headers, {
    minimum: 26,
    leaveAtDoor: true,
    tip: 3,
    promoCode: "SAVE5",
    slotWhenClosed: true,
  });
}

/** The caller's cart of the flagship (ShoppingCart/GetByCustomer). */
export async function cartOf(request: APIRequestContext, headers: Caller): Promise<CartView> {
  return ok<CartView>(
    await request.get(`${app}/ShoppingCart/GetByCustomer`, { headers: { ...tenant, ...headers }, params: { shopId } }),
  );
}

/** The caller's open (non-empty) cart of the flagship, if any: none once it is paid. */
export async function openCart(request: APIRequestContext, headers: Caller): Promise<CartView | undefined> {
  const carts = await ok<{ items: (CartView & { shopId: number })[] }>(
    await request.get(`${app}/ShoppingCart/GetCustomersCarts`, { headers: { ...tenant, ...headers } }),
  );
  return carts.items.find((cart) => cart.shopId === shopId && cart.shoppingCartItems.length > 0);
}

/** The customer's saved cards. */
export async function savedCards(request: APIRequestContext, headers: Caller): Promise<SavedCardView[]> {
  return ok<SavedCardView[]>(
    await request.get(`${app}/Customers/GetCustomersCardsList`, { headers: { ...tenant, ...headers } }),
  );
}

/** Starts with no saved card, whatever an earlier test left. */
export async function removeSavedCards(request: APIRequestContext, headers: Caller) {
  for (const card of await savedCards(request, headers)) {
    await ok(
      await request.delete(`${app}/Customers/DeleteCustomerCard`, {
        headers: { ...tenant, ...headers },
        params: { cardId: card.cardId },
      }),
    );
  }
}

/** Signs the demo customer in (see {@link signIn}) and removes the saved cards an earlier test left. */
export async function signInWithoutSavedCards(page: Page): Promise<Caller> {
  const auth = await signIn(page);
  await removeSavedCards(page.request, auth);
  return auth;
}

/** Schedule for later → the first offered slot, pressed; answers the still open modal (not confirmed). */
export async function pickFirstSlot(page: Page) {
  await untilFirstSlotHolds(page.request);
  await page.getByRole("radio", { name: "Schedule for later" }).check();
  const dialog = page.getByRole("dialog", { name: "Schedule delivery" });
  await expect(dialog).toBeVisible();
  const slots = dialog.getByRole("group", { name: "Time" });
  await slots.getByRole("button").first().click();
  await expect(slots.getByRole("button").first()).toHaveAttribute("aria-pressed", "true");
  return dialog;
}

/** Schedule for later → the first offered slot → Confirm → 'Delivery Time Updated' → OK. */
export async function scheduleFirstSlot(page: Page) {
  const dialog = await pickFirstSlot(page);
  await dialog.getByRole("button", { name: "Confirm" }).click();
  const updated = page.getByRole("dialog", { name: "Delivery Time Updated" });
  await expect(updated).toBeVisible();
  await updated.getByRole("button", { name: "OK" }).click();
  await expect(updated).toBeHidden();
}

/** Types a card into the new-card form: the number, 12/30 and CVV 123 (labels: English by default). */
export async function typeCard(
  page: Page,
  number: string,
  labels = { number: "Card number", expiry: "Expiry date", cvv: "Security code (CVV)" },
) {
  await page.getByLabel(labels.number).fill(number);
  await page.getByLabel(labels.expiry).fill("12/30");
  await page.getByLabel(labels.cvv).fill("123");
}

/** The page is no wider than the viewport. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
