import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { parseLocation, readLocation, saveLocation, useStoredLocation } from "./location.ts";

describe("parseLocation", () => {
  it("accepts a place with numeric or numeric-string coordinates", () => {
    expect(parseLocation({ placeName: "Union Station", latitude: 43.645, longitude: -79.38 })).toEqual({
      placeName: "Union Station",
      latitude: 43.645,
      longitude: -79.38,
    });
    expect(parseLocation({ placeName: "X", latitude: "43.6", longitude: "-79.4" })).toEqual({
      placeName: "X",
      latitude: 43.6,
      longitude: -79.4,
    });
  });

  it("rejects missing names and impossible coordinates", () => {
    expect(parseLocation(null)).toBeNull();
    expect(parseLocation({ latitude: 1, longitude: 2 })).toBeNull();
    expect(parseLocation({ placeName: "X", latitude: 91, longitude: 0 })).toBeNull();
    expect(parseLocation({ placeName: "X", latitude: 0, longitude: "east" })).toBeNull();
  });
});

describe("stored location", () => {
  it("is kept in local storage under `location` and followed by the hook", () => {
    const { result } = renderHook(() => useStoredLocation());
    expect(result.current).toBeNull();
    act(() => saveLocation({ placeName: "100 Queen St W, Toronto", latitude: 43.6525, longitude: -79.3835 }));
    expect(JSON.parse(localStorage.getItem("location") ?? "null")).toEqual({
      placeName: "100 Queen St W, Toronto",
      latitude: 43.6525,
      longitude: -79.3835,
    });
    expect(result.current?.placeName).toBe("100 Queen St W, Toronto");
    expect(readLocation()).toEqual(result.current);
  });
});
