import { codePlaceholder } from "./codes.ts";
import type { Operation } from "./operations.ts";
import type { Rng } from "./prng.ts";
import { validValue } from "./schema-values.ts";
import { type Owner, storefront, type World } from "./world.ts";

/** A generated request, and the valid-shaped draft each one starts from (before its mutation). */

export interface FuzzRequest {
  index: number;
  operation: string;
  /** The operation, or what the request became when its route was changed (failures group by it). */
  target: string;
  /** What was done to the request (for grouping and for the reproduction). */
  mutation: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
  /**
   * Expected to change nothing whatever it answers short of success (GETs, broken bodies, forged
   * tokens on protected calls, unknown routes): such requests are checked in batches.
   */
  quiet: boolean;
  /** Server-sent events: only the head of the answer is read. */
  stream: boolean;
}

export type Draft = Omit<FuzzRequest, "index" | "operation" | "target" | "remoteAddress" | "stream"> & {
  target?: string;
  query: [string, string][];
  /** The JSON body before serialisation (undefined: none). */
  body?: unknown;
};

/** Header values a real HTTP parser lets through (visible ASCII, tab, obs-text). */
export const headerSafe = (value: string) => value.replace(/[^\t\x20-\x7e\x80-\xff]/g, "?");

/** Operations that end or re-key an account: signed in as a throw-away victim, never as alice or bob. */
const destructive = new Set(["Customers.DeleteCustomer", "User.ChangePassword", "Customers.UpdateProfile"]);

interface Caller {
  owner: Owner;
  headers: Record<string, string>;
  tenant: number;
}

/** A real signed-in caller's authorization; a throw-away victim on destructive calls. */
export function tokenOf(op: Operation, rng: Rng, world: World, customer: { authorization: string }) {
  return destructive.has(op.id) ? rng.pick(world.victims).authorization : customer.authorization;
}

function callerFor(op: Operation, rng: Rng, world: World): Caller {
  if (destructive.has(op.id)) {
    return { owner: "victim", headers: { authorization: rng.pick(world.victims).authorization }, tenant: storefront };
  }
  const alice: Caller = { owner: "alice", headers: { authorization: world.alice.authorization }, tenant: storefront };
  const bob: Caller = { owner: "bob", headers: { authorization: world.bob.authorization }, tenant: storefront };
  const guestA: Caller = { owner: "guestA", headers: { "X-Guest-Id": world.guests.a }, tenant: storefront };
  const guestB: Caller = { owner: "guestB", headers: { "X-Guest-Id": world.guests.b }, tenant: storefront };
  const carol: Caller = {
    owner: "carol",
    headers: { authorization: world.carol.authorization },
    tenant: world.otherMarketplace,
  };
  const none: Caller = { owner: "nobody", headers: {}, tenant: storefront };
  // The consoles' admins (issue 15): partner A's for merchant calls, sometimes partner B (A's ids:
  // 404) or a customer (403); the host admin for host calls, sometimes a partner admin (403).
  const partner: Caller = {
    owner: "partner",
    headers: { authorization: world.consoles.partner.authorization },
    tenant: storefront,
  };
  const partnerB: Caller = {
    owner: "partnerB",
    headers: { authorization: world.consoles.partnerB.authorization },
    tenant: storefront,
  };
  const host: Caller = {
    owner: "host",
    headers: { authorization: world.consoles.host.authorization },
    tenant: storefront,
  };
  if (op.access === "tenantAdmin") {
    const uploads = op.id === "Media.Upload" ? ([[2, host]] as const) : [];
    return rng.weighted([[7, partner], [2, partnerB], [1, alice], ...uploads]);
  }
  if (op.access === "hostAdmin")
    return rng.weighted([
      [9, host],
      [1, partner],
    ]);
  const choices: readonly (readonly [number, Caller])[] =
    op.access === "public"
      ? [
          [6, none],
          [3, alice],
          [1, guestA],
        ]
      : op.access === "signedIn"
        ? [
            [7, alice],
            [2, bob],
            [1, carol],
          ]
        : [
            [4, alice],
            [4, guestA],
            [1, guestB],
            [1, carol],
          ];
  return rng.weighted(choices);
}

/**
 * Rules across fields that a schema does not state (either this or that, both or neither, a
 * fixed set of tips): the valid shape follows them, so the one mutation is what fails.
 */
const shapeRules: Record<string, (body: Record<string, unknown>, rng: Rng, world: World) => void> = {
  "ShoppingCart.UpdateShoppingCartItem": (body, rng) => {
    const line = body.shoppingCartItem as Record<string, unknown> | undefined;
    if (!line) return;
    if (rng.chance(0.5)) delete line.quantityDelta;
    else delete line.quantity;
    if (line.quantity === undefined && line.quantityDelta === undefined) line.quantity = rng.int(0, 5);
  },
  "ShoppingCart.UpdateShoppingCart": (body) => {
    if ((body.latitude === undefined) !== (body.longitude === undefined)) {
      delete body.latitude;
      delete body.longitude;
    }
  },
  "ShoppingCart.ProcessPayment": (body, rng) => {
    if (rng.chance(0.8)) delete body.expectedAmount;
    const subscription = body.orderSubscription as Record<string, unknown> | undefined;
    if (subscription && rng.chance(0.7)) delete body.orderSubscription;
    else if (subscription) subscription.weeks = rng.pick([1, 4, 12, 24, 52, null]);
  },
  "Account.SendPasswordResetCode": eitherEmailOrPhone,
  "Account.ResetPassword": (body, rng, world) => {
    if (body.code !== codePlaceholder) return eitherEmailOrPhone(body, rng);
    // A code that will be sent and read: reset a throw-away account by email.
    body.emailAddress = rng.pick(world.victims).email;
    delete body.phoneNumber;
    delete body.countryCode;
  },
};

function eitherEmailOrPhone(body: Record<string, unknown>, rng: Rng) {
  if (rng.chance(0.5) && body.emailAddress !== undefined) {
    delete body.phoneNumber;
    delete body.countryCode;
  } else if (body.phoneNumber !== undefined) {
    delete body.emailAddress;
    body.countryCode = "+1";
  }
}

/** The valid-shaped request of `op` (before any mutation). */
export function baseDraft(op: Operation, rng: Rng, world: World): Draft {
  const caller = callerFor(op, rng, world);
  const ctx = { world, owner: caller.owner, operation: op.id };
  const headers: Record<string, string> = { "Abp.TenantId": String(caller.tenant), ...caller.headers };
  const query: [string, string][] = [];
  for (const p of op.parameters) {
    if (p.in === "header") {
      const required = op.id === "ShoppingCart.ProcessPayment";
      if (p.name.toLowerCase() === "idempotency-key" && rng.chance(required ? 0.95 : 0.7)) {
        headers["Idempotency-Key"] = rng.uuid();
      }
      continue;
    }
    // ABP's GetByCustomer reads a cart by id: the id is what makes it useful.
    if (!p.required && !(op.id === "ShoppingCart.GetByCustomer" && p.name === "id") && !rng.chance(0.6)) continue;
    const value = validValue(p.schema, p.name, rng, ctx);
    if (value !== undefined && value !== null) query.push([p.name, String(value)]);
  }
  let body: unknown;
  let payload: Buffer | undefined;
  if (!op.body && op.contentTypes.includes("multipart/form-data")) {
    // An upload (Media/Upload): a prebuilt form, mostly a valid image, else a broken one.
    const forms = world.consoles.uploads;
    const form = rng.chance(0.7) ? rng.pick(forms.filter((f) => f.valid)) : rng.pick(forms);
    payload = form.payload;
    headers["content-type"] = form.contentType;
  }
  if (op.body) {
    body = validValue(op.body, "", rng, ctx);
    if (body !== null && typeof body === "object") shapeRules[op.id]?.(body as Record<string, unknown>, rng, world);
    headers["content-type"] = "application/json";
  }
  return {
    mutation: "valid",
    method: op.method,
    url: op.path,
    headers,
    query,
    body,
    ...(payload ? { payload } : {}),
    quiet: op.method === "GET",
  };
}

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export function encodeQuery(text: string): string {
  return text
    .split(loneSurrogate)
    .map((part) => encodeURIComponent(part))
    .join("%ED%A0%80");
}

export function valueAt(value: unknown, path: (string | number)[]): unknown {
  let current = value;
  for (const key of path) current = (current as Record<string | number, unknown> | undefined)?.[key];
  return current;
}

/** A short, printable description of a value for mutation names. */
export function describe(value: unknown): string {
  const text = typeof value === "string" ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 37)}…(${text.length} chars)` : text;
}
