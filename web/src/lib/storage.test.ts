import { guestIdPattern } from "@dutchpot/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { ensureGuestId, session } from "./storage.ts";

describe("ensureGuestId", () => {
  beforeEach(() => window.sessionStorage.clear());

  it("makes one random (version 4) guest id per browser session and keeps it", () => {
    const id = ensureGuestId();
    expect(id).toMatch(guestIdPattern);
    expect(ensureGuestId()).toBe(id);
  });

  it.each([
    ["the nil UUID", "00000000-0000-0000-0000-000000000000"],
    ["a version 1 UUID", "6ba7b810-9dad-11d1-80b4-00c04fd430c8"],
    ["an altered value", "not-a-guest"],
  ])("replaces %s, which the server would not take", (_, stale) => {
    session.set("guid", stale);
    const id = ensureGuestId();
    expect(id).not.toBe(stale);
    expect(id).toMatch(guestIdPattern);
    expect(session.get("guid")).toBe(id);
  });
});
