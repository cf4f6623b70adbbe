import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bodiesSentTo, consoleJwt, mockConsoleApi } from "../../../lib/console/console-test-support.ts";
import { envelope } from "../../../test/api-mock.ts";
import { renderApp } from "../../../test/render-app.tsx";

// Leaflet needs a real layout engine; the map's keyboard twin (the coordinates fields) is tested instead.
vi.mock("./components/shop-map.tsx", () => ({ default: () => null }));

const summary = { id: 5, name: "Oakwood Corner Mart", kind: "convenience", pausedUntil: null };
const hidden = { ...summary, isLive: false, listed: false, hiddenReasons: ["notLive", "noActiveItems", "noHours"] };
const settings = {
  ...hidden,
  description: "Snacks and groceries",
  logoUrl: null,
  bannerUrl: null,
  address: "12 Oak St",
  city: "Toronto",
  postCode: "M4C 1A1",
  latitude: 43.69,
  longitude: -79.31,
  deliveryFee: 2.99,
  deliveryRadiusKm: 5,
  prepTimeMinutes: 15,
  deliveryTimeMin: 20,
  deliveryTimeMax: 40,
  slotCapacity: 10,
  offersDelivery: true,
  offersPickup: true,
  timeZone: "America/Toronto",
  province: "ON",
};

let fetchMock: ReturnType<typeof mockConsoleApi>;
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem("consoleToken", consoleJwt({ tenantId: 9, roles: ["tenantAdmin"] }));
  fetchMock = mockConsoleApi({
    "GET /services/app/MerchantShop/GetAll": () => envelope([hidden]),
    "GET /services/app/MerchantShop/Get": () => envelope(settings),
    "PUT /services/app/MerchantShop/Update": (body) => envelope({ ...settings, ...(body as object) }),
    "POST /services/app/MerchantShop/SetLive": () =>
      envelope(null, {
        status: 400,
        error: {
          message: "The shop cannot go live yet.",
          details: "It needs at least one active menu item and opening hours.",
        },
      }),
    "POST /services/app/MerchantShop/Pause": () => envelope({ ...settings, pausedUntil: "2026-11-24T15:30:00.000Z" }),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("/merchant/shop", () => {
  it("shows why the shop is hidden, links to what fixes it, and says so when going live is refused", async () => {
    renderApp("/merchant/shop?shop=5");
    expect(await screen.findByText("Your shop is hidden from customers.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "at least one active menu item" })).toHaveAttribute(
      "href",
      "/merchant/menu?shop=5",
    );
    expect(screen.getByRole("link", { name: "opening hours" })).toHaveAttribute("href", "/merchant/hours?shop=5");
    const live = screen.getByRole("switch", { name: "Live" });
    expect(live).not.toBeChecked();
    await userEvent.setup().click(live);
    expect(await screen.findByText("Your shop cannot go live yet. It still needs:")).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, "SetLive")).toEqual([{ id: 5, isLive: true }]);
  });

  it("refuses a fee over 100 $ before sending, then saves the settings in dollars (no pin: the server geocodes)", async () => {
    const user = userEvent.setup();
    renderApp("/merchant/shop?shop=5");
    const fee = await screen.findByLabelText("Delivery fee (CA$)");
    await user.clear(fee);
    await user.type(fee, "150");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(screen.getByText("Enter a value from 0 to 100")).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, "Update")).toEqual([]);

    await user.clear(fee);
    await user.type(fee, "4.5");
    await user.clear(screen.getByLabelText("Street address"));
    await user.type(screen.getByLabelText("Street address"), "14 Oak St");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(bodiesSentTo(fetchMock, "Update")).toHaveLength(1));
    expect(bodiesSentTo(fetchMock, "Update")[0]).toMatchObject({
      id: 5,
      deliveryFee: 4.5,
      address: "14 Oak St",
      latitude: null,
      longitude: null,
    });
    expect(await screen.findByText("Settings saved")).toBeInTheDocument();
  });

  it("sends typed coordinates as the pin", async () => {
    const user = userEvent.setup();
    renderApp("/merchant/shop?shop=5");
    const lat = await screen.findByLabelText("Latitude");
    await user.clear(lat);
    await user.type(lat, "43.7");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(bodiesSentTo(fetchMock, "Update")).toHaveLength(1));
    expect(bodiesSentTo(fetchMock, "Update")[0]).toMatchObject({ latitude: 43.7, longitude: -79.31 });
  });

  it("marks the shop busy for 30 minutes", async () => {
    renderApp("/merchant/shop?shop=5");
    const busy = await screen.findByRole("region", { name: "Busy?" });
    await userEvent.setup().click(within(busy).getByRole("button", { name: "Busy for 30 min" }));
    await waitFor(() => expect(bodiesSentTo(fetchMock, "Pause")).toEqual([{ id: 5, minutes: 30 }]));
    expect(await within(busy).findByRole("button", { name: "Take orders again" })).toBeInTheDocument();
  });
});
