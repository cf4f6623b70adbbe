import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Run in a process of its own: which shared objects are loaded is process-wide, and a test file that
 * makes its fixtures with sharp would load it itself.
 */
const probe = `
const { processImage } = await import(${JSON.stringify(path.resolve(import.meta.dirname, "image-processing.ts"))});
const vips = () => process.report.getReport().sharedObjects.some((file) => /vips|sharp/i.test(file));
const before = vips();
// A 64×64 PNG made without sharp: zlib-compressed rows of one grey byte each.
const { deflateSync, crc32 } = await import("node:zlib");
const chunk = (type, data) => {
  const length = Buffer.alloc(4); length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4); crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
};
const header = Buffer.alloc(13); header.writeUInt32BE(64, 0); header.writeUInt32BE(64, 4); header[8] = 8; header[9] = 0;
const rows = Buffer.alloc(64 * 65, 0x80); for (let y = 0; y < 64; y++) rows[y * 65] = 0;
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(rows)), chunk("IEND", Buffer.alloc(0))]);
const stored = await processImage(png, "item");
console.log(JSON.stringify({ before, after: vips(), width: stored.width, type: stored.contentType }));
`;

describe("image processing", () => {
  it("loads sharp (libvips) on the first upload, not when the server's modules load", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", probe], {
      encoding: "utf8",
      cwd: path.resolve(import.meta.dirname, "../../.."),
    });
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout.trim())).toEqual({ before: false, after: true, width: 64, type: "image/webp" });
  });
});
