import { sandboxTestCards } from "@dutchpot/contract";
import { cartPlaceholder, linePlaceholder } from "./carts.ts";
import { codePlaceholder } from "./codes.ts";
import { consoleHint } from "./consoles.ts";
import type { JsonSchema } from "./operations.ts";
import type { Rng } from "./prng.ts";
import { type Owner, password, type World } from "./world.ts";

/** Whose request is being built: ids of the caller's own carts make the valid shapes valid. */
export interface ValueContext {
  world: World;
  owner: Owner;
  /** The operation id (a field's meaning can depend on it: `id` is a cart, a line, an order…). */
  operation: string;
}

/**
 * Valid-shaped values built from an operation's schema, with real ids and plausible texts taken
 * from the seeded world by field name, so a request with one mutation gets past validation and
 * into the services.
 */

const words = ["jerk", "patty", "Jerk Hut", "roti", "Toronto", "Yonge", "caf\u00e9", "corner", "chicken", "a"];

/** A plausible value for a field known by name, or undefined to fall back on the schema. */
function hinted(name: string, rng: Rng, { world, owner, operation }: ValueContext, schema: JsonSchema): unknown {
  const key = name.toLowerCase();
  const idFrom = (ids: readonly (number | string)[]) =>
    rng.chance(0.9) && ids.length > 0 ? rng.pick(ids) : rng.int(1, 40);
  const own = world.carts[owner];
  const cart = cartPlaceholder(owner);
  const line = linePlaceholder(owner);
  const forConsole = consoleHint(key, rng, {
    consoles: world.consoles,
    shopIds: world.shopIds,
    ownShopId: own.shopId,
    tagIds: world.tagIds,
    itemIds: world.itemIds,
    orderIds: world.orderIds,
    operation,
  });
  if (forConsole !== undefined) return forConsole;
  if (key === "id") {
    switch (operation) {
      case "ShoppingCart.UpdateShoppingCartItem":
        return line !== undefined && rng.chance(0.85) ? line : idFrom(world.cartLineIds);
      case "ShoppingCart.UpdateShoppingCart":
      case "ShoppingCart.GetByCustomer":
        return cart !== undefined && rng.chance(0.85) ? cart : idFrom(world.cartIds);
      case "Orders.Get":
      case "Orders.Events":
      case "Orders.Cancel":
      case "Orders.Reorder":
      case "Orders.Rate":
      case "Orders.ReportProblem":
        return idFrom(world.orderIds);
      case "OrdersSubscription.Get":
      case "OrdersSubscription.Pause":
      case "OrdersSubscription.Resume":
      case "OrdersSubscription.Cancel":
        return idFrom(world.subscriptionIds);
      case "Customers.Get":
        return idFrom([world.alice.id, world.bob.id, world.carol.id]);
      case "MenuCategory.Get":
      case "Shop.GetAllShopsByCategory":
        return idFrom(world.categoryIds);
      case "Shop.GetStoreInfo":
        return idFrom(world.shopIds);
    }
  }
  switch (key) {
    case "shopid":
      return rng.chance(0.7) ? own.shopId : idFrom(world.shopIds);
    case "foodmenuid": {
      const first = world.shopIds.indexOf(own.shopId) * 2;
      return rng.chance(0.7) ? world.itemIds[first + rng.int(0, 1)] : idFrom(world.itemIds);
    }
    case "shoppingcartid":
      return cart !== undefined && rng.chance(0.85) ? cart : idFrom(world.cartIds);
    case "productattributevalueid":
      return idFrom(world.attributeValueIds);
    case "tagid":
      return idFrom(world.tagIds);
    case "categoryid":
      return idFrom(world.categoryIds);
    case "cardid":
      return rng.pick(world.cardIds);
    case "sourceid":
      return rng.pick([...world.cardIds, ...world.cardTokens]);
    case "guestid":
      return rng.pick([world.guests.a, world.guests.b]);
    case "access_token":
      return world.alice.authorization.slice("Bearer ".length);
    case "lasteventid":
      return String(rng.int(0, 20));
    case "emailaddress":
    case "usernameoremailaddress":
    case "username":
    case "email":
      return rng.chance(0.5) ? rng.pick(world.emails) : `new-${rng.hex(6)}@example.com`;
    case "password":
    case "currentpassword":
    case "newpassword":
      return rng.chance(0.6) ? password : `Other-pass-${rng.hex(4)}`;
    case "phonenumber":
      return rng.chance(0.5) ? rng.pick(world.phones) : `416555${rng.int(1000, 9999)}`;
    case "countrycode":
    case "phonecountrycode":
      return rng.pick(["+1", "+1", "+1", "+61", "+91", "1", "CA"]);
    case "code":
      if (operation === "Account.ResetPassword" && rng.chance(0.5)) return codePlaceholder;
      return String(rng.int(0, 999_999)).padStart(6, "0");
    case "confirmationcode":
      return String(rng.int(0, 999_999)).padStart(6, "0");
    case "latitude":
    case "latitutde":
      return 43.6453 + (rng.next() - 0.5) / 10;
    case "longitude":
    case "longitutde":
      return -79.3806 + (rng.next() - 0.5) / 10;
    case "radius":
      return rng.pick([1, 5, 10, 50]);
    case "deliverydatestart":
    case "deliverydateend": {
      const start = Date.now() + rng.int(1, 6 * 24) * 3_600_000;
      const date = new Date(start - (start % 1_800_000) + (key === "deliverydateend" ? 1_800_000 : 0));
      return date.toISOString();
    }
    case "promocode":
      return rng.chance(0.8) ? rng.pick(world.promoCodes) : `NOPE${rng.int(1, 99)}`;
    case "keyword":
    case "input":
      return rng.pick(words);
    case "cardnumber":
      return rng.pick(sandboxTestCards).number;
    case "cvv":
      return rng.pick(["123", "1234"]);
    case "expirymonth":
      return rng.int(1, 12);
    case "expiryyear":
      return rng.int(2027, 2032);
    case "rolenames":
      return ["customer"];
    case "value":
      return rng.pick([0, 3, 6, 2.5]);
    case "id":
      if (schema.type === "string") return rng.pick(world.cardTokens);
      return idFrom([...world.shopIds, ...world.cartIds, ...world.orderIds, world.alice.id, ...world.categoryIds]);
    case "countryid":
    case "stateprovinceid":
      return rng.int(1, 300);
    default:
      return undefined;
  }
}

/** A value that satisfies `schema` (as far as a generator can tell), preferring world data for `name`. */
export function validValue(schema: JsonSchema, name: string, rng: Rng, ctx: ValueContext, depth = 0): unknown {
  const hint = hinted(name, rng, ctx, schema);
  if (hint !== undefined) return hint;
  if (schema.nullable && rng.chance(0.1)) return null;
  if (schema.enum && schema.enum.length > 0) return rng.pick(schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) return validValue(rng.pick(alternatives), name, rng, ctx, depth);
  if (schema.default !== undefined && rng.chance(0.3)) return schema.default;
  switch (schema.type) {
    case "object": {
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        if (required.has(key) || (depth < 4 && rng.chance(0.6))) out[key] = validValue(child, key, rng, ctx, depth + 1);
      }
      return out;
    }
    case "array": {
      const count = rng.int(0, Math.min(3, schema.maxItems ?? 3));
      return Array.from({ length: count }, () => validValue(schema.items ?? {}, name, rng, ctx, depth + 1));
    }
    case "integer": {
      const min = Math.max(schema.minimum ?? 0, -1000);
      const max = Math.min(schema.maximum ?? 1000, min + 1000);
      return rng.int(min, max);
    }
    case "number": {
      const min = Math.max(schema.minimum ?? 0, -1000);
      const max = Math.min(schema.maximum ?? 1000, min + 1000);
      return Math.round((min + rng.next() * (max - min)) * 100) / 100 || max;
    }
    case "boolean":
      return rng.chance(0.5);
    case "string": {
      if (schema.pattern) return undefined;
      const min = schema.minLength ?? 0;
      const max = Math.min(schema.maxLength ?? 24, 24);
      const text = rng
        .pick(words)
        .repeat(4)
        .slice(0, rng.int(Math.max(min, 1), Math.max(min, max)));
      return text.length >= min ? text : text.padEnd(min, "x");
    }
    default:
      // An unconstrained field ({}): the spec's loose ones (shoppingCartCharges, cardNumber…).
      return rng.pick([[], null, "1", 1]);
  }
}

/** The leaf paths of a value (for choosing where to mutate): [["a"], ["b", 0, "c"], …]. */
export function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (prefix.length > 12) return [prefix];
  if (Array.isArray(value)) {
    const inner = value.flatMap((item, i) => pathsOf(item, [...prefix, i]));
    return prefix.length > 0 ? [prefix, ...inner] : inner;
  }
  if (value !== null && typeof value === "object") {
    const inner = Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...prefix, k]));
    return prefix.length > 0 ? [prefix, ...inner] : inner;
  }
  return prefix.length > 0 ? [prefix] : [];
}

/** A deep copy of `value` with the value at `path` replaced (or removed when `replacement` is `remove`). */
export const remove = Symbol("remove");
export function withPath(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) {
    const copy = [...value];
    if (rest.length === 0 && replacement === remove) copy.splice(Number(head), 1);
    else copy[Number(head)] = withPath(copy[Number(head)], rest, replacement);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  if (rest.length === 0 && replacement === remove) delete copy[head];
  else copy[head] = withPath(copy[head], rest, replacement);
  return copy;
}
