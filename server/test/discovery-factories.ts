import { randomBytes } from "node:crypto";
import type { DbOrTx } from "../src/db/client.ts";
import { type UserRoleName, userRoles, users } from "../src/db/schema/index.ts";
import type { TokenService } from "../src/lib/tokens.ts";

/** Kilometres per degree of latitude on earthdistance's sphere (earth() = 6378168 m). */
export const kmPerDegreeLatitude = (6378.168 * Math.PI) / 180;

/** The point `km` due north of (latitude, longitude) as earth_distance measures it. */
export function north(point: { latitude: number; longitude: number }, km: number) {
  return { latitude: point.latitude + km / kmPerDegreeLatitude, longitude: point.longitude };
}

/** The point `km` due east (along the parallel; good to a few metres for small distances). */
export function east(point: { latitude: number; longitude: number }, km: number) {
  const perDegree = kmPerDegreeLatitude * Math.cos((point.latitude * Math.PI) / 180);
  return { latitude: point.latitude, longitude: point.longitude + km / perDegree };
}

/** A signed-in user of a tenant (customer by default) and a bearer token for it. */
export async function buildSignedInUser(
  db: DbOrTx,
  tokens: TokenService,
  tenantId: number,
  role: UserRoleName = "customer",
) {
  const email = `user-${randomBytes(4).toString("hex")}@example.com`;
  const [user] = await db
    .insert(users)
    .values({ tenantId, userName: email, emailAddress: email, name: "Test", passwordHash: "unused" })
    .returning({ id: users.id });
  const id = (user as { id: number }).id;
  await db.insert(userRoles).values({ userId: id, role });
  const { accessToken } = await tokens.sign({ userId: id, tenantId, roles: [role] });
  return { id, authorization: `Bearer ${accessToken}` };
}
