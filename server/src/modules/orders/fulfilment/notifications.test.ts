import { orderStatus as s } from "@dutchpot/contract";
import { asc, eq, like, or } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { DbOrTx } from "../../../db/client.ts";
import { messageLog, orderNotifications } from "../../../db/schema/index.ts";
import { testClock } from "../../../lib/clock.ts";
import { MessagingError, Messenger } from "../../../providers/messaging/index.ts";
import { MessageLogSender } from "../../../providers/messaging/message-log.ts";
import { createAccountsService } from "../../auth/accounts.service.ts";
import { guest, useCheckoutTestApp } from "../../checkout/checkout.test-app.ts";
import { queueNotification } from "../order-lifecycle.repository.ts";
import { fulfilmentDeps, paidOrder } from "./fulfilment.test-kit.ts";
import { type MessengerFor, maxNotificationAttempts, sendNotifications } from "./notifications.ts";

const clock = testClock();
const world = useCheckoutTestApp({}, { clock });
const db = () => world.ctx.database.db;
const deps = () => fulfilmentDeps(world, clock);

/** The message log provider, writing in the sender's transaction (as fulfilment.jobs.ts wires it). */
const logProvider: MessengerFor = (tx: DbOrTx) => {
  const sender = new MessageLogSender(tx, world.ctx.app.log, () => clock.now());
  return new Messenger(sender, sender);
};
/** A provider that refuses everything (an outage). */
const outage: MessengerFor = () => ({
  send: async () => {
    throw new MessagingError("twilio", "503 Service Unavailable");
  },
});
const drain = (messengerFor: MessengerFor = logProvider) => sendNotifications({ ...deps(), messengerFor });

/** The messages sent about an order (its number is in every text). */
const messagesAbout = (orderId: number) =>
  db()
    .select()
    .from(messageLog)
    .where(or(like(messageLog.body, `%order #${orderId} %`), like(messageLog.body, `%order #${orderId}.`)))
    .orderBy(asc(messageLog.id));
const notificationsOf = (orderId: number) =>
  db()
    .select()
    .from(orderNotifications)
    .where(eq(orderNotifications.orderId, orderId))
    .orderBy(asc(orderNotifications.id));
/** The order moved to processing by its shop: one `status` notification queued. */
const prepare = (orderId: number) => deps().transition({ orderId, to: s.processing, actor: "merchant" });

beforeAll(async () => {
  await createAccountsService(db()).setConfirmedPhone(world.bob.id, "+1", "4165550188");
});

describe("the notifications outbox", () => {
  it("sends one message per queued row: SMS to a verified phone, else the account's email, else a guest's order email", async () => {
    clock.set(new Date());
    const byEmail = await paidOrder(world, world.alice);
    const bySms = await paidOrder(world, world.bob);
    const byGuest = await paidOrder(world, guest(), { email: "guest@example.com" });
    for (const id of [byEmail, bySms, byGuest]) await prepare(id);

    expect(await drain()).toBeGreaterThanOrEqual(3);
    const sent = [await messagesAbout(byEmail), await messagesAbout(bySms), await messagesAbout(byGuest)];
    expect(sent.map((m) => m.map((r) => [r.channel, r.recipient]))).toEqual([
      [["email", world.alice.email]],
      [["sms", "+14165550188"]],
      [["email", "guest@example.com"]],
    ]);
    expect(sent[0]?.[0]).toMatchObject({
      tenantId: 3,
      subject: `Dutchpot: order #${byEmail} is being prepared`,
      body: `Dutchpot: your order #${byEmail} from Jerk Hut is now being prepared.`,
    });
    expect(await notificationsOf(byEmail)).toMatchObject([{ state: "sent", attempts: 1, lastError: null }]);

    expect(await drain()).toBe(0);
    expect(await messagesAbout(byEmail)).toHaveLength(1);
  });

  it("retries a failed send later (30 s, then doubling) and gives up after five attempts", async () => {
    const id = await paidOrder(world, world.alice);
    await prepare(id);
    clock.set(new Date()); // the row's creation time is the database's
    await drain(outage);
    expect(await notificationsOf(id)).toMatchObject([
      { state: "pending", attempts: 1, lastError: "twilio: 503 Service Unavailable" },
    ]);
    await drain(); // not due yet
    expect(await messagesAbout(id)).toHaveLength(0);
    clock.advance(31_000);
    await drain();
    expect(await notificationsOf(id)).toMatchObject([{ state: "sent", attempts: 2 }]);
    expect(await messagesAbout(id)).toHaveLength(1);

    const doomed = await paidOrder(world, world.alice);
    await prepare(doomed);
    for (let i = 0; i < maxNotificationAttempts; i++) {
      await drain(outage);
      clock.advance(3600_000);
    }
    expect(await notificationsOf(doomed)).toMatchObject([{ state: "failed", attempts: maxNotificationAttempts }]);
    await drain();
    expect(await messagesAbout(doomed)).toHaveLength(0);
  });

  it("backs off from the last attempt: a row that waited 10 minutes is tried once per drain, 30 s, 1, 2 and 4 min apart", async () => {
    const id = await paidOrder(world, world.alice);
    await prepare(id);
    clock.set(new Date(Date.now() + 10 * 60_000)); // a backlog: the row has waited 10 minutes
    let tries = 0;
    const failing: MessengerFor = () => ({
      send: async (message) => {
        if (message.body.includes(`#${id} `)) tries++;
        throw new MessagingError("twilio", "503 Service Unavailable");
      },
    });
    const waits: number[] = [];
    for (let attempt = 1; attempt < maxNotificationAttempts; attempt++) {
      await drain(failing);
      expect(tries).toBe(attempt);
      const [row] = await notificationsOf(id);
      expect(row).toMatchObject({ state: "pending", attempts: attempt });
      const next = row?.nextAttemptAt?.getTime() ?? 0;
      waits.push(next - clock.now().getTime());
      clock.set(new Date(next - 1));
      await drain(failing); // not due yet
      expect(tries).toBe(attempt);
      clock.set(new Date(next));
    }
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000]);
    await drain(failing);
    expect(tries).toBe(maxNotificationAttempts);
    expect(await notificationsOf(id)).toMatchObject([
      { state: "failed", attempts: maxNotificationAttempts, nextAttemptAt: null },
    ]);
  });

  it("never sends a row twice with two drainers racing", async () => {
    clock.set(new Date());
    const ids: number[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(await paidOrder(world, i % 2 ? world.alice : guest(), { email: "race@example.com" }));
    for (const id of ids) {
      await prepare(id);
      await deps().transition({ orderId: id, to: s.outForDelivery, actor: "merchant" });
    }
    await Promise.all([drain(), drain(), drain()]);
    for (const id of ids) {
      expect((await messagesAbout(id)).map((m) => m.body.split(" is now ")[1])).toEqual([
        "being prepared.",
        "out for delivery.",
      ]);
    }
  });

  it("says which items a weekly order left out, and fails a row nobody can receive without sending it", async () => {
    clock.set(new Date());
    const id = await paidOrder(world, world.alice);
    await queueNotification(db(), { tenantId: 3, orderId: id, kind: "itemsLeftOut", payload: { items: ["Oxtail"] } });
    const nobody = await paidOrder(world, guest());
    await prepare(nobody);
    await queueNotification(db(), { tenantId: 3, orderId: id, kind: "somethingNew", payload: {} });
    await drain();
    expect((await messagesAbout(id)).map((m) => m.body)).toEqual([
      `Dutchpot: Oxtail is no longer available at Jerk Hut and left out of your weekly order #${id}.`,
    ]);
    expect((await notificationsOf(id)).map((n) => [n.kind, n.state])).toEqual([
      ["itemsLeftOut", "sent"],
      ["somethingNew", "failed"],
    ]);
    expect(await notificationsOf(nobody)).toMatchObject([
      { state: "failed", attempts: 1, lastError: "the customer has no verified phone or email" },
    ]);
  });
});
