import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { bodiesSentTo, consoleJwt, mockConsoleApi } from "../../../lib/console/console-test-support.ts";
import { preloadLanguage } from "../../../lib/i18n.ts";
import { envelope } from "../../../test/api-mock.ts";
import { renderApp } from "../../../test/render-app.tsx";

const hours = {
  shopId: 5,
  timeZone: "America/Toronto",
  days: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
    dayOfWeek,
    intervals: dayOfWeek === 1 ? [{ opensAt: "09:00", closesAt: "17:00" }] : [],
  })),
  closures: [{ date: "2031-12-25", reason: "Christmas" }],
};

let fetchMock: ReturnType<typeof mockConsoleApi>;
beforeAll(() => preloadLanguage("afg"));
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem("consoleToken", consoleJwt({ tenantId: 9, roles: ["tenantAdmin"] }));
  fetchMock = mockConsoleApi({
    "GET /services/app/MerchantShop/GetAll": () =>
      envelope([
        {
          id: 5,
          name: "Oakwood",
          kind: "convenience",
          isLive: true,
          listed: true,
          hiddenReasons: [],
          pausedUntil: null,
        },
      ]),
    "GET /services/app/MerchantShop/GetHours": () => envelope(hours),
    "PUT /services/app/MerchantShop/SetHours": () => envelope(hours),
    "POST /services/app/MerchantShop/AddClosure": () => envelope(hours),
    "DELETE /services/app/MerchantShop/RemoveClosure": () => envelope({ ...hours, closures: [] }),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("/merchant/hours", () => {
  it("adds an overnight interval, refuses an overlap before sending, and saves the whole week", async () => {
    const user = userEvent.setup();
    renderApp("/merchant/hours?shop=5");
    expect(await screen.findByLabelText("Monday, hours 1: opens")).toHaveValue("09:00");
    await user.click(screen.getByRole("button", { name: "Add hours on Monday" }));
    const opens = screen.getByLabelText("Monday, hours 2: opens");
    const closes = screen.getByLabelText("Monday, hours 2: closes");
    await user.clear(opens);
    await user.type(opens, "16:00");
    await user.clear(closes);
    await user.type(closes, "18:00");
    expect(screen.getByRole("alert")).toHaveTextContent("Monday: opening hours overlap.");
    expect(screen.getByRole("button", { name: "Save opening hours" })).toBeDisabled();

    await user.clear(opens);
    await user.type(opens, "22:00");
    await user.clear(closes);
    await user.type(closes, "02:00");
    await user.click(screen.getByRole("button", { name: "Save opening hours" }));
    await waitFor(() => expect(bodiesSentTo(fetchMock, "SetHours")).toHaveLength(1));
    const [sent] = bodiesSentTo(fetchMock, "SetHours") as { days: { dayOfWeek: number; intervals: unknown[] }[] }[];
    expect(sent?.days.find((d) => d.dayOfWeek === 1)?.intervals).toEqual([
      { opensAt: "09:00", closesAt: "17:00" },
      { opensAt: "22:00", closesAt: "02:00" },
    ]);
  });

  it("lists closures, adds one with a date and a reason, and removes one", async () => {
    const user = userEvent.setup();
    renderApp("/merchant/hours?shop=5");
    expect(await screen.findByText(/Christmas/)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Date"), "2031-07-01");
    await user.type(screen.getByLabelText("Reason (optional)"), "Canada Day");
    await user.click(screen.getByRole("button", { name: "Add closure" }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, "AddClosure")).toEqual([{ id: 5, date: "2031-07-01", reason: "Canada Day" }]),
    );
    await user.click(screen.getByRole("button", { name: /Remove the closure of/ }));
    expect(await screen.findByText("No closures planned.")).toBeInTheDocument();
    const removal = fetchMock.mock.calls.find(([input]) => String(input).includes("RemoveClosure"));
    expect(String(removal?.[0])).toContain("RemoveClosure?id=5&date=2031-12-25");
  });

  it("writes the closures' dates in Latin digits in Afghani, as the storefront does", async () => {
    localStorage.setItem("language", "afg");
    renderApp("/merchant/hours?shop=5");
    const item = (await screen.findByText(/Christmas/)).closest("li");
    // The storefront's dates (intlLocale): the Afghan calendar, its numbers in Latin digits.
    expect(item?.textContent).toMatch(/\d{4}/);
    expect(document.body.textContent).not.toMatch(/[\u06F0-\u06F9\u0660-\u0669]/);
  });
});
