import { mediaTexts } from "@dutchpot/contract";
import { count } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/support/test-app.ts";
import { mediaFiles } from "../../db/schema/index.ts";
import { type formBody, image, mediaWorld, type TestApp, upload, uploadUrl } from "./media.test-app.ts";

let ctx: TestApp;
let world: Awaited<ReturnType<typeof mediaWorld>>;

beforeAll(async () => {
  // Out of the uploads' own per-user limit (its test below sets it low on a second app).
  ctx = await createTestApp({ RATE_LIMIT_MAX: "100000" });
  world = await mediaWorld(ctx);
});
afterAll(async () => ctx?.close());

const file = (bytes: Buffer, name = "photo.png", type = "image/png") => ({ bytes, name, type });
const storedCount = async () => (await ctx.app.db.select({ n: count() }).from(mediaFiles))[0]?.n ?? 0;
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: "GET", url, headers });

/** A refused upload: its status and message, and nothing stored. */
async function expectRefused(
  fields: Parameters<typeof formBody>[0],
  status: number,
  message: string,
  who: { authorization: string } | null = world.adminA,
) {
  const before = await storedCount();
  const res = await upload(ctx, who, fields);
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body).toMatchObject({ success: false, result: null, __abp: true });
  expect(body.error.message).toBe(message);
  expect(await storedCount()).toBe(before);
}

describe("Media/Upload accepts", () => {
  it.each(["jpeg", "png", "webp"] as const)(
    "a %s image, stored as WebP and served back byte for byte",
    async (format) => {
      const res = await upload(ctx, world.adminA, {
        file: file(await image(300, 200, format), `a.${format}`, `image/${format}`),
      });
      expect(res.statusCode, res.body).toBe(200);
      const result = res.json().result;
      expect(result).toEqual({
        id: expect.any(String),
        url: `/media/uploads/${result.id}.webp`,
        width: 300,
        height: 200,
      });

      const served = await get(result.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(served.headers.etag).toBe(`"${result.id}"`);
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", 300, 200]);
    },
  );

  it("resizes to fit the purpose's box, never enlarging, and keeps the proportions", async () => {
    const cases = [
      { purpose: "logo", size: [1200, 900], expected: [512, 384] },
      { purpose: "brandLogo", size: [400, 1000], expected: [205, 512] },
      { purpose: "banner", size: [3200, 800], expected: [1600, 400] },
      { purpose: "brandHeader", size: [2000, 1500], expected: [800, 600] },
      { purpose: "item", size: [1600, 1600], expected: [800, 800] },
      { purpose: "banner", size: [640, 200], expected: [640, 200] },
    ] as const;
    for (const { purpose, size, expected } of cases) {
      const res = await upload(ctx, world.adminA, {
        purpose,
        file: file(await image(size[0], size[1], "jpeg"), "x.jpg"),
      });
      expect(res.statusCode, `${purpose} ${res.body}`).toBe(200);
      const { url, width, height } = res.json().result;
      expect([width, height], purpose).toEqual(expected);
      const meta = await sharp((await get(url)).rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual(expected);
    }
  });

  it("uses the item box when no purpose is given, and takes the purpose before or after the file", async () => {
    const big = await image(1000, 1000, "png");
    const none = await upload(ctx, world.adminA, { file: file(big) });
    expect(none.json().result).toMatchObject({ width: 800, height: 800 });
    const after = await upload(ctx, world.adminA, { file: file(big), purpose: "logo" });
    expect(after.json().result).toMatchObject({ width: 512, height: 512 });
  });

  it("turns a photo upright and strips its metadata (EXIF, GPS)", async () => {
    // 400×200 stored sideways (orientation 6: displayed rotated, 200×400), with camera metadata.
    const photo = await sharp({ create: { width: 400, height: 200, channels: 3, background: "#3a6" } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: "SecretCam", Copyright: "marker-exif" } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload(ctx, world.adminA, { file: file(photo, "p.jpg", "image/jpeg") });
    expect(res.json().result).toMatchObject({ width: 200, height: 400 });
    const served = (await get(res.json().result.url)).rawPayload;
    const meta = await sharp(served).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(served.includes("SecretCam")).toBe(false);
  });

  it("lets a host admin upload (brand images of storefronts); stored without a tenant", async () => {
    const res = await upload(ctx, world.host, { purpose: "brandHeader", file: file(await image(100, 100, "png")) });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe("Media/Upload refuses", () => {
  it("a file that is not JPEG, PNG or WebP by its bytes (415), whatever its name and declared type", async () => {
    await expectRefused(
      { file: file(Buffer.from("just some text, not a picture\n".repeat(20))) },
      415,
      mediaTexts.wrongType,
    );
    await expectRefused({ file: file(await image(100, 100, "gif"), "a.gif", "image/gif") }, 415, mediaTexts.wrongType);
    await expectRefused({ file: file(await image(100, 100, "gif"), "a.png", "image/png") }, 415, mediaTexts.wrongType);
  });

  it("a malformed, truncated or empty file (400 'The file is not a valid image.')", async () => {
    const png = await image(300, 300, "png", true);
    const garbage = Buffer.concat([png.subarray(0, 8), Buffer.from("not really a png at all".repeat(10))]);
    await expectRefused({ file: file(garbage) }, 400, mediaTexts.notAnImage);
    await expectRefused({ file: file(png.subarray(0, Math.floor(png.length / 2))) }, 400, mediaTexts.notAnImage);
    const jpeg = await image(300, 300, "jpeg", true);
    await expectRefused(
      { file: file(jpeg.subarray(0, Math.floor(jpeg.length / 2)), "t.jpg") },
      400,
      mediaTexts.notAnImage,
    );
    await expectRefused({ file: file(Buffer.alloc(0)) }, 400, mediaTexts.notAnImage);
  });

  it("a PNG whose bytes say JPEG inside a WebP name still counts by its bytes; a WebP header with PNG pixels does not", async () => {
    const png = await image(100, 100, "png");
    const fakeWebp = Buffer.concat([Buffer.from("RIFF\0\0\0\0WEBP"), png]);
    await expectRefused({ file: file(fakeWebp, "x.webp", "image/webp") }, 400, mediaTexts.notAnImage);
    expect((await upload(ctx, world.adminA, { file: file(png, "x.webp", "image/webp") })).statusCode).toBe(200);
  });

  it("an image over 5 MB (413)", async () => {
    const png = await image(64, 64, "png");
    const oversized = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1 - png.length)]);
    await expectRefused({ file: file(oversized) }, 413, mediaTexts.tooLarge);
  });

  it("an image under 64×64 or over 6000×6000 pixels (400)", async () => {
    await expectRefused({ file: file(await image(63, 500, "png")) }, 400, mediaTexts.tooSmall);
    await expectRefused({ file: file(await image(500, 40, "jpeg"), "s.jpg") }, 400, mediaTexts.tooSmall);
    await expectRefused({ file: file(await image(6001, 64, "png")) }, 400, mediaTexts.tooBig);
    expect((await upload(ctx, world.adminA, { file: file(await image(64, 64, "png")) })).statusCode).toBe(200);
  });

  it("a form without the file, with two files or an unknown purpose (400), a JSON body (415)", async () => {
    const png = await image(100, 100, "png");
    await expectRefused({ purpose: "logo" }, 400, mediaTexts.noFile);
    await expectRefused({ file: file(png), other: file(png) }, 400, mediaTexts.oneFile);
    await expectRefused({ picture: file(png) }, 400, mediaTexts.oneFile);
    const before = await storedCount();
    const bad = await upload(ctx, world.adminA, { purpose: "avatar", file: file(png) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.validationErrors).toEqual([{ members: ["purpose"], message: mediaTexts.badPurpose }]);
    const json = await ctx.app.inject({
      method: "POST",
      url: uploadUrl,
      headers: { authorization: world.adminA.authorization },
      payload: { file: "x" },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.message).toBe(mediaTexts.noFile);
    expect(await storedCount()).toBe(before);
  });

  it("the signed-out (401) and anyone but a tenant or host admin (403), before reading the file", async () => {
    const fields = { file: file(await image(100, 100, "png")) };
    const before = await storedCount();
    const anonymous = await upload(ctx, null, fields);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ unAuthorizedRequest: true, success: false });
    expect((await upload(ctx, world.customer, fields)).statusCode).toBe(403);
    expect(await storedCount()).toBe(before);
  });
});

describe("GET /media/uploads/<id>.webp", () => {
  it("is public: another tenant's admin, a customer and the signed out all get the same bytes", async () => {
    const res = await upload(ctx, world.adminA, { purpose: "logo", file: file(await image(120, 120, "png")) });
    const { url } = res.json().result;
    const mine = await get(url, { authorization: world.adminA.authorization });
    const callers: Record<string, string>[] = [
      { authorization: world.adminB.authorization },
      { authorization: world.customer.authorization },
      {},
    ];
    for (const headers of callers) {
      const other = await get(url, headers);
      expect(other.statusCode).toBe(200);
      expect(other.rawPayload.equals(mine.rawPayload)).toBe(true);
    }
  });

  it("answers 304 to its ETag, 404 to unknown or malformed names, and leaves /media/* to the static files", async () => {
    const { url, id } = (await upload(ctx, world.adminA, { file: file(await image(80, 80, "png")) })).json().result;
    const etag = (await get(url)).headers.etag as string;
    const revalidated = await get(url, { "if-none-match": etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    for (const name of [
      "00000000-0000-4000-8000-000000000000.webp",
      `${id}.png`,
      `${id}`,
      "not-a-uuid.webp",
      "..%2F..%2Fetc%2Fpasswd",
    ]) {
      const miss = await get(`/media/uploads/${name}`);
      expect(miss.statusCode, name).toBe(404);
    }
    expect((await get(`/media/uploads/${id.toUpperCase()}.webp`)).statusCode).toBe(200);
    // The catalogue's static images are still served beside the uploads.
    const staticLogo = await get("/media/brand/logo.svg");
    expect(staticLogo.statusCode).toBe(200);
    expect(staticLogo.headers["content-type"]).toBe("image/svg+xml");
  });
});

describe("the uploads' own limit", () => {
  it("allows a twentieth of RATE_LIMIT_MAX uploads per user and minute (429 after), counted per user", async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: "40" }, { database: ctx.database });
    try {
      const fields = { file: file(await image(64, 64, "png")) };
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await upload(limited, world.adminA, fields, `10.1.0.${i}`)).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
      expect((await upload(limited, world.adminB, fields)).statusCode).toBe(200);
    } finally {
      await limited.app.close();
    }
  });
});
