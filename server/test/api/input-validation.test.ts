/**
 * Hostile input through the API (issue 13 items 3, 4, 9, 10; decision 027): control characters in
 * every kind of text field, spoofing characters in names, dates out of range, guest ids that are
 * not random uuids and numbers that are not plainly written are each a 400 naming the field (or,
 * for a guest id, no guest at all), and change nothing.
 */
import { checkoutTexts } from "@dutchpot/contract";
import { describe, expect, it } from "vitest";
import { shoppingCarts } from "../../src/db/schema/index.ts";
import * as cartRepository from "../../src/modules/cart/cart.repository.ts";
import {
  alice,
  ctx,
  guest,
  headersOf,
  item,
  newCart,
  shop,
  useCartTestApp,
  type Who,
} from "../../src/modules/cart/cart.test-app.ts";

useCartTestApp();

const app = "/api/services/app";
type Method = "GET" | "POST" | "PUT" | "PATCH";

const send = (method: Method, path: string, who: Who, body?: unknown) =>
  ctx.app.inject({
    method,
    url: path.startsWith("/") ? path : `${app}/${path}`,
    headers: headersOf(who),
    ...(body === undefined ? {} : { payload: body as object }),
  });

interface Answer {
  statusCode: number;
  json(): { success: boolean; __abp: boolean; error: { validationErrors: { message: string; members: string[] }[] } };
}

/** A 400 envelope whose only validation error names `member` with `message`. */
function expectRefused(res: Answer, member: string, message?: string) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
  const body = res.json();
  expect(body.__abp).toBe(true);
  expect(body.success).toBe(false);
  const errors = body.error.validationErrors;
  expect(errors.map((e) => e.members[0])).toEqual([member]);
  if (message) expect(errors[0]?.message).toBe(message);
}

const control = (field: string) => `The field ${field} must not contain control characters.`;
const invisible = (field: string) => `The field ${field} must not contain invisible or text-direction characters.`;
const decimal = (field: string) => `The field ${field} must be a number written in decimal digits.`;

describe("control characters in text", () => {
  it("refuses NUL in the sign-in identifier with a 400 naming the field", async () => {
    const res = await send("POST", "/api/TokenAuth/Authenticate", null, {
      userNameOrEmailAddress: `${alice.email}\u0000`,
      password: alice.password,
    });
    expectRefused(res, "userNameOrEmailAddress", control("UserNameOrEmailAddress"));
  });

  it("refuses NUL, escape, DEL and C1 characters in profile fields and leaves the profile as it was", async () => {
    const before = (await send("POST", "Customers/Profile", alice)).json() as unknown as { result: object };
    for (const [field, value] of [
      ["city", "Toronto\u0000"],
      ["address", "1 Front St\u001b[2J"],
      ["postCode", "M5J\u007f2X6"],
      ["name", "Ada\u0085"],
    ] as const) {
      const res = await send("PATCH", "Customers/UpdateProfile", alice, { [field]: value });
      expectRefused(res, field, control(field.charAt(0).toUpperCase() + field.slice(1)));
    }
    const after = (await send("POST", "Customers/Profile", alice)).json() as unknown as { result: object };
    expect(after.result).toEqual(before.result);
  });

  it("refuses NUL in cart notes: no cart is created", async () => {
    const who = guest();
    const res = await send("POST", "ShoppingCart/Create", who, { shopId: shop.a, notes: "Some\u0000Notes" });
    expectRefused(res, "notes", control("Notes"));
    const carts = await send("GET", "ShoppingCart/GetCustomersCarts", who);
    expect(carts.json()).toMatchObject({ result: { items: [] } });
  });

  it("refuses NUL in drop-off fields and keeps line breaks in the instructions", async () => {
    const who = guest();
    const cart = await newCart(who, [{ foodMenuId: item.patty, quantity: 1 }]);
    for (const field of ["dropOffInstructions", "apartmentNumber", "deliveryAddress", "city", "zipcode"]) {
      const res = await send("PATCH", "ShoppingCart/UpdateShoppingCart", who, {
        shoppingCartId: cart.id,
        [field]: "12\u0000B",
      });
      expectRefused(res, field);
    }
    // A single-line field refuses a line break; the instructions keep it.
    expectRefused(
      await send("PATCH", "ShoppingCart/UpdateShoppingCart", who, { shoppingCartId: cart.id, city: "Tor\nonto" }),
      "city",
    );
    const ok = await send("PATCH", "ShoppingCart/UpdateShoppingCart", who, {
      shoppingCartId: cart.id,
      dropOffInstructions: "Ring twice\r\nthen\twait",
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      result: { items: [{ dropOffInstructions: "Ring twice\r\nthen\twait", apartmentNumber: null, city: null }] },
    });
  });

  it("refuses NUL in every Keyword query", async () => {
    for (const url of [
      "Shop/SearchStores?Keyword=jerk%00",
      "FoodMenu/GetMenusByCategory?Keyword=%00",
      `FoodMenu/GetMenusByCategoryTagByShopId?ShopId=${shop.a}&Keyword=pat%00ty`,
      "FoodMenu/GetMenusByTag?TagId=1&Keyword=%00",
      "Geocoding/GetSuggestions?Input=1%20Front%00",
    ]) {
      const res = await send("GET", url, null);
      const member = url.includes("Input=") ? "input" : "keyword";
      expectRefused(res, member, control(member === "input" ? "Input" : "Keyword"));
    }
  });

  it("refuses NUL in form data fields, urlencoded and multipart", async () => {
    const path = `${app}/Customers/GeneratePhoneConfirmationCode`;
    const urlencoded = await ctx.app.inject({
      method: "POST",
      url: path,
      headers: { ...headersOf(null), "content-type": "application/x-www-form-urlencoded" },
      payload: "phoneNumber=416555%000123&countryCode=%2B1",
    });
    expectRefused(urlencoded, "phoneNumber", control("PhoneNumber"));
    const form = new FormData();
    form.set("phoneNumber", "4165550123");
    form.set("countryCode", "+1\u0000");
    const request = new Request("http://x", { method: "POST", body: form });
    const multipart = await ctx.app.inject({
      method: "POST",
      url: path,
      headers: { ...headersOf(null), "content-type": request.headers.get("content-type") as string },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expectRefused(multipart, "countryCode", control("CountryCode"));
  });

  it("refuses NUL in a promotional code and a payment's source id, spoofing in a payment's name", async () => {
    const who = guest();
    await newCart(who, [{ foodMenuId: item.patty, quantity: 1 }]);
    expectRefused(
      await send("POST", "ShoppingCart/ApplyPromotionalCode", who, { shopId: shop.a, promoCode: "SAVE\u000010" }),
      "promoCode",
    );
    const pay = (body: object) =>
      ctx.app.inject({
        method: "POST",
        url: `${app}/ShoppingCart/ProcessPayment`,
        headers: headersOf(who, { "Idempotency-Key": crypto.randomUUID() }),
        payload: { shopId: shop.a, sourceId: "sbx_tok_1", ...body },
      });
    expectRefused(await pay({ sourceId: "sbx\u0000tok" }), "sourceId", control("SourceId"));
    expectRefused(await pay({ name: "Ada \u202Egnol" }), "name", invisible("Name"));
  });
});

describe("names", () => {
  it("refuses bidirectional overrides and zero-width characters in a new account's names: no account", async () => {
    const email = "spoof@example.com";
    const res = await send("POST", "Customers/Register", null, {
      name: "\u202Eadmin\u200B",
      surname: "Lovelace",
      emailAddress: email,
      password: "correct horse 1",
      phoneNumber: "+14165559876",
    });
    expectRefused(res, "name", invisible("Name"));
    const signIn = await send("POST", "/api/TokenAuth/Authenticate", null, {
      userNameOrEmailAddress: email,
      password: "correct horse 1",
    });
    expect(signIn.statusCode).not.toBe(200);
  });

  it("refuses them in a profile update, and keeps a Persian name's zero-width non-joiner", async () => {
    expectRefused(await send("PATCH", "Customers/UpdateProfile", alice, { surname: "Smi\u200Bth" }), "surname");
    expectRefused(await send("PATCH", "Customers/UpdateProfile", alice, { name: "\u2067Ada\u2069" }), "name");
    const persian = await send("PATCH", "Customers/UpdateProfile", alice, { surname: "می\u200Cخواهم" });
    expect(persian.statusCode).toBe(200);
    expect(persian.json()).toMatchObject({ result: { surname: "می\u200Cخواهم" } });
  });
});

describe("dates", () => {
  const hour = 3_600_000;
  const onTheHour = (offsetHours: number) => new Date(Math.floor(Date.now() / hour) * hour + offsetHours * hour);
  const window = (start: Date | string, end?: Date | string) => ({
    deliveryDateStart: typeof start === "string" ? start : start.toISOString(),
    ...(end ? { deliveryDateEnd: typeof end === "string" ? end : end.toISOString() } : {}),
  });

  it("refuses a window out of range, in the past, ending before it starts or beyond 7 days; the cart keeps none", async () => {
    const who = guest();
    const cart = await newCart(who, [{ foodMenuId: item.patty, quantity: 1 }]);
    const update = (body: object) =>
      send("PATCH", "ShoppingCart/UpdateShoppingCart", who, { shoppingCartId: cart.id, ...body });

    const yearZero = await update(window("0000-01-01T00:00:00Z", "0000-01-01T00:30:00Z"));
    expect(yearZero.statusCode).toBe(400);
    const refused = (yearZero as Answer).json().error.validationErrors.map((e) => e.members[0]);
    expect(refused.sort()).toEqual(["deliveryDateEnd", "deliveryDateStart"]);
    expectRefused(
      await update(window("2200-01-01T10:00:00Z")),
      "deliveryDateStart",
      "The field DeliveryDateStart must be a date and time between the years 2000 and 2100.",
    );
    expectRefused(
      await update(window(onTheHour(25), onTheHour(24))),
      "deliveryDateEnd",
      "The delivery window must end after it starts.",
    );
    expectRefused(await update(window(onTheHour(-24))), "deliveryDateStart", checkoutTexts.slotPast);
    expectRefused(await update(window(onTheHour(24 * 10))), "deliveryDateStart", checkoutTexts.slotTooFar);

    const after = await send("GET", `ShoppingCart/GetByCustomer?id=${cart.id}`, who);
    expect(after.json()).toMatchObject({ result: { deliveryDateStart: null, deliveryDateEnd: null } });
  });
});

describe("guest ids", () => {
  const notRandom = [
    "00000000-0000-0000-0000-000000000000",
    "ffffffff-ffff-ffff-ffff-ffffffffffff",
    "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF",
    "c232ab00-9414-11ec-b3c8-9e6bdeced846", // version 1 (time-based)
  ];

  it("ignores the nil, all-f and non-random uuids: no guest, so no cart to share", async () => {
    for (const id of notRandom) {
      const created = await send("POST", "ShoppingCart/Create", { guest: id }, { shopId: shop.a });
      expect(created.statusCode, id).toBe(401);
      expect(created.json().__abp).toBe(true);
      const events = await send("GET", `ShoppingCart/Events?guestId=${id}`, null);
      expect(events.statusCode, id).toBe(401);
    }
  });

  it("accepts a random uuid in any letter case as one guest", async () => {
    const id = crypto.randomUUID();
    const cart = await newCart({ guest: id.toUpperCase() });
    const again = await send("GET", "ShoppingCart/GetCustomersCarts", { guest: id });
    expect(again.json()).toMatchObject({ result: { items: [{ id: cart.id }] } });
  });

  it("finds no cart for an owner with neither user nor guest, even one stored under the nil uuid", async () => {
    const db = ctx.database.db;
    const nil = "00000000-0000-0000-0000-000000000000";
    await db.insert(shoppingCarts).values({ tenantId: 3, shopId: shop.b, guestId: nil, userId: null });
    const nobody = { tenantId: 3, userId: null, guestId: null };
    expect(await cartRepository.openCartIds(db, nobody)).toEqual([]);
    expect(await cartRepository.findOpenCartId(db, nobody, shop.b)).toBeUndefined();
  });
});

describe("numbers", () => {
  it("reads query ids written in decimal digits only", async () => {
    const found = await send("GET", `Shop/GetStoreInfo?Id=${shop.a}`, null);
    expect(found.statusCode).toBe(200);
    for (const id of ["0x1", "1e0", "+1", "01", `${shop.a}.0`, " 1"]) {
      const res = await send("GET", `Shop/GetStoreInfo?Id=${encodeURIComponent(id)}`, null);
      expectRefused(res, "id", decimal("Id"));
    }
    expectRefused(await send("GET", "FoodMenu/GetMenusByCategoryTagByShopId?ShopId=0x1", null), "shopId");
    expectRefused(await send("GET", "ShopType/GetAll?SkipCount=1e1", null), "skipCount");
    expectRefused(await send("GET", "Geocoding/Reverse?Latitude=0x10&Longitude=-79.38", null), "latitude");
  });

  it('refuses a numeric string for a JSON number: quantity "5" adds nothing', async () => {
    const who = guest();
    const cart = await newCart(who, [{ foodMenuId: item.patty, quantity: 1 }]);
    const res = await send("POST", "ShoppingCart/AddShoppingCartItem", who, {
      shoppingCartItem: { foodMenuId: item.patty, quantity: "5", shoppingCartId: cart.id },
      shoppingCartId: cart.id,
    });
    expectRefused(res, "shoppingCartItem.quantity", "The field Quantity must be a number.");
    expectRefused(
      await send("POST", "ShoppingCart/Create", who, { shopId: String(shop.a) }),
      "shopId",
      "The field ShopId must be a number.",
    );
    const after = await send("GET", `ShoppingCart/GetByCustomer?id=${cart.id}`, who);
    expect(after.json()).toMatchObject({ result: { itemCount: 1 } });
  });
});
