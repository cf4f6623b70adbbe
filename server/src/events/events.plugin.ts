import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { EventHub } from "./event-hub.ts";
import { startWakeSource } from "./wake-source.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Subscribe to committed events by stream (docs/events.md); append with `appendEvent(tx, …)`. */
    events: EventHub;
  }
}

/** The instance's event hub and its wake source (LISTEN on PostgreSQL, `listen` on PGlite). */
export const eventsPlugin = fp(
  async (app: FastifyInstance) => {
    const hub = new EventHub(app.db, app.log);
    const source = await startWakeSource(app.database, hub, app.log);
    app.decorate("events", hub);
    app.addHook("onClose", async () => {
      hub.close();
      await source.close();
    });
  },
  { name: "events" },
);
