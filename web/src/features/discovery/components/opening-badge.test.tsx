import type { OpeningState } from "@dutchpot/contract";
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LanguageCode } from "../../../lib/i18n.ts";
import { renderWithProviders } from "../../../test/render-with-app.tsx";
import { OpeningBadge } from "./opening-badge.tsx";

function renderBadge(state: OpeningState, language: LanguageCode = "en", timeZone = "America/Toronto") {
  return renderWithProviders(<OpeningBadge state={state} timeZone={timeZone} />, language);
}

const badge = () => screen.getByText((_, el) => el?.classList.contains("opening-badge") ?? false);

// Wednesday 2026-01-14, noon in Toronto (only Date is faked).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-01-14T17:00:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("opening badge", () => {
  it("open: 'Open now' and when it closes, on the shop's clock", () => {
    renderBadge({ isOpen: true, closesAt: "2026-01-14T19:30:00.000Z", opensAt: null });
    expect(badge()).toHaveAttribute("data-open", "true");
    expect(badge()).toHaveTextContent(/^Open now, Closes at 2:30\sPM$/u);
  });

  it("open around the clock: no closing time", () => {
    renderBadge({ isOpen: true, closesAt: null, opensAt: null });
    expect(badge()).toHaveTextContent(/^Open now$/);
  });

  it("closed, opening later today: 'Opens at' the time", () => {
    renderBadge({ isOpen: false, closesAt: null, opensAt: "2026-01-14T22:00:00.000Z" });
    expect(badge()).toHaveAttribute("data-open", "false");
    expect(badge()).toHaveTextContent(/^Closed, Opens at 5:00\sPM$/u);
  });

  it("closed, opening another day: the weekday too", () => {
    renderBadge({ isOpen: false, closesAt: null, opensAt: "2026-01-20T16:00:00.000Z" });
    expect(badge()).toHaveTextContent(/^Closed, Opens Tuesday at 11:00\sAM$/u);
  });

  it("closed with no opening in the next 7 days: just 'Closed'", () => {
    renderBadge({ isOpen: false, closesAt: null, opensAt: null });
    expect(badge()).toHaveTextContent(/^Closed$/);
  });

  it("shows times on the shop's clock, not the browser's", () => {
    renderBadge({ isOpen: false, closesAt: null, opensAt: "2026-01-14T19:00:00.000Z" }, "en", "America/Vancouver");
    expect(badge()).toHaveTextContent(/Opens at 11:00\sAM/u);
  });

  it("speaks French and Dari", () => {
    const { unmount } = renderBadge({ isOpen: false, closesAt: null, opensAt: "2026-01-20T16:00:00.000Z" }, "fr");
    expect(badge()).toHaveTextContent(/^Fermé, Ouvre mardi à 11\s?[:h]\s?00$/u);
    unmount();
    renderBadge({ isOpen: true, closesAt: "2026-01-14T19:30:00.000Z", opensAt: null }, "afg");
    expect(badge()).toHaveTextContent(/^اکنون باز است, ساعت .+ بسته می‌شود$/u);
  });
});
