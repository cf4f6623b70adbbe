import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, vi } from "vitest";
import { preloadLanguage } from "../lib/i18n.ts";

// findBy* and waitFor wait up to 10 s (the library's default is 1 s): a route's code loads lazily,
// and its first screen took over a second under CI's load (shop.test, hours.test at load 8-21).
// A test that is wrong still fails, after 10 s instead of 1.
configure({ asyncUtilTimeout: 10_000 });

// The app fetches French and Afghani before its first render (main.tsx); tests start with all three.
beforeAll(async () => {
  await Promise.all([preloadLanguage("fr"), preloadLanguage("afg")]);
});

// A console.error during a test (React warnings, failed renders) fails it.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(" ")}`);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute("dir");
  document.documentElement.removeAttribute("lang");
  document.body.className = "";
});
