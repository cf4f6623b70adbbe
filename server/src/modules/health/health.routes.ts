import type { FastifyInstance } from "fastify";

/** How long readiness waits for the database's answer before saying it is unavailable. */
const pingTimeoutMs = 2000;

/**
 * Liveness (the process answers) and readiness (the database answers) probes. Neither goes
 * through the tenant look-up (`storefront: false`), so readiness says 503 for as long as the
 * database is away, and liveness stays 200 (docs/decisions/026-outages-and-shutdown.md).
 */
export async function healthRoutes(app: FastifyInstance) {
  const config = { rateLimit: false, storefront: false } as const;
  app.get("/health/live", { config }, async () => ({ status: "ok" }));

  app.get("/health/ready", { config }, async (request, reply) => {
    try {
      await app.database.ping(pingTimeoutMs);
      return { status: "ok", database: app.database.kind };
    } catch (err) {
      request.log.warn({ err }, "readiness: database unreachable");
      return reply.status(503).send({ status: "unavailable", database: app.database.kind });
    }
  });
}
