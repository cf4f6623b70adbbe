import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, vi } from "vitest";
import { preloadLanguage } from "../lib/i18n.ts";

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
