import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { local } from "../../../lib/storage.ts";
import { markCartFetchFailed } from "./carts.ts";

afterEach(() => localStorage.clear());

describe("a failed cart fetch (spec §4)", () => {
  it("above 400 sets loggedIn false and fromcheckout true", () => {
    local.set("loggedIn", "true");
    markCartFetchFailed(new ApiError({ status: 401, message: "Unauthorized" }));
    expect(local.get("loggedIn")).toBe("false");
    expect(local.get("fromcheckout")).toBe("true");
  });

  it("at 400 or below, or without a status, leaves the session alone", () => {
    local.set("loggedIn", "true");
    markCartFetchFailed(new ApiError({ status: 400, message: "Bad request" }));
    markCartFetchFailed(new Error("offline"));
    expect(local.get("loggedIn")).toBe("true");
    expect(local.get("fromcheckout")).toBeNull();
  });
});
