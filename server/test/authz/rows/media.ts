import type { Row } from "../expectations.ts";

/** A 64×64 PNG's upload form, as a browser's FormData sends it. */
async function uploadForm() {
  const { default: sharp } = await import("sharp");
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#f2b632" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("purpose", "logo");
  form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "logo.png");
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type") as string },
  };
}

/** Console image uploads (docs/media.md): any tenant admin or a host admin; images are public. */
export const mediaRows: Record<string, Row> = {
  "Media.Upload": {
    access: "tenantAdmin",
    request: () => uploadForm(),
    // Not keyed by an owned id: every tenant admin uploads for their own tenant; the host admin
    // uploads storefront brand images (stored without a tenant).
    overrides: { hostAdmin: "success" },
  },
  "GET /media/uploads/:file": { access: "public", request: ({ consoles }) => ({ path: consoles.uploadedImagePath }) },
};
