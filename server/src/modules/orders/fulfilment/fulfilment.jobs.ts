import type { FastifyInstance } from "fastify";
import type { DbOrTx } from "../../../db/client.ts";
import { type MessageSender, Messenger } from "../../../providers/messaging/index.ts";
import { MessageLogSender } from "../../../providers/messaging/message-log.ts";
import type { FulfilmentDeps } from "./fulfilment.deps.ts";
import { type MessengerFor, sendNotifications } from "./notifications.ts";
import { releaseScheduledOrders } from "./release.ts";
import { simulateFulfilment } from "./simulator.ts";

/** How often each tick runs (`app.jobs.every`, docs/jobs.md): notifications soon after the change. */
export const notificationsEverySeconds = 5;
export const releaseEverySeconds = 10;
/** Several looks per step, so an order moves at most a third of a step late (at least every second). */
export const simulatorEverySeconds = (stepSeconds: number) => Math.min(10, Math.max(1, stepSeconds / 3));

/** The message log writes in the given transaction; the live providers are used as they are. */
export function messengerFor(messenger: Pick<Messenger, "sms" | "email">, app: FastifyInstance): MessengerFor {
  const inTx = (sender: MessageSender, tx: DbOrTx) =>
    sender instanceof MessageLogSender ? new MessageLogSender(tx, app.log, () => app.clock.now()) : sender;
  return (tx) => new Messenger(inTx(messenger.sms, tx), inTx(messenger.email, tx));
}

/**
 * The orders module's background work (docs/orders.md "Fulfilment, release and notifications"),
 * registered in every process that works jobs (server, `npm run worker`): the simulator, the release
 * of scheduled orders and the notifications outbox, each on `app.jobs.every`.
 */
export async function fulfilmentJobs(app: FastifyInstance) {
  if (!app.jobs.working) return;
  const { config, services } = app;
  const deps: FulfilmentDeps = {
    db: app.db,
    clock: app.clock,
    transition: services.orders.transition,
    tenants: app.tenantDirectory,
    shops: services.shops,
    accounts: services.accounts,
  };
  const messenger = messengerFor(app.identity.messenger, app);
  if (config.SIMULATOR !== "off") {
    const settings = { mode: config.SIMULATOR, stepSeconds: config.SIMULATOR_STEP_SECONDS };
    app.jobs.every("orders.simulate-fulfilment", simulatorEverySeconds(settings.stepSeconds), async () => {
      await simulateFulfilment(deps, settings);
    });
  }
  app.jobs.every("orders.release-scheduled", releaseEverySeconds, async () => {
    await releaseScheduledOrders(deps, { leadMinutes: config.RELEASE_LEAD_MINUTES });
  });
  app.jobs.every("orders.send-notifications", notificationsEverySeconds, async () => {
    await sendNotifications({ ...deps, messengerFor: messenger });
  });
}
