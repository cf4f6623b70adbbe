import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database, Db } from "../db/client.ts";

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/** Exposes the open database to routes; the owner of the Database (server.ts or a test) closes it. */
export const dbPlugin = fp(async (app: FastifyInstance, opts: { database: Database }) => {
  app.decorate("database", opts.database);
  app.decorate("db", opts.database.db);
  // PGlite: a request's statements keep its arrival order in the one connection's queue (db/pglite-queue.ts).
  const { inArrivalOrder } = opts.database;
  if (inArrivalOrder) app.addHook("onRequest", (_request, _reply, done) => inArrivalOrder(done));
});
