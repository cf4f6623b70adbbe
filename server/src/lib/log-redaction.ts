import { createHash } from "node:crypto";

/**
 * What the process log must never carry (pino's `redact`; server.ts and the tests' loggers):
 * - card data (docs/payments.md): Fastify's request log never carries bodies and nothing logs a
 *   card entry; should a body or card fields ever be logged anyway, they are censored;
 * - sign-in identifiers (issue 13 item 11): an email, phone or user name in a logged field is
 *   masked with a short hash (`a***@example.com#3f2a9c1d`, `+1*******23#…`), so a log line can be
 *   correlated with others but never names the person; the message log provider's recipient too;
 * - secrets in a request's URL: an event stream takes its bearer token and guest id in the query
 *   (`?access_token=`, `?guestId=`: EventSource cannot send headers); the logged `req.url` keeps the
 *   parameter names, their values are censored;
 * - query parameters in database errors: a failed query's error says its parameters (Drizzle
 *   "Failed query: … params: …", PGlite's `params`), which hold whatever the request sent.
 */
const cardPaths = [
  "req.body",
  "request.body",
  "*.cardNumber",
  "*.cvv",
  "*.body.cardNumber",
  "*.body.cvv",
  "cardNumber",
  "cvv",
];
const identifierFields = ["userNameOrEmailAddress", "emailAddress", "userName", "phoneNumber", "to", "recipient"];
const identifierPaths = identifierFields.flatMap((field) => [field, `*.${field}`]);
const errorTextPaths = ["err.message", "err.stack", "err.cause.message", "err.cause.stack"];
const errorParamPaths = ["err.params", "err.cause.params", "err.cause.cause.params"];

const CENSORED = "[redacted]";

/** Query parameters that are credentials (compared case-insensitively, as the API reads keys). */
const secretQueryKeys = new Set(["access_token", "guestid", "token"]);

/** A URL with the values of its credential query parameters censored (the rest kept as sent). */
export function withoutUrlSecrets(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const mark = value.indexOf("?");
  if (mark < 0) return value;
  const query = value
    .slice(mark + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const key = eq < 0 ? pair : pair.slice(0, eq);
      let name = key;
      try {
        name = decodeURIComponent(key.replace(/\+/g, " "));
      } catch {
        // a malformed escape: compare the raw key
      }
      return secretQueryKeys.has(name.toLowerCase()) ? `${key}=${CENSORED}` : pair;
    });
  return `${value.slice(0, mark)}?${query.join("&")}`;
}

/** A recognisable but anonymous form of an identifier: its shape, masked, and a short hash. */
export function maskIdentifier(value: unknown): unknown {
  if (typeof value !== "string" || value.length === 0) return value;
  const hash = createHash("sha256").update(value.trim().toLowerCase()).digest("hex").slice(0, 8);
  const at = value.lastIndexOf("@");
  if (at > 0) return `${value[0]}***${value.slice(at)}#${hash}`;
  const digits = value.replace(/\D/g, "");
  if (digits.length >= 6)
    return `${value.startsWith("+") ? "+" : ""}${"*".repeat(digits.length - 2)}${digits.slice(-2)}#${hash}`;
  return `${value[0]}***#${hash}`;
}

/** A database error's text without the parameter list it quotes. */
function withoutParams(value: unknown): unknown {
  return typeof value === "string" ? value.replace(/^(\s*params:).*$/gm, `$1 ${CENSORED}`) : value;
}

function censor(value: unknown, path: string[]): unknown {
  const field = path.at(-1) ?? "";
  if (field === "url") return withoutUrlSecrets(value);
  if (path[0] === "err" && (field === "message" || field === "stack")) return withoutParams(value);
  if (field === "params") return CENSORED;
  if (identifierFields.includes(field)) return maskIdentifier(value);
  return CENSORED;
}

export const logRedaction = {
  paths: [...cardPaths, ...identifierPaths, ...errorTextPaths, ...errorParamPaths, "req.url"],
  censor,
};
