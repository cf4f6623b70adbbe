import type { FastifyInstance } from "fastify";

/** Liveness (the process answers) and readiness (the database answers) probes. */
export async function healthRoutes(app: FastifyInstance) {
  app.get("/health/live", { config: { rateLimit: false } }, async () => ({ status: "ok" }));

  app.get("/health/ready", { config: { rateLimit: false } }, async (request, reply) => {
    try {
      await app.database.ping();
      return { status: "ok", database: app.database.kind };
    } catch (err) {
      request.log.error({ err }, "readiness: database unreachable");
      return reply.status(503).send({ status: "unavailable", database: app.database.kind });
    }
  });
}
