import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { buildTenant } from "../../../test/factories.ts";
import type { createTestApp } from "../../../test/support/test-app.ts";
import { userRoles, users } from "../../db/schema/index.ts";

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Role = "customer" | "tenantAdmin" | "hostAdmin";

/** A user of `tenantId` (null: host) with one role, and their bearer header. */
export async function signedIn(ctx: TestApp, tenantId: number | null, role: Role) {
  const email = `media-${randomBytes(4).toString("hex")}@example.com`;
  const [user] = await ctx.app.db
    .insert(users)
    .values({ tenantId, userName: email, emailAddress: email, name: "Test", passwordHash: "unused" })
    .returning({ id: users.id });
  const id = (user as { id: number }).id;
  await ctx.app.db.insert(userRoles).values({ userId: id, role });
  const { accessToken } = await ctx.app.tokens.sign({ userId: id, tenantId, roles: [role] });
  return { id, authorization: `Bearer ${accessToken}` };
}

/** Two partner tenants with an admin each, a host admin and a customer of the storefront (3). */
export async function mediaWorld(ctx: TestApp) {
  const db = ctx.app.db;
  await buildTenant(db, { id: 3, tenancyName: "dutchpot", name: "Dutchpot", kind: "marketplace" });
  const partnerA = await buildTenant(db, { kind: "partner", name: "Partner A" });
  const partnerB = await buildTenant(db, { kind: "partner", name: "Partner B" });
  ctx.app.tenantDirectory.invalidate();
  return {
    partnerA: partnerA.id,
    partnerB: partnerB.id,
    adminA: await signedIn(ctx, partnerA.id, "tenantAdmin"),
    adminB: await signedIn(ctx, partnerB.id, "tenantAdmin"),
    host: await signedIn(ctx, null, "hostAdmin"),
    customer: await signedIn(ctx, 3, "customer"),
  };
}

/** A noisy image (noise does not compress away, so sizes stay realistic). */
export function image(width: number, height: number, format: "jpeg" | "png" | "webp" | "gif", noise = false) {
  const pixels = noise
    ? sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    : sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 30 } } });
  return pixels.toFormat(format).toBuffer();
}

/** A multipart/form-data body as a browser's FormData sends it. */
export async function formBody(fields: Record<string, string | { bytes: Buffer; name: string; type: string }>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === "string") form.append(key, value);
    else form.append(key, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.name);
  }
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get("content-type") as string,
  };
}

export const uploadUrl = "/api/services/app/Media/Upload";

/** Posts one upload as `who` (no header: signed out). */
export async function upload(
  ctx: TestApp,
  who: { authorization: string } | null,
  fields: Parameters<typeof formBody>[0],
  remoteAddress = "10.0.0.1",
) {
  const { payload, contentType } = await formBody(fields);
  return ctx.app.inject({
    method: "POST",
    url: uploadUrl,
    headers: { "content-type": contentType, "Abp.TenantId": "3", ...(who ? { authorization: who.authorization } : {}) },
    payload,
    remoteAddress,
  });
}
