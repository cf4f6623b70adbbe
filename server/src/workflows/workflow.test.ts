import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMenuItem, buildShop, buildTenant } from "../../test/factories.ts";
import { createTestApp } from "../../test/support/test-app.ts";
import { afterCommit } from "../db/transaction.ts";
import { PaymentDeclinedError } from "../lib/errors.ts";
import { buildCustomer } from "../modules/cart/cart.fixtures.ts";
import type { CartOwner } from "../modules/cart/cart.repository.ts";
import { type CartService, createCartService } from "../modules/cart/cart.service.ts";
import { createHoursService } from "../modules/hours/hours.service.ts";
import { createLikesService, type LikesService } from "../modules/likes/likes.service.ts";
import { createMenuItemsService } from "../modules/menus/menu-items.service.ts";
import { scheduledCounts } from "../modules/orders/order-history.ts";
import { createPromotionsService } from "../modules/promotions/promotions.service.ts";
import { createShopsService } from "../modules/shops/shops.service.ts";
import { createTenantsService } from "../modules/tenants/tenants.service.ts";
import { compensationFailuresOf, createStep, createWorkflow } from "./workflow.ts";

/**
 * A fake payment provider: it is not our database, so an in-memory fake is what a real provider's
 * sandbox would be. `failVoid` makes the next void fail (a provider outage during compensation).
 */
function fakePayments() {
  const charges = new Map<string, { amountCents: number; state: "captured" | "voided" }>();
  let failVoid = false;
  return {
    charges,
    failNextVoid: () => {
      failVoid = true;
    },
    async charge(amountCents: number) {
      const id = `ch_${charges.size + 1}`;
      charges.set(id, { amountCents, state: "captured" });
      return id;
    },
    async void(id: string) {
      if (failVoid) {
        failVoid = false;
        throw new Error("provider unavailable");
      }
      const charge = charges.get(id);
      if (charge) charge.state = "voided";
    },
  };
}

/** Collects what the workflow logs, instead of printing it (a console.error fails the test). */
function memoryLogger() {
  const errors: Record<string, unknown>[] = [];
  return { errors, error: (obj: unknown) => void errors.push(obj as Record<string, unknown>), warn: () => {} };
}

/**
 * A test-only workflow spanning two modules: add an item to a cart (cart module), like the shop
 * (likes module), charge the customer (external, compensated by a void), then a last step that
 * fails when told to, as placing an order would when the kitchen refuses it.
 */
function addLikeAndCharge(cart: CartService, likes: LikesService, payments: ReturnType<typeof fakePayments>) {
  const addItem = createStep({
    name: "add-item",
    run: (input: { owner: CartOwner; cartId: number; itemId: number }, { tx }) =>
      cart.addItem(
        input.owner,
        {
          shoppingCartId: input.cartId,
          shoppingCartItem: { foodMenuId: input.itemId, quantity: 1, selectedAttributes: [] },
        },
        tx,
      ),
  });
  const likeShop = createStep({
    name: "like-shop",
    run: (input: { userId: number; tenantId: number; shopId: number }, { tx }) =>
      likes.like({ userId: input.userId, marketplaceTenantId: input.tenantId }, input.shopId, tx),
  });
  const charge = createStep({
    name: "charge",
    run: (amountCents: number) => payments.charge(amountCents),
    compensate: (chargeId: string) => payments.void(chargeId),
  });
  const confirm = createStep({
    name: "confirm",
    run: async (refuse: boolean) => {
      if (refuse) throw new PaymentDeclinedError("The kitchen refused the order.");
      return "confirmed";
    },
  });
  return createWorkflow(
    "add-like-and-charge",
    async (input: { owner: CartOwner & { userId: number }; cartId: number; itemId: number; refuse: boolean }, w) => {
      const answer = await w.step(addItem, input);
      await w.step(likeShop, { userId: input.owner.userId, tenantId: input.owner.tenantId, shopId: answer.shopId });
      const chargeId = await w.step(charge, Math.round(answer.subTotal * 100));
      await w.step(confirm, input.refuse);
      return chargeId;
    },
  );
}

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let cart: CartService;
let likes: LikesService;
let shopId: number;
let itemId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  await buildTenant(db, { id: 3, tenancyName: "dutchpot", name: "Dutchpot", kind: "marketplace" });
  shopId = (await buildShop(db, { marketplaceTenantId: 3, name: "Jerk Hut" })).id;
  itemId = (await buildMenuItem(db, { shopId, name: "Beef Patty", unitPriceCents: 350 })).id;
  const paidOrderCount = async () => 0;
  const shops = createShopsService(db);
  cart = createCartService(db, {
    shops,
    menus: createMenuItemsService(db),
    hours: createHoursService(db, { shops, scheduledCounts }),
    marketplaceFees: createTenantsService(db).fees,
    paidOrderCount,
    promotions: createPromotionsService(db, { paidOrderCount }),
  });
  likes = createLikesService(db);
});
afterAll(async () => ctx?.close());

/** A new customer with an empty cart at the shop. */
async function customerWithCart() {
  const customer = await buildCustomer(ctx.database.db, ctx.app.tokens, 3);
  const owner = { tenantId: 3, userId: customer.id, guestId: null };
  const { id: cartId } = await cart.create(owner, { shopId });
  return { owner, cartId, liker: { userId: customer.id, marketplaceTenantId: 3 } };
}

describe("a workflow spanning the cart and likes modules", () => {
  it("rolls back both modules' writes and voids the charge when the last step fails", async () => {
    const payments = fakePayments();
    const logger = memoryLogger();
    const { owner, cartId, liker } = await customerWithCart();
    const workflow = addLikeAndCharge(cart, likes, payments);

    const failure = workflow.run(ctx.database.db, { owner, cartId, itemId, refuse: true }, { logger });
    await expect(failure).rejects.toThrow("The kitchen refused the order.");

    expect((await cart.get(owner, { id: cartId })).shoppingCartItems).toEqual([]);
    expect((await likes.list(liker)).items).toEqual([]);
    expect([...payments.charges.values()]).toEqual([{ amountCents: 350, state: "voided" }]);
    expect(logger.errors).toEqual([]);
  });

  it("commits both modules' writes and runs no compensation when every step succeeds", async () => {
    const payments = fakePayments();
    const { owner, cartId, liker } = await customerWithCart();
    const workflow = addLikeAndCharge(cart, likes, payments);

    const chargeId = await workflow.run(ctx.database.db, { owner, cartId, itemId, refuse: false }, memoryLoggerOpts());

    const lines = (await cart.get(owner, { id: cartId })).shoppingCartItems;
    expect(lines.map((line) => [line.foodMenuId, line.quantity])).toEqual([[itemId, 1]]);
    expect((await likes.list(liker)).items.map((shop) => shop.shopId)).toEqual([shopId]);
    expect(payments.charges.get(chargeId)).toEqual({ amountCents: 350, state: "captured" });
  });

  it("rethrows the original error and reports a compensation that failed", async () => {
    const payments = fakePayments();
    const logger = memoryLogger();
    const { owner, cartId } = await customerWithCart();
    payments.failNextVoid();

    const error = await addLikeAndCharge(cart, likes, payments)
      .run(ctx.database.db, { owner, cartId, itemId, refuse: true }, { logger })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(PaymentDeclinedError);
    expect(compensationFailuresOf(error).map((f) => [f.step, (f.error as Error).message])).toEqual([
      ["charge", "provider unavailable"],
    ]);
    expect(logger.errors).toMatchObject([{ workflow: "add-like-and-charge", step: "charge" }]);
    expect([...payments.charges.values()]).toEqual([{ amountCents: 350, state: "captured" }]);
    expect((await cart.get(owner, { id: cartId })).shoppingCartItems).toEqual([]);
  });

  it("compensates in reverse order, only the steps that ran", async () => {
    const undone: string[] = [];
    const effect = (name: string) =>
      createStep({ name, run: async () => name, compensate: async () => void undone.push(name) });
    const boom = createStep({
      name: "boom",
      run: async () => {
        throw new Error("boom");
      },
    });
    const workflow = createWorkflow("order-of-undo", async (_: null, w) => {
      await w.step(effect("first"), null);
      await w.step(effect("second"), null);
      await w.step(boom, null);
      await w.step(effect("never"), null);
    });
    await expect(workflow.run(ctx.database.db, null, memoryLoggerOpts())).rejects.toThrow("boom");
    expect(undone).toEqual(["second", "first"]);
  });

  it("compensates the external steps when the commit itself fails", async () => {
    // A deferred foreign key is checked at COMMIT: the body succeeds, the commit does not.
    await ctx.database.db.execute(sql`create table wf_parent (id int primary key)`);
    await ctx.database.db.execute(
      sql`create table wf_child (parent int references wf_parent(id) deferrable initially deferred)`,
    );
    const payments = fakePayments();
    const charge = createStep({
      name: "charge",
      run: () => payments.charge(100),
      compensate: (id: string) => payments.void(id),
    });
    const orphan = createStep({
      name: "write-orphan",
      run: async (_: null, { tx }) => void (await tx.execute(sql`insert into wf_child values (42)`)),
    });
    const workflow = createWorkflow("commit-fails", async (_: null, w) => {
      await w.step(charge, null);
      await w.step(orphan, null);
    });
    await expect(workflow.run(ctx.database.db, null, memoryLoggerOpts())).rejects.toThrow();
    expect([...payments.charges.values()]).toEqual([{ amountCents: 100, state: "voided" }]);
    const rows = await ctx.database.db.execute(sql`select count(*)::int as n from wf_child`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it("does not compensate once the writes are committed, even if an after-commit callback fails", async () => {
    const payments = fakePayments();
    const charge = createStep({
      name: "charge",
      run: () => payments.charge(100),
      compensate: (id: string) => payments.void(id),
    });
    const workflow = createWorkflow("notify-fails", async (_: null, w) => {
      await w.step(charge, null);
      await afterCommit(w.tx, () => {
        throw new Error("the notification could not be sent");
      });
    });
    await expect(workflow.run(ctx.database.db, null, memoryLoggerOpts())).rejects.toThrow("notification");
    expect([...payments.charges.values()]).toEqual([{ amountCents: 100, state: "captured" }]);
  });

  it("refuses to join a caller's transaction: it must know when its writes are durable", async () => {
    const workflow = createWorkflow("nested", async () => "never");
    await expect(ctx.database.db.transaction((tx) => workflow.run(tx, null, memoryLoggerOpts()))).rejects.toThrow(
      "Workflow nested must open its own transaction",
    );
  });
});

function memoryLoggerOpts() {
  return { logger: memoryLogger() };
}
