import { describe, expect, it } from "vitest";
import { acceptedEncoding, matchesEtag } from "./http-negotiation.ts";

describe("acceptedEncoding", () => {
  it("prefers Brotli, honours q=0 and q-values, and falls back to the identity body", () => {
    expect(acceptedEncoding("gzip, deflate, br")).toBe("br");
    expect(acceptedEncoding("gzip;q=1, br;q=0.5")).toBe("gzip");
    expect(acceptedEncoding("br;q=0, gzip")).toBe("gzip");
    expect(acceptedEncoding("*")).toBe("br");
    expect(acceptedEncoding("*;q=0, gzip")).toBe("gzip");
    expect(acceptedEncoding("deflate, identity")).toBeNull();
    expect(acceptedEncoding("br;q=0, gzip;q=0")).toBeNull();
    expect(acceptedEncoding("br;q=nonsense")).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});

describe("matchesEtag", () => {
  const etag = '"abc"';
  it("matches the tag in a list, weak or strong, and *; nothing else", () => {
    expect(matchesEtag('"abc"', etag)).toBe(true);
    expect(matchesEtag('W/"abc"', etag)).toBe(true);
    expect(matchesEtag('"x", "abc"', etag)).toBe(true);
    expect(matchesEtag("*", etag)).toBe(true);
    expect(matchesEtag('"abcd"', etag)).toBe(false);
    expect(matchesEtag("abc", etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });
});
