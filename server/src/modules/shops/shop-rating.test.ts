import { describe, expect, it } from "vitest";
import { meanRating } from "./shops.service.ts";

describe("meanRating: a shop's rating from its real ratings", () => {
  it("is the mean of the stars to one decimal, halves rounded up", () => {
    expect(meanRating({ count: 1, totalStars: 4 })).toBe(4);
    expect(meanRating({ count: 2, totalStars: 7 })).toBe(3.5);
    expect(meanRating({ count: 3, totalStars: 13 })).toBe(4.3); // 4.333…
    expect(meanRating({ count: 3, totalStars: 11 })).toBe(3.7); // 3.666…
    expect(meanRating({ count: 4, totalStars: 17 })).toBe(4.3); // 4.25
    expect(meanRating({ count: 20, totalStars: 89 })).toBe(4.5); // 4.45, exactly half: up
    expect(meanRating({ count: 7, totalStars: 35 })).toBe(5);
  });

  it("is 0 with no rating (the caller keeps the listing's rating then)", () => {
    expect(meanRating({ count: 0, totalStars: 0 })).toBe(0);
  });
});
