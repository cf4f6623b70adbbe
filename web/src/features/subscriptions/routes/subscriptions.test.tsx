import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { local } from "../../../lib/storage.ts";
import { envelope, mockApi } from "../../../test/api-mock.ts";
import { fakeJwt, renderApp } from "../../../test/render-app.tsx";
import { buildSubscription, pageOf } from "../testing/fixtures.ts";

vi.setConfig({ testTimeout: 20_000 });

const list = "GET /services/app/OrdersSubscription/GetCustomersSubscriptions";

describe("/customer/subscriptions", () => {
  it("asks a guest to sign in and fetches nothing", async () => {
    const fetchMock = mockApi({});
    renderApp("/customer/subscriptions");
    expect(await screen.findByRole("heading", { level: 1, name: "Subscriptions" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Sign up or sign in" }));
    expect(screen.getByRole("dialog", { name: "Sign in or sign up" })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("OrdersSubscription"))).toBe(false);
  });

  it("lists each subscription with its status, days, slot, duration and next delivery", async () => {
    local.set("token", fakeJwt(3600));
    mockApi({
      [list]: () =>
        envelope(
          pageOf([
            buildSubscription(),
            buildSubscription({
              id: 32,
              status: "paused",
              shopName: "Roti Shop",
              daysOfWeek: [6],
              timeSlot: "08:30",
              weeks: null,
              isOnGoing: true,
              nextDelivery: null,
            }),
            buildSubscription({ id: 33, status: "cancelled", nextDelivery: null }),
            buildSubscription({ id: 34, status: "completed", nextDelivery: null, weeks: 1 }),
          ]),
        ),
    });
    renderApp("/customer/subscriptions");
    const cards = await screen.findAllByRole("article");
    expect(cards).toHaveLength(4);

    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole("heading", { name: "Dutchpot Kitchen" })).toBeInTheDocument();
    expect(first.getByText("Active")).toBeInTheDocument();
    // Monday first whatever the order sent; the slot in the reader's clock style; the shop's zone.
    expect(first.getByText("Monday, Wednesday")).toBeInTheDocument();
    expect(first.getByText("5:30 PM")).toBeInTheDocument();
    expect(first.getByText("4 weeks")).toBeInTheDocument();
    expect(first.getByText("Wednesday, November 25 at 5:30 PM")).toBeInTheDocument();
    expect(first.getByRole("link", { name: "View details — Subscription #31" })).toHaveAttribute(
      "href",
      "/customer/subscriptions/31",
    );

    const paused = within(cards[1] as HTMLElement);
    expect(paused.getByText("Paused")).toBeInTheDocument();
    expect(paused.getByText("Saturday")).toBeInTheDocument();
    expect(paused.getByText("8:30 AM")).toBeInTheDocument();
    expect(paused.getByText("Ongoing")).toBeInTheDocument();
    expect(paused.getByText("None while paused")).toBeInTheDocument();
    expect(within(cards[2] as HTMLElement).getByText("Cancelled")).toBeInTheDocument();
    expect(within(cards[2] as HTMLElement).getByText("No more deliveries")).toBeInTheDocument();
    expect(within(cards[3] as HTMLElement).getByText("Completed")).toBeInTheDocument();
    expect(within(cards[3] as HTMLElement).getByText("1 week")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });

  it("Show more fetches the next page after the rows already shown", async () => {
    local.set("token", fakeJwt(3600));
    const fetchMock = mockApi({
      [list]: (_init, url) =>
        url.searchParams.get("SkipCount") === "0"
          ? envelope(pageOf([buildSubscription({ id: 41 })], 2))
          : envelope(pageOf([buildSubscription({ id: 42, shopName: "Second Shop" })], 2)),
    });
    renderApp("/customer/subscriptions");
    await userEvent.click(await screen.findByRole("button", { name: "Show more" }));
    expect(await screen.findByRole("heading", { name: "Second Shop" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
    const skips = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), "http://x"))
      .filter((url) => url.pathname.endsWith("/GetCustomersSubscriptions"))
      .map((url) => url.searchParams.get("SkipCount"));
    expect(skips).toEqual(["0", "1"]);
  });

  it("says there are none yet and links to the stores", async () => {
    local.set("token", fakeJwt(3600));
    mockApi({ [list]: () => envelope(pageOf([])) });
    renderApp("/customer/subscriptions");
    expect(await screen.findByRole("heading", { name: "No subscriptions yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse stores" })).toHaveAttribute("href", "/customer/main");
  });

  it("shows French texts (days and times in the reader's language)", async () => {
    local.set("token", fakeJwt(3600));
    local.set("language", "fr");
    mockApi({ [list]: () => envelope(pageOf([buildSubscription()])) });
    renderApp("/customer/subscriptions");
    expect(await screen.findByRole("heading", { level: 1, name: "Abonnements" })).toBeInTheDocument();
    expect(await screen.findByText("lundi, mercredi")).toBeInTheDocument();
    expect(screen.getByText("17:30")).toBeInTheDocument();
    expect(screen.getByText("4 semaines")).toBeInTheDocument();
    expect(screen.getByText("Actif")).toBeInTheDocument();
  });

  it("reads right to left in Afghani", async () => {
    local.set("token", fakeJwt(3600));
    local.set("language", "afg");
    mockApi({ [list]: () => envelope(pageOf([buildSubscription()])) });
    renderApp("/customer/subscriptions");
    expect(await screen.findByRole("heading", { level: 1, name: "اشتراک‌ها" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(await screen.findByText("فعال")).toBeInTheDocument();
  });
});
