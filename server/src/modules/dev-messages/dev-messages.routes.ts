import { devEndpoints } from "@dutchpot/contract";
import { desc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { messageLog } from "../../db/schema/index.ts";
import { ok } from "../../lib/envelope.ts";

const QuerySchema = z.object({
  /** An email address (any case) or a phone number (its last 10 digits are compared). */
  to: z.string().trim().min(3).max(256),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

const digitsOf = (value: string) => value.replace(/\D/g, "");

/** Same recipient: emails case-insensitively, phones by their national (last 10) digits. */
function sameRecipient(stored: string, wanted: string): boolean {
  if (wanted.includes("@")) return stored.toLowerCase() === wanted.toLowerCase();
  const a = digitsOf(stored);
  const b = digitsOf(wanted);
  return b.length >= 10 && a.slice(-10) === b.slice(-10) && (b.length === 10 || a === b);
}

/**
 * `GET /api/dev/messages?to=`: the latest messages the log provider stored for a recipient, newest
 * first, with the one-time code they carry. Registered only when EXPOSE_DEV_MESSAGES is set (never in
 * production, enforced by the configuration) so the end-to-end suite can read the codes it is sent.
 */
export async function devMessagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    devEndpoints["Dev.Messages"].path,
    { schema: { hide: true, querystring: QuerySchema }, config: { rateLimit: false } },
    async (request) => {
      const { to, limit } = request.query;
      const rows = await app.db.select().from(messageLog).orderBy(desc(messageLog.id)).limit(500);
      const items = rows
        .filter((row) => sameRecipient(row.recipient, to))
        .slice(0, limit)
        .map((row) => ({
          channel: row.channel,
          recipient: row.recipient,
          subject: row.subject,
          body: row.body,
          code: /\b(\d{6})\b/.exec(row.body)?.[1] ?? null,
          createdAt: row.createdAt.toISOString(),
        }));
      return ok({ items });
    },
  );
}
