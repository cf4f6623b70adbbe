import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from "fastify";
import { withoutUrlSecrets } from "../lib/log-redaction.ts";

/**
 * One log line per request, when its answer has been sent: method, URL, status, time taken and
 * the request's id; at error level with the error when the answer failed to send. Fastify's default
 * writes two lines, "incoming request" and "request completed", with the client's address and
 * port: twice the serialising and writing for the same facts. Fastify's other log lines (error
 * handler, 404) are kept.
 *
 * The "request completed" line is built only of fields that cannot hold a secret (the URL with its
 * credential parameters censored, as lib/log-redaction.ts does) and is written by a child of the
 * app's logger WITHOUT pino's redaction: the redaction's wildcard paths walk every field of every
 * line (7–11 % of a cached read in the issue 17 profile), for nothing on this line. Every other
 * line, the "request errored" one included (its error text may quote a failed query's parameters),
 * still goes through the request's own logger and its redaction.
 */
export class OneLineRequestLog extends LogController {
  /** Per app logger (a plugin context may have its own), its redaction-free child. */
  readonly #plain = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const req = { method: request.method, url: withoutUrlSecrets(request.url) as string };
    const res = { statusCode: reply.statusCode };
    if (error) {
      reply.log.error({ req, res, responseTime: reply.elapsedTime, err: error }, "request errored");
      return;
    }
    // The request id is a field here, where the request's logger has it as a binding: the same JSON.
    const line = { [this.requestIdLogLabel]: request.id, req, res, responseTime: reply.elapsedTime };
    this.#plainOf(request.server.log).info(line, "request completed");
  }

  #plainOf(log: FastifyBaseLogger): FastifyBaseLogger {
    let plain = this.#plain.get(log);
    if (!plain) {
      plain = log.child({}, { redact: [] });
      this.#plain.set(log, plain);
    }
    return plain;
  }
}
