import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { users } from "../../src/db/schema/index.ts";
import { algNoneToken, expiredToken, tamperedToken } from "../support/forged-tokens.ts";
import type { Principal } from "./expectations.ts";
import type { Seeded } from "./world.ts";

/** The test app's signing secret (the expired token is signed with it: only its expiry is wrong). */
export const jwtSecret = "authz-matrix-secret-authz-matrix-secret";

const guestB = randomUUID();

/**
 * A genuine token of a user, signed now with their current token version, so a password change
 * earlier in the run does not sign a principal out of the cells that follow.
 */
async function tokenOf(seeded: Seeded, userId: number, roles: string[]): Promise<string> {
  const [user] = await seeded.world.ctx.database.db
    .select({ tenantId: users.tenantId, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, userId));
  const { accessToken } = await seeded.world.ctx.app.tokens.sign({
    userId,
    tenantId: user?.tenantId ?? null,
    roles,
    tokenVersion: user?.tokenVersion ?? 0,
  });
  return accessToken;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The headers principal `p` sends: its storefront, and its token or guest id. */
export async function headersOf(seeded: Seeded, p: Principal): Promise<Record<string, string>> {
  const { world } = seeded;
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
      return { ...storefront, ...bearer(await tokenOf(seeded, world.alice.id, customer)) };
    case "customerB":
      return { ...storefront, ...bearer(await tokenOf(seeded, world.bob.id, customer)) };
    case "tenantAdmin":
      return { ...storefront, ...bearer(await tokenOf(seeded, seeded.tenantAdminId, ["tenantAdmin"])) };
    case "otherTenantCustomer":
      return { ...storefront, ...bearer(await tokenOf(seeded, world.carol.id, customer)) };
    case "expiredToken":
      return { ...storefront, ...bearer(await expiredToken(a, jwtSecret)) };
    case "tamperedToken":
      // Customer B's genuine token, edited to say it is customer A's.
      return {
        ...storefront,
        ...bearer(tamperedToken(await tokenOf(seeded, world.bob.id, customer), { sub: String(world.alice.id) })),
      };
    case "algNoneToken":
      return { ...storefront, ...bearer(algNoneToken(a)) };
    case "partnerAdminA":
      return { ...storefront, ...bearer(await tokenOf(seeded, seeded.consoles.partnerA.adminId, ["tenantAdmin"])) };
    case "partnerAdminB":
      return { ...storefront, ...bearer(await tokenOf(seeded, seeded.consoles.partnerBAdminId, ["tenantAdmin"])) };
    case "hostAdmin":
      return { ...storefront, ...bearer(await tokenOf(seeded, seeded.consoles.hostAdminId, ["hostAdmin"])) };
    case "wrongTenantHeader":
      // Customer A's own token, sent with another storefront's tenant header.
      return {
        "Abp.TenantId": String(world.otherMarketplaceId),
        ...bearer(await tokenOf(seeded, world.alice.id, customer)),
      };
  }
}
