import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test/render-app.tsx";
import { preloadLanguage } from "../i18n.ts";
import { mockConsoleApi } from "./console-test-support.ts";

beforeAll(() => Promise.all([preloadLanguage("fr"), preloadLanguage("afg")]));
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  mockConsoleApi({});
});
afterEach(() => vi.unstubAllGlobals());

describe("console sign-in language", () => {
  it("lets a French partner switch the merchant sign-in to French before signing in", async () => {
    renderApp("/merchant");
    expect(await screen.findByRole("heading", { name: "Sign in to your shop" })).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByLabelText("Language"), "fr");
    expect(await screen.findByRole("heading", { name: "Connectez-vous à votre commerce" })).toBeInTheDocument();
  });

  it("offers the language choice on the host sign-in too (Dari, right to left)", async () => {
    renderApp("/host");
    expect(await screen.findByRole("heading", { name: "Sign in to the host console" })).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByLabelText("Language"), "afg");
    expect(await screen.findByRole("heading", { name: "ورود به کنسول میزبان" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
  });
});
