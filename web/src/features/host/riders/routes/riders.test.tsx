import type { RiderApplication } from "@dutchpot/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { preloadLanguage } from "../../../../lib/i18n.ts";
import { envelope } from "../../../../test/api-mock.ts";
import { mockHostApi, renderHost } from "../../testing/host-test-kit.ts";

/** Route modules load lazily: the first screen of a test may take a while on a busy machine. */
const loaded = { timeout: 5000 };

beforeAll(() => preloadLanguage("afg"));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const application = (overrides: Partial<RiderApplication>): RiderApplication => ({
  id: 1,
  marketplaceTenantId: 3,
  marketplaceName: "Dutchpot",
  firstName: "Ada",
  lastName: "Rider",
  emailAddress: "ada@example.com",
  phoneNumber: "4165550100",
  city: "Toronto",
  vehicle: "bicycle",
  status: "pending",
  creationTime: "2026-11-20T12:00:00.000Z",
  reviewedAt: null,
  ...overrides,
});

describe("host console: rider applications", () => {
  it("shows pending applications first, and approves one", async () => {
    const user = userEvent.setup();
    const ada = application({});
    const bo = application({ id: 2, firstName: "Bo", lastName: "Wheels", vehicle: "car", status: "rejected" });
    let reviewed: RiderApplication | null = null;
    const fetchMock = mockHostApi({
      "GET /services/app/RiderApplication/GetAll": (_init, url) => {
        const pending = url.searchParams.get("Status") === "pending";
        const all = reviewed ? [reviewed, bo] : [ada, bo];
        return envelope({ totalCount: 2, items: pending ? all.filter((a) => a.status === "pending") : all });
      },
      "POST /services/app/RiderApplication/Review": () => {
        reviewed = { ...ada, status: "approved" };
        return envelope(reviewed);
      },
    });
    renderHost("/host/riders");
    const pending = await screen.findByRole("region", { name: "Waiting for review" }, loaded);
    const card = await within(pending).findByRole("listitem");
    expect(within(card).getByRole("heading", { name: "Ada Rider" })).toBeInTheDocument();
    expect(within(card).getByText("Bicycle")).toBeInTheDocument();
    const done = screen.getByRole("region", { name: "Reviewed" });
    expect(await within(done).findByText("Bo Wheels")).toBeInTheDocument();
    expect(within(done).getByText("Rejected")).toBeInTheDocument();
    expect(within(done).queryByRole("button")).not.toBeInTheDocument();

    await user.click(within(card).getByRole("button", { name: "Approve Ada Rider" }));
    expect(await within(pending).findByText("No application is waiting.")).toBeInTheDocument();
    expect(await within(done).findByText("Approved")).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([input]) => String(input).includes("Review"));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ id: 1, approve: true });
  });

  it("writes the application's date in Latin digits in Afghani, as the storefront does", async () => {
    localStorage.setItem("language", "afg");
    mockHostApi({
      "GET /services/app/RiderApplication/GetAll": () => envelope({ totalCount: 1, items: [application({})] }),
    });
    renderHost("/host/riders");
    const card = (await screen.findByRole("heading", { name: "Ada Rider" }, loaded)).closest("li");
    expect(card?.textContent).toMatch(/\d{4}/);
    expect(document.body.textContent).not.toMatch(/[\u06F0-\u06F9\u0660-\u0669]/);
  });
});
