/** The encodings a cached entry may be sent in, best first. */
export type StoredEncoding = "br" | "gzip";

/**
 * Which stored encoding the client accepts (RFC 9110 Accept-Encoding: q=0 refuses; `*` accepts any),
 * preferring Brotli; null for the identity body.
 */
export function acceptedEncoding(header: string | string[] | undefined): StoredEncoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(",") : header).split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) accepted.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: StoredEncoding) => accepted.get(name) ?? accepted.get("*") ?? 0;
  const [br, gzip] = [weightOf("br"), weightOf("gzip")];
  if (br > 0 && br >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return null;
}

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 asks for GET; `*` matches). */
export function matchesEtag(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = bare(etag);
  return (Array.isArray(ifNoneMatch) ? ifNoneMatch.join(",") : ifNoneMatch)
    .split(",")
    .some((tag) => tag.trim() === "*" || bare(tag) === wanted);
}
