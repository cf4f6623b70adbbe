import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { users } from "../../src/db/schema/index.ts";
import { algNoneToken, expiredToken, tamperedToken } from "../support/forged-tokens.ts";
import type { Principal } from "./expectations.ts";
import type { Seeded } from "./world.ts";

/** The test app's signing secret (the expired token is signed with it: only its expiry is wrong). */
export const jwtSecret = "authz-matrix-secret-authz-matrix-secret";

const guestB = randomUUID();

/** Tokens already signed, by user, tenant, roles and token version: a token stays valid until its version moves. */
const signed = new Map<string, string>();

/**
 * A genuine token of a user, signed with their current token version (`versions`, read at the
 * start of each row), so a password change earlier in the run does not sign a principal out of the
 * cells that follow. The server revokes a token only by its version (identity.plugin.ts), so one
 * token per version serves every cell: no query and no signing per cell.
 */
async function tokenOfUser(seeded: Seeded, versions: Versions, userId: number, roles: string[]): Promise<string> {
  const user = versions.get(userId);
  const claims = { userId, tenantId: user?.tenantId ?? null, roles, tokenVersion: user?.tokenVersion ?? 0 };
  const key = JSON.stringify(claims);
  let token = signed.get(key);
  if (!token) {
    token = (await seeded.world.ctx.app.tokens.sign(claims)).accessToken;
    signed.set(key, token);
  }
  return token;
}

type Versions = Map<number, { tenantId: number | null; tokenVersion: number }>;

/** The users whose tokens the principals carry, as they are now: one query. */
async function readVersions(seeded: Seeded): Promise<Versions> {
  const { world, consoles } = seeded;
  const ids = [
    world.alice.id,
    world.bob.id,
    world.carol.id,
    seeded.tenantAdminId,
    consoles.partnerA.adminId,
    consoles.partnerBAdminId,
    consoles.hostAdminId,
  ];
  const rows = await world.ctx.database.db
    .select({ id: users.id, tenantId: users.tenantId, tokenVersion: users.tokenVersion })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** An expired token of customer A's, signed once (it only ever gets a 401). */
let expired: Promise<string> | undefined;

/**
 * The headers each principal sends (its storefront, and its token or guest id) for one row's
 * cells: the users' token versions are read once, on the row's first cell.
 */
export function principalHeaders(seeded: Seeded): (p: Principal) => Promise<Record<string, string>> {
  let versions: Promise<Versions> | undefined;
  return async (p) => {
    versions ??= readVersions(seeded);
    return headersOf(seeded, await versions, p);
  };
}

async function headersOf(seeded: Seeded, versions: Versions, p: Principal): Promise<Record<string, string>> {
  const { world } = seeded;
  const tokenOf = (userId: number, roles: string[]) => tokenOfUser(seeded, versions, userId, roles);
  const storefront = { "Abp.TenantId": "3" };
  const customer = ["customer"];
  const a = { userId: world.alice.id, tenantId: 3, roles: customer };
  switch (p) {
    case "anonymous":
      return storefront;
    case "guestA":
      return { ...storefront, "X-Guest-Id": seeded.guestA.guestId };
    case "guestB":
      return { ...storefront, "X-Guest-Id": guestB };
    case "customerA":
      return { ...storefront, ...bearer(await tokenOf(world.alice.id, customer)) };
    case "customerB":
      return { ...storefront, ...bearer(await tokenOf(world.bob.id, customer)) };
    case "tenantAdmin":
      return { ...storefront, ...bearer(await tokenOf(seeded.tenantAdminId, ["tenantAdmin"])) };
    case "otherTenantCustomer":
      return { ...storefront, ...bearer(await tokenOf(world.carol.id, customer)) };
    case "expiredToken":
      expired ??= expiredToken(a, jwtSecret);
      return { ...storefront, ...bearer(await expired) };
    case "tamperedToken":
      // Customer B's genuine token, edited to say it is customer A's.
      return {
        ...storefront,
        ...bearer(tamperedToken(await tokenOf(world.bob.id, customer), { sub: String(world.alice.id) })),
      };
    case "algNoneToken":
      return { ...storefront, ...bearer(algNoneToken(a)) };
    case "partnerAdminA":
      return { ...storefront, ...bearer(await tokenOf(seeded.consoles.partnerA.adminId, ["tenantAdmin"])) };
    case "partnerAdminB":
      return { ...storefront, ...bearer(await tokenOf(seeded.consoles.partnerBAdminId, ["tenantAdmin"])) };
    case "hostAdmin":
      return { ...storefront, ...bearer(await tokenOf(seeded.consoles.hostAdminId, ["hostAdmin"])) };
    case "wrongTenantHeader":
      // Customer A's own token, sent with another storefront's tenant header.
      return {
        "Abp.TenantId": String(world.otherMarketplaceId),
        ...bearer(await tokenOf(world.alice.id, customer)),
      };
  }
}
