import { randomUUID } from "node:crypto";
import { checkoutTexts, endpoints, sandboxTestCards } from "@dutchpot/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildSignedInUser } from "../../../test/discovery-factories.ts";
import { buildTenant } from "../../../test/factories.ts";
import { createTestApp } from "../../../test/support/test-app.ts";
import { customerCards, sandboxCards } from "../../db/schema/index.ts";
import {
  alice,
  bob,
  call,
  ctx,
  foreign,
  host,
  listCards,
  otherMarketplace,
  saveCard,
  tokenize,
  usePaymentsTestApp,
  validationOf,
  year,
} from "./payments.test-app.ts";

usePaymentsTestApp();

describe("Payments/TokenizeCard (sandbox)", () => {
  it("answers a one-time token with brand, last four and expiry", async () => {
    const res = await call(
      "Payments.TokenizeCard",
      {},
      {
        body: { cardNumber: "5105 1051 0510 5100", expiryMonth: 4, expiryYear: year, cvv: "999" },
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({
      token: expect.stringMatching(/^sbx_tok_/),
      brand: "MASTERCARD",
      last4: "5100",
      expMonth: 4,
      expYear: year,
    });
  });

  it("refuses a number failing the Luhn check, naming the field", async () => {
    const res = await call(
      "Payments.TokenizeCard",
      {},
      {
        body: { cardNumber: "4111 1111 1111 1112", expiryMonth: 1, expiryYear: year, cvv: "123" },
      },
    );
    expect(res.statusCode).toBe(400);
    expect(validationOf(res)).toEqual([{ message: checkoutTexts.cardInvalid, members: ["cardNumber"] }]);
  });

  it("refuses a past expiry", async () => {
    const now = new Date();
    const lastMonth =
      now.getUTCMonth() === 0
        ? { m: 12, y: now.getUTCFullYear() - 1 }
        : { m: now.getUTCMonth(), y: now.getUTCFullYear() };
    const res = await call(
      "Payments.TokenizeCard",
      {},
      {
        body: { cardNumber: "4111 1111 1111 1111", expiryMonth: lastMonth.m, expiryYear: lastMonth.y, cvv: "123" },
      },
    );
    expect(res.statusCode).toBe(400);
    expect(validationOf(res)).toEqual([{ message: checkoutTexts.cardExpired, members: ["expiryYear"] }]);
  });

  it.each([
    [{ cardNumber: "4111 1111 1111 1111", expiryMonth: 13, expiryYear: year, cvv: "123" }],
    [{ cardNumber: "4111 1111 1111 1111", expiryMonth: 1, expiryYear: year, cvv: "12" }],
    [{ cardNumber: 4111111111111111, expiryMonth: 1, expiryYear: year, cvv: "123" }],
    [{ expiryMonth: 1, expiryYear: year }],
    ['{"cardNumber": "4111 1111 1111 1111", '],
  ])("answers 400 (never 5xx) for a malformed body %#", async (body) => {
    const res = await call("Payments.TokenizeCard", {}, { body });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
});

describe("saved cards", () => {
  it("refuses guests and anonymous callers (401) on every card call", async () => {
    const guest = { guest: randomUUID() };
    for (const who of [guest, {}]) {
      expect((await call("Customers.GetCustomersCardsList", who)).statusCode).toBe(401);
      expect((await call("Customers.SaveCustomerCard", who, { body: { Id: "sbx_tok_x" } })).statusCode).toBe(401);
      expect(
        (await call("Customers.SetCustomersDefaultCard", who, { body: { cardId: "sbx_card_x" } })).statusCode,
      ).toBe(401);
      expect((await call("Customers.DeleteCustomerCard", who, { query: "cardId=sbx_card_x" })).statusCode).toBe(401);
    }
  });

  it("saves cards (the first is the default), lists them without numbers, and makes another the default", async () => {
    const first = await saveCard(alice);
    expect(first).toMatchObject({ isDefault: true, last4: "1111", cardBrand: "VISA", expMonth: 9, expYear: year });
    const second = await saveCard(alice, "5105 1051 0510 5100");
    expect(second).toMatchObject({ isDefault: false, last4: "5100", cardBrand: "MASTERCARD" });
    expect((await listCards(alice)).map((c) => [c.cardId, c.isDefault])).toEqual([
      [first.cardId, true],
      [second.cardId, false],
    ]);
    const res = await call("Customers.SetCustomersDefaultCard", alice, { body: { cardId: second.cardId } });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.map((c: { isDefault: boolean }) => c.isDefault)).toEqual([false, true]);
    // One provider customer for all of a customer's cards.
    const rows = await ctx.app.db.select().from(customerCards).where(eq(customerCards.userId, alice.id));
    expect(new Set(rows.map((r) => r.providerCustomerId)).size).toBe(1);
  });

  it("answers the same card when the same token is saved twice (a retried request)", async () => {
    const token = await tokenize();
    const once = await call("Customers.SaveCustomerCard", bob, { body: { Id: token } });
    const twice = await call("Customers.SaveCustomerCard", bob, { body: { id: token } });
    expect(twice.json().result).toEqual(once.json().result);
    expect(await listCards(bob)).toHaveLength(1);
  });

  it("refuses a declining test card (402 with the reason) and an unknown token; a missing Id is a 400", async () => {
    const declined = await call("Customers.SaveCustomerCard", alice, {
      body: { Id: await tokenize("4000 0000 0000 9995") },
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.message).toBe(checkoutTexts.insufficientFunds);
    const unknown = await call("Customers.SaveCustomerCard", alice, { body: { Id: "sbx_tok_unknown" } });
    expect(unknown.statusCode).toBe(402);
    expect(unknown.json().error.message).toBe(checkoutTexts.cardUnknown);
    expect((await call("Customers.SaveCustomerCard", alice, { body: {} })).statusCode).toBe(400);
  });

  it("never lets one customer see, default or delete another's card (404), nor a customer of another storefront (403)", async () => {
    const [aliceCard] = await listCards(alice);
    const cardId = aliceCard?.cardId ?? "";
    expect((await listCards(bob)).map((c) => c.cardId)).not.toContain(cardId);
    expect((await call("Customers.SetCustomersDefaultCard", bob, { body: { cardId } })).statusCode).toBe(404);
    expect(
      (await call("Customers.DeleteCustomerCard", bob, { query: `cardId=${encodeURIComponent(cardId)}` })).statusCode,
    ).toBe(404);
    expect(
      (await call("Customers.SetCustomersDefaultCard", alice, { body: { cardId: "sbx_card_unknown" } })).statusCode,
    ).toBe(404);
    expect((await call("Customers.GetCustomersCardsList", { ...foreign, tenant: 3 })).statusCode).toBe(403);
    expect(await listCards(foreign)).toEqual([]);
    expect(await listCards(alice)).toHaveLength(2);
  });

  it("keeps a host user's cards apart per storefront, each with its own default", async () => {
    const onDutchpot = await saveCard({ ...host, tenant: 3 });
    const onOther = await saveCard({ ...host, tenant: otherMarketplace }, "5105 1051 0510 5100");
    expect(onDutchpot.isDefault).toBe(true);
    expect(onOther.isDefault).toBe(true);
    expect((await listCards({ ...host, tenant: 3 })).map((c) => c.cardId)).toEqual([onDutchpot.cardId]);
    expect((await listCards({ ...host, tenant: otherMarketplace })).map((c) => c.cardId)).toEqual([onOther.cardId]);
    const crossed = await call(
      "Customers.DeleteCustomerCard",
      { ...host, tenant: 3 },
      { query: `cardId=${onOther.cardId}` },
    );
    expect(crossed.statusCode).toBe(404);
  });

  it("makes exactly one card the default when a new customer saves several at once", async () => {
    const erin = { ...(await buildSignedInUser(ctx.app.db, ctx.app.tokens, 3)), tenant: 3 };
    const tokens = await Promise.all(Array.from({ length: 6 }, () => tokenize()));
    const answers = await Promise.all(tokens.map((Id) => call("Customers.SaveCustomerCard", erin, { body: { Id } })));
    expect(answers.map((a) => a.statusCode)).toEqual(tokens.map(() => 200));
    const cards = await listCards(erin);
    expect(cards).toHaveLength(6);
    expect(cards.filter((c) => c.isDefault)).toHaveLength(1);
    const rows = await ctx.app.db.select().from(customerCards).where(eq(customerCards.userId, erin.id));
    expect(new Set(rows.map((r) => r.providerCustomerId)).size).toBe(1);
  });

  it("deletes a card (disabled at the provider); deleting the default makes the newest other card the default", async () => {
    const carol = { ...(await buildSignedInUser(ctx.app.db, ctx.app.tokens, 3)), tenant: 3 };
    const a = await saveCard(carol);
    const b = await saveCard(carol, "5105 1051 0510 5100");
    const c = await saveCard(carol);
    const res = await call("Customers.DeleteCustomerCard", carol, { query: `cardId=${a.cardId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toBeNull();
    expect((await listCards(carol)).map((x) => [x.cardId, x.isDefault])).toEqual([
      [b.cardId, false],
      [c.cardId, true],
    ]);
    const [sandboxRow] = await ctx.app.db.select().from(sandboxCards).where(eq(sandboxCards.id, a.cardId));
    expect(sandboxRow?.disabled).toBe(true);
    await call("Customers.DeleteCustomerCard", carol, { query: `cardId=${b.cardId}` });
    expect((await listCards(carol)).map((x) => [x.cardId, x.isDefault])).toEqual([[c.cardId, true]]);
    expect((await call("Customers.DeleteCustomerCard", carol, { query: `cardId=${a.cardId}` })).statusCode).toBe(404);
  });
});

describe("the data archive and account deletion", () => {
  it("lists a customer's cards (brand, last four, expiry; no ids) and, on deletion, disables and forgets them", async () => {
    const frank = { ...(await buildSignedInUser(ctx.app.db, ctx.app.tokens, 3)), tenant: 3 };
    const card = await saveCard(frank, "5105 1051 0510 5100");
    const archive = await call("Customers.ExportMyData", frank);
    expect(archive.statusCode).toBe(200);
    expect(archive.json().result.cards).toEqual([
      expect.objectContaining({ brand: "MASTERCARD", last4: "5100", expMonth: 9, expYear: year, isDefault: true }),
    ]);
    expect(JSON.stringify(archive.json().result.cards)).not.toContain(card.cardId);
    expect((await call("Customers.DeleteCustomer", frank)).statusCode).toBe(200);
    expect(await ctx.app.db.select().from(customerCards).where(eq(customerCards.userId, frank.id))).toEqual([]);
    const [sandboxRow] = await ctx.app.db.select().from(sandboxCards).where(eq(sandboxCards.id, card.cardId));
    expect(sandboxRow?.disabled).toBe(true);
  });
});

describe("Payments/GetConfiguration", () => {
  it("tells the browser the sandbox and its test cards", async () => {
    const res = await call("Payments.GetConfiguration", {});
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({
      provider: "sandbox",
      currency: "CAD",
      square: null,
      missingCredentials: false,
      testCards: sandboxTestCards.map((c) => ({ ...c })),
    });
  });

  it("under Square: the missing-credentials state, then the ids (a tenant's own first); no tokenizer", async () => {
    const bare = await createTestApp({ PAYMENT_PROVIDER: "square" }, { database: ctx.database });
    try {
      const res = await bare.app.inject({
        method: "GET",
        url: endpoints["Payments.GetConfiguration"].path,
        headers: { "Abp.TenantId": "3" },
      });
      expect(res.json().result).toMatchObject({
        provider: "square",
        square: null,
        missingCredentials: true,
        testCards: null,
      });
      const tokenizer = await bare.app.inject({
        method: "POST",
        url: endpoints["Payments.TokenizeCard"].path,
        headers: { "Abp.TenantId": "3" },
        payload: { cardNumber: "4111 1111 1111 1111", expiryMonth: 1, expiryYear: year, cvv: "123" },
      });
      expect(tokenizer.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
    const configured = await createTestApp(
      {
        PAYMENT_PROVIDER: "square",
        SQUARE_ACCESS_TOKEN: "EAAA-test",
        SQUARE_APPLICATION_ID: "sandbox-sq0idb-env",
        SQUARE_LOCATION_ID: "ENVLOC",
      },
      { database: ctx.database },
    );
    try {
      const get = (tenant: number) =>
        configured.app.inject({
          method: "GET",
          url: endpoints["Payments.GetConfiguration"].path,
          headers: { "Abp.TenantId": String(tenant) },
        });
      expect((await get(3)).json().result).toEqual({
        provider: "square",
        currency: "CAD",
        square: {
          applicationId: "sandbox-sq0idb-env",
          locationId: "ENVLOC",
          scriptUrl: "https://sandbox.web.squarecdn.com/v1/square.js",
        },
        missingCredentials: false,
        testCards: null,
      });
      const tenantWithIds = await buildTenant(configured.app.db, {
        kind: "marketplace",
        name: "Own Square",
        settings: {
          payments: { provider: "square", squareApplicationId: "sandbox-sq0idb-own", squareLocationId: "OWNLOC" },
        },
      });
      expect((await get(tenantWithIds.id)).json().result.square).toMatchObject({
        applicationId: "sandbox-sq0idb-own",
        locationId: "OWNLOC",
      });
    } finally {
      await configured.close();
    }
  });
});
