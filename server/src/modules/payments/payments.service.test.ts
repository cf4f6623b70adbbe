import { randomUUID } from "node:crypto";
import { checkoutTexts } from "@dutchpot/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildSignedInUser } from "../../../test/discovery-factories.ts";
import { payments } from "../../db/schema/index.ts";
import { withTransaction } from "../../db/transaction.ts";
import { createSandboxProvider } from "../../providers/payments/sandbox.ts";
import { createPaymentsService } from "./payments.service.ts";
import {
  alice,
  bob,
  ctx,
  listCards,
  otherMarketplace,
  saveCard,
  tokenize,
  usePaymentsTestApp,
} from "./payments.test-app.ts";

usePaymentsTestApp();

describe("what ProcessPayment and refunds use", () => {
  // The app's services live inside the modules' plugin; the same service over the same database.
  let built: ReturnType<typeof createPaymentsService> | undefined;
  const service = () => {
    built ??= createPaymentsService(ctx.app.db, createSandboxProvider({ db: ctx.app.db }));
    return built;
  };

  it("resolves a token, the customer's own saved card, and refuses another's or a deleted card", async () => {
    const owner = { tenantId: 3, userId: alice.id, guestId: null };
    // HTTP calls before the transaction: on PGlite (one connection) they would wait for it.
    const token = await tokenize();
    const card = await saveCard(alice);
    await withTransaction(ctx.app.db, async (tx) => {
      expect(await service().resolveSource(owner, token, tx)).toEqual({
        sourceId: token,
        customerId: null,
        savedCardId: null,
      });
      const resolved = await service().resolveSource(owner, card?.cardId ?? "", tx);
      expect(resolved).toMatchObject({ sourceId: card?.cardId, customerId: expect.stringMatching(/^sbx_cus_/) });
      expect(resolved.savedCardId).toEqual(expect.any(Number));
      for (const stranger of [
        { tenantId: 3, userId: bob.id, guestId: null },
        { tenantId: 3, userId: null, guestId: randomUUID() },
        { tenantId: otherMarketplace, userId: alice.id, guestId: null },
      ]) {
        const refused = await service()
          .resolveSource(stranger, card?.cardId ?? "", tx)
          .catch((e: unknown) => e);
        expect(refused).toMatchObject({ statusCode: 400, member: "sourceId", fieldMessage: checkoutTexts.cardUnknown });
      }
      const gone = await service()
        .resolveSource(owner, "sbx_card_deleted", tx)
        .catch((e: unknown) => e);
      expect(gone).toMatchObject({ member: "sourceId", fieldMessage: checkoutTexts.cardUnknown });
    });
  });

  it("charges a token, records the payment, saves the card from the payment, and refunds part then the rest", async () => {
    const dave = { ...(await buildSignedInUser(ctx.app.db, ctx.app.tokens, 3)), tenant: 3 };
    const provider = service().provider;
    const orderId = 900_001;
    const token = await tokenize();
    await withTransaction(ctx.app.db, async (tx) => {
      const source = await service().resolveSource({ tenantId: 3, userId: dave.id, guestId: null }, token, tx);
      const key = randomUUID();
      const paid = await provider.charge({ idempotencyKey: key, amountCents: 3150, currency: "CAD", ...source }, tx);
      await service().recordPayment(
        {
          tenantId: 3,
          orderId,
          provider: provider.name,
          paymentId: paid.paymentId,
          idempotencyKey: key,
          amountCents: 3150,
          card: paid.card,
        },
        tx,
      );
      const saved = await service().saveCardFromPayment({ tenantId: 3, userId: dave.id }, paid.paymentId, tx);
      expect(saved).toMatchObject({ isDefault: true, last4: "1111" });
    });
    expect(await listCards(dave)).toHaveLength(1);
    const summaries = await service().paymentSummaries([orderId, 424242]);
    expect(summaries.get(orderId)).toMatchObject({ cardBrand: "VISA", cardLast4: "1111", amountCents: 3150 });
    expect(summaries.has(424242)).toBe(false);

    expect(await service().refundOrderPayment(orderId, 1000, "missing item")).toMatchObject({
      refundedCents: 1000,
      status: "partiallyRefunded",
    });
    const over = await service()
      .refundOrderPayment(orderId, 2151, "too much")
      .catch((e: unknown) => e);
    expect(over).toMatchObject({ statusCode: 400 });
    expect(await service().refundOrderPayment(orderId, 2150, "cancelled")).toMatchObject({
      refundedCents: 3150,
      status: "refunded",
    });
    const [row] = await ctx.app.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(row).toMatchObject({ refundedCents: 3150, status: "refunded", cardLast4: "1111" });
    expect(
      await service()
        .refundOrderPayment(424242, 1, "no such order")
        .catch((e: unknown) => e),
    ).toMatchObject({
      statusCode: 404,
    });
  });
});

describe("refunds under concurrency", () => {
  it("lets only one of two concurrent refunds of more than half through", async () => {
    const svc = createPaymentsService(ctx.app.db, createSandboxProvider({ db: ctx.app.db }));
    const token = await tokenize();
    const orderId = 900_002;
    const key = randomUUID();
    const paid = await svc.provider.charge({
      idempotencyKey: key,
      amountCents: 1000,
      currency: "CAD",
      sourceId: token,
    });
    await withTransaction(ctx.app.db, (tx) =>
      svc.recordPayment(
        {
          tenantId: 3,
          orderId,
          provider: "sandbox",
          paymentId: paid.paymentId,
          idempotencyKey: key,
          amountCents: 1000,
          card: paid.card,
        },
        tx,
      ),
    );
    const results = await Promise.allSettled([
      svc.refundOrderPayment(orderId, 600, "first"),
      svc.refundOrderPayment(orderId, 600, "second"),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const [row] = await ctx.app.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(row).toMatchObject({ refundedCents: 600, status: "partiallyRefunded" });
  });
});
