import fastifyFormbody from "@fastify/formbody";
import type { FastifyInstance } from "fastify";

const maxFormBytes = 64 * 1024;

/**
 * Form bodies for the calls the client sends as form data: urlencoded (@fastify/formbody) and
 * multipart with text fields only (what a browser `FormData` sends), parsed by the web-standard
 * `Response#formData`. Registered inside the customers module only.
 *
 * Form values are strings and go through the same contract schemas as JSON: text is checked by
 * `text()` (control characters refused), and a number sent as form text is refused like a JSON
 * string. The spec's only form call (GeneratePhoneConfirmationCode) has text fields only; a form
 * call with a number would convert that field here, explicitly, before validation (decision 027).
 */
export async function acceptFormData(app: FastifyInstance) {
  await app.register(fastifyFormbody, { bodyLimit: maxFormBytes });
  app.addContentTypeParser(
    "multipart/form-data",
    { parseAs: "buffer", bodyLimit: maxFormBytes },
    async (request: { headers: Record<string, string | string[] | undefined> }, body: Buffer) => {
      const contentType = String(request.headers["content-type"] ?? "");
      try {
        const form = await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
        const fields: Record<string, string> = {};
        for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
        return fields;
      } catch {
        throw Object.assign(new Error("The multipart form data could not be read."), { statusCode: 400 });
      }
    },
  );
}
