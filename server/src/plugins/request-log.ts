import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * One log line per request, when its answer is sent: method, URL, status, time taken and (from the
 * request's logger) its id. Fastify's own request log (off: `disableRequestLogging` in app.ts)
 * writes two lines, "incoming request" and "request completed", with the client's address and
 * port: twice the serialising and writing for the same facts. The URL stays under `req.url`, where
 * the redaction (lib/log-redaction.ts) censors the credentials an event stream takes in its query.
 */
export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onResponse", async (request, reply) => {
    request.log.info(
      {
        req: { method: request.method, url: request.url },
        res: { statusCode: reply.statusCode },
        responseTime: reply.elapsedTime,
      },
      "request completed",
    );
  });
});
