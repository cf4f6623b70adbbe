import { maxHeaderSize, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { abpTexts } from "@dutchpot/contract";
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { ZodObject } from "zod";
import { isDatabaseUnavailable } from "../db/client.ts";
import { failure } from "../lib/envelope.ts";
import { AppError, FieldValidationError, ServiceUnavailableError } from "../lib/errors.ts";
import { describeIssue, validationErrorInfo } from "../lib/validation-messages.ts";
import { isApiPath } from "./paths.ts";

/** Retry-After of a 503 while the database is away: reconnecting takes about 2 s once it is back. */
const databaseRetryAfterSeconds = 5;

function sendAppError(reply: FastifyReply, error: AppError) {
  const unauthorized = error.statusCode === 401 || error.statusCode === 403;
  const info = { code: error.code, message: error.message, details: error.details, validationErrors: null };
  reply.headers(error.headers);
  return reply.status(error.statusCode).send(failure(info, unauthorized));
}

/** Errors of Node's HTTP parser, before Fastify has a request: their status (400 otherwise). */
const parserStatuses: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * Fastify's `clientErrorHandler`: a request the HTTP parser refuses (malformed, or a URL and
 * headers over Node's 16 KB, e.g. a ~60 KB query string) is answered in the ABP envelope too, on
 * the raw socket, instead of Fastify's `{"error": …}` (issue 13 item 8). Node has no separate
 * "URI too long": a long URL is part of the header size, so it is 431, never 414.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  const status = parserStatuses[err.code ?? ""] ?? 400;
  const reason = STATUS_CODES[status] ?? "Bad Request";
  const details =
    status === 431
      ? `The request's URL and headers exceed ${maxHeaderSize / 1024} KB together; send long input in a POST body.`
      : status === 408
        ? "The request took too long to arrive."
        : "The request could not be read as HTTP.";
  const message = status === 400 ? abpTexts.validation : reason;
  const body = JSON.stringify(failure({ code: 0, message, details, validationErrors: null }));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route runs — a path with a broken
 * percent-encoding (`/api/%ED%A0%80`), an over-long path parameter — is a 400 in the envelope too
 * (Fastify would answer `{"error": …, "code": "FST_ERR_BAD_URL"}`).
 */
export function frameworkErrorHandler(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const details =
    error.code === "FST_ERR_BAD_URL"
      ? "The request's path is not a valid URL."
      : "The request's path could not be read.";
  return reply
    .status(400)
    .header("x-content-type-options", "nosniff")
    .send(failure({ code: 0, message: abpTexts.validation, details, validationErrors: null }));
}

/**
 * ABP wire conventions for `/api`: case-insensitive query keys, the error envelope with the
 * contract's status codes (wire decisions 1–3), 503 while the database is away, and a 404 envelope
 * for unknown API routes (405 for a known path called with another method; decision 026).
 */
export const abpPlugin = fp(async (app: FastifyInstance) => {
  // The methods of each API path, for a 405 (with Allow) instead of a 404 on a known path.
  const methodsByPath = new Map<string, Set<string>>();
  app.addHook("onRoute", (route) => {
    if (!isApiPath(route.url)) return;
    const key = route.url.toLowerCase();
    const methods = methodsByPath.get(key) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method.toUpperCase());
    methodsByPath.set(key, methods);
  });

  // GET/DELETE input comes from the query string with case-insensitive keys (ABP model binding).
  app.addHook("preValidation", async (request) => {
    const schema = request.routeOptions.schema?.querystring;
    const query = request.query as Record<string, unknown> | undefined;
    if (!query || !(schema instanceof ZodObject)) return;
    const byLower = new Map(Object.keys(schema.shape).map((k) => [k.toLowerCase(), k]));
    const normalised: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(query)) {
      if (value === "") continue; // an empty value means "not given"
      normalised[byLower.get(key.toLowerCase()) ?? key] = value;
    }
    request.query = normalised;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      // A lost database is an outage, not a fault of this request: 503 + Retry-After (decision 026).
      request.log.warn({ err: error }, "database unavailable");
      return sendAppError(reply, new ServiceUnavailableError(databaseRetryAfterSeconds));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(failure(validationErrorInfo(error.validation.map(describeIssue))));
    }
    if (error instanceof FieldValidationError) {
      const info = validationErrorInfo([{ member: error.member, message: error.fieldMessage }]);
      return reply.status(400).send(failure(info));
    }
    if (error instanceof AppError) return sendAppError(reply, error);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type, rate limit.
      const message = status === 400 ? abpTexts.validation : error.message;
      const details = status === 400 ? error.message : null;
      return reply
        .status(status)
        .send(failure({ code: 0, message, details, validationErrors: null }, status === 401 || status === 403));
    }
    // request.log carries reqId, the value echoed in the x-request-id response header.
    request.log.error({ err: error }, "unhandled error");
    return reply
      .status(500)
      .send(failure({ code: 0, message: abpTexts.internal, details: null, validationErrors: null }));
  });

  // Unknown API calls count against the rate limit too (the limiter skips non-API paths itself).
  const limiter = app.hasDecorator("rateLimit") ? app.rateLimit() : undefined;
  app.setNotFoundHandler({ preHandler: limiter }, (request, reply) => {
    if (!isApiPath(request.url)) {
      if (app.hasDecorator("serveSpa")) return app.serveSpa(request, reply);
      return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
    }
    const path = request.url.split("?")[0] ?? "";
    const allowed = methodsByPath.get(path.toLowerCase());
    if (allowed && !allowed.has(request.method)) {
      const allow = [...allowed].filter((m) => m !== "HEAD").join(", ");
      return reply
        .status(405)
        .header("allow", [...allowed].join(", "))
        .send(
          failure({
            code: 0,
            message: "Method not allowed!",
            details: `The API endpoint ${path} does not accept ${request.method}; it accepts ${allow}.`,
            validationErrors: null,
          }),
        );
    }
    return reply.status(404).send(
      failure({
        code: 0,
        message: "Resource not found!",
        details: `There is no API endpoint ${request.method} ${request.url.split("?")[0]}.`,
        validationErrors: null,
      }),
    );
  });
});
