import { abpTexts, defaultImagePurpose, ImagePurposeSchema, mediaLimits, mediaTexts } from "@dutchpot/contract";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { defineRoute } from "../../lib/define-route.ts";
import { ok } from "../../lib/envelope.ts";
import {
  AppError,
  BusinessRuleError,
  FieldValidationError,
  ForbiddenError,
  UnauthorizedError,
} from "../../lib/errors.ts";
import { tooLarge } from "./image-processing.ts";

const hasRole = (request: FastifyRequest, role: string) =>
  request.user?.roles.some((r) => r.toLowerCase() === role.toLowerCase()) ?? false;

/**
 * Who uploads: a tenant admin for their tenant, or a host admin (no tenant). 401 signed out,
 * 403 anyone else (customers, a tenant admin token without a tenant).
 */
function uploaderTenant(request: FastifyRequest): number | null {
  const user = request.user;
  if (!user) throw new UnauthorizedError();
  if (user.tenantId !== null && hasRole(request, "tenantAdmin")) return user.tenantId;
  if (user.tenantId === null && hasRole(request, "hostAdmin")) return null;
  throw new ForbiddenError(
    `${abpTexts.forbidden} At least one of these permissions must be granted: tenantAdmin, hostAdmin`,
  );
}

/** The multipart form's `file` bytes and `purpose`, with the parser's limits said in our texts. */
async function readUploadForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError(415, mediaTexts.noFile);
  let bytes: Buffer | undefined;
  let purpose: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file" && part.fieldname === "file" && bytes === undefined) bytes = await part.toBuffer();
      else if (part.type === "field" && part.fieldname === "purpose" && purpose === undefined)
        purpose = String(part.value);
      else throw new BusinessRuleError(mediaTexts.oneFile);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    if (code === "FST_FILES_LIMIT" || code === "FST_FIELDS_LIMIT" || code === "FST_PARTS_LIMIT") {
      throw new BusinessRuleError(mediaTexts.oneFile);
    }
    throw new BusinessRuleError(mediaTexts.noFile, "The multipart form data could not be read.");
  }
  if (bytes === undefined) throw new BusinessRuleError(mediaTexts.noFile);
  const parsed = ImagePurposeSchema.safeParse(purpose ?? defaultImagePurpose);
  if (!parsed.success) throw new FieldValidationError("purpose", mediaTexts.badPurpose);
  return { bytes, purpose: parsed.data };
}

/** A year: an uploaded image never changes (a new upload gets a new id). */
const immutable = "public, max-age=31536000, immutable";

/**
 * Console image uploads (docs/media.md): `POST Media/Upload` stores a checked, resized WebP in
 * `media_files`; `GET /media/uploads/<id>.webp` serves it to anybody (images are public). The
 * static catalogue images stay at `/media/*` (plugins/media.ts); this route's fixed prefix wins
 * over that wildcard for `/media/uploads/<name>`.
 */
export async function mediaRoutes(app: FastifyInstance) {
  const service = app.services.media;
  // Only this plugin's routes read multipart files; one file and one field per upload.
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: mediaLimits.maxUploadBytes,
      files: 1,
      fields: 1,
      parts: 2,
      fieldSize: 64,
      fieldNameSize: 64,
      headerPairs: 20,
    },
  });
  // Uploads per user and minute: a twentieth of the API's limit (30 by default).
  const uploadsPerMinute = Math.max(1, Math.floor(app.config.RATE_LIMIT_MAX / 20));

  defineRoute(
    app,
    "Media.Upload",
    {
      config: { rateLimit: { max: uploadsPerMinute, timeWindow: 60_000 } },
      preHandler: async (r) => void uploaderTenant(r),
    },
    async (request) => {
      const tenantId = uploaderTenant(request);
      const { bytes, purpose } = await readUploadForm(request);
      return ok(await service.upload(tenantId, bytes, purpose));
    },
  );

  app.get<{ Params: { file: string } }>("/media/uploads/:file", async (request, reply) => {
    const found = await service.file(request.params.file);
    if (!found) return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
    const etag = `"${found.id}"`;
    reply
      .header("cache-control", immutable)
      .header("etag", etag)
      .header("x-content-type-options", "nosniff")
      // Images may be shown by a storefront served from another origin (PUBLIC_URL).
      .header("cross-origin-resource-policy", "cross-origin");
    const ifNoneMatch = request.headers["if-none-match"];
    if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
      return reply.status(304).send();
    }
    return reply.type(found.contentType).send(found.bytes);
  });
}
