import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/**
 * One log line per request, when its answer has been sent: method, URL, status, time taken and
 * (from the request's logger) its id; at error level with the error when the answer failed to
 * send. Fastify's default writes two lines, "incoming request" and "request completed", with the
 * client's address and port: twice the serialising and writing for the same facts. Fastify's other
 * log lines (error handler, 404) are kept. The URL stays under `req.url`, where the redaction
 * (lib/log-redaction.ts) censors the credentials an event stream takes in its query.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      req: { method: request.method, url: request.url },
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}
