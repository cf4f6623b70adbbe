import type { EndpointName } from "../constants/endpoints.ts";
import { MediaFileSchema } from "../media.ts";
import type { EndpointSpec } from "./spec.ts";

/**
 * Console image uploads (issue 15, docs/media.md). The body is multipart/form-data, not JSON: a
 * field `file` (JPEG, PNG or WebP, ≤ 5 MB, 64–6000 px a side) and an optional `purpose`
 * (logo, banner, item, brandLogo, brandHeader). A tenant admin or a host admin may call it.
 */
export const mediaEndpoints = {
  "Media.Upload": {
    summary:
      "Upload an image (multipart/form-data: file, purpose): checked by its bytes, resized for its purpose, stored as WebP; answers its public URL",
    tag: "Media",
    access: "tenantAdmin",
    response: MediaFileSchema,
    consumes: ["multipart/form-data"],
    errors: [400, 401, 403, 413, 415],
  },
} satisfies Partial<Record<EndpointName, EndpointSpec>>;
