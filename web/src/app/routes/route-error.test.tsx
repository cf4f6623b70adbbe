import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client.ts";
import { renderApp } from "../../test/render-app.tsx";
import { isLoadFailure } from "./route-error.tsx";

// The Get Help screen's chunk does not arrive (the server stopped mid-session).
vi.mock("../../features/help/routes/get-help.tsx", () => {
  throw new TypeError("Failed to fetch dynamically imported module: /assets/get-help.js");
});

describe("a screen that fails to load", () => {
  it("keeps the header and navigation and offers Retry in the page", async () => {
    renderApp("/customer/get-help");
    const main = await screen.findByRole("main");
    const alert = await within(main).findByRole("alert");
    // (vitest wraps the module's error, so which of the two texts shows is isLoadFailure's test below)
    expect(within(alert).getByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(within(alert).getByRole("button", { name: "Retry" })).toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open menu" })).toBeInTheDocument();
  });
});

describe("isLoadFailure", () => {
  it("tells a failed fetch from a crash", () => {
    expect(isLoadFailure(new TypeError("Failed to fetch dynamically imported module: /a.js"))).toBe(true);
    expect(isLoadFailure(new ApiError({ status: 0, message: "Network error" }))).toBe(true);
    expect(isLoadFailure(new ApiError({ status: 503, message: "Unavailable" }))).toBe(true);
    expect(isLoadFailure(new ApiError({ status: 400, message: "Bad" }))).toBe(false);
    expect(isLoadFailure(new Error("undefined is not a function"))).toBe(false);
  });
});
