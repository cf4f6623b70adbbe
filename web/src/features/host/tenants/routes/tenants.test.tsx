import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { consoleSession } from "../../../../lib/console/index.ts";
import { envelope } from "../../../../test/api-mock.ts";
import { renderApp } from "../../../../test/render-app.tsx";
import { hostToken, mockHostApi, renderHost, tenantRow } from "../../testing/host-test-kit.ts";

const dutchpot = tenantRow();
const partner = tenantRow({
  id: 12,
  tenancyName: "harbourjerk",
  name: "Harbour Jerk",
  kind: "partner",
  shopCount: 1,
  hostNames: [],
});

/** Route modules load lazily: the first screen of a test may take a while on a busy machine. */
const loaded = { timeout: 5000 };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const queriesOf = (fetchMock: ReturnType<typeof mockHostApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((u) => u.pathname.endsWith("/Tenant/GetAll"));

describe("host console: tenants", () => {
  it("asks a signed-out visitor to sign in as a host admin (no Business ID)", async () => {
    mockHostApi({});
    renderHost("/host/tenants", { signedIn: false });
    expect(await screen.findByRole("heading", { name: "Sign in to the host console" }, loaded)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Business ID/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toBeInTheDocument();
  });

  it("does not keep a tenant admin's token: the host console needs a host admin", async () => {
    mockHostApi({});
    // Stored exactly as a sign-in stores it (renderHost stores a host admin's token the same way).
    consoleSession.save("host", hostToken(["tenantAdmin"], 3));
    renderApp("/host/tenants");
    expect(await screen.findByRole("heading", { name: "Sign in to the host console" }, loaded)).toBeInTheDocument();
  });

  it("lists tenants with kind, host names, shops and state, and filters by kind, state and keyword", async () => {
    const user = userEvent.setup();
    const fetchMock = mockHostApi({
      "GET /services/app/Tenant/GetAll": (_init, url) =>
        envelope(
          url.searchParams.get("Kind") === "partner"
            ? { totalCount: 1, items: [partner] }
            : { totalCount: 2, items: [dutchpot, partner] },
        ),
    });
    renderHost("/host/tenants");
    expect(
      await screen.findByRole("heading", { name: "Storefronts and tenants", level: 1 }, loaded),
    ).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Storefronts and tenants" });
    const row = within(table)
      .getByRole("rowheader", { name: /Dutchpot/ })
      .closest("tr") as HTMLElement;
    expect(within(row).getByText("dutchpot.localhost")).toBeInTheDocument();
    expect(within(row).getByText("42")).toBeInTheDocument();
    expect(within(row).getByText("Active")).toBeInTheDocument();
    expect(within(row).getByRole("link", { name: "Edit brand of Dutchpot" })).toHaveAttribute(
      "href",
      "/host/tenants/3",
    );
    // A partner has no brand to edit.
    const partnerRow = within(table)
      .getByRole("rowheader", { name: /Harbour Jerk/ })
      .closest("tr") as HTMLElement;
    expect(within(partnerRow).queryByRole("link")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("2 tenants");

    await user.selectOptions(screen.getByLabelText("Kind"), "partner");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("1 tenant"));
    await user.selectOptions(screen.getByLabelText("State"), "inactive");
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "harb");
    await waitFor(() => {
      const last = queriesOf(fetchMock).at(-1);
      expect(last?.searchParams.get("Kind")).toBe("partner");
      expect(last?.searchParams.get("IsActive")).toBe("false");
      expect(last?.searchParams.get("Keyword")).toBe("harb");
    });
  });

  it("asks before deactivating a tenant, then deactivates it and reads the list again", async () => {
    const user = userEvent.setup();
    let active = true;
    const fetchMock = mockHostApi({
      "GET /services/app/Tenant/GetAll": () =>
        envelope({ totalCount: 1, items: [tenantRow({ id: 9, name: "Island Grocer", isActive: active })] }),
      "POST /services/app/Tenant/Deactivate": () => {
        active = false;
        return envelope(tenantRow({ id: 9, isActive: false }));
      },
    });
    renderHost("/host/tenants");
    await user.click(await screen.findByRole("button", { name: "Deactivate Island Grocer" }, loaded));
    const dialog = screen.getByRole("alertdialog", { name: "Deactivate Island Grocer?" });
    expect(dialog).toHaveTextContent(/customers can no longer order/);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes("Deactivate"))).toBe(false);

    await user.click(screen.getByRole("button", { name: "Deactivate Island Grocer" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Deactivate" }));
    expect(await screen.findByRole("button", { name: "Activate Island Grocer" })).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([input]) => String(input).includes("Tenant/Deactivate"));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ id: 9 });
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog (the default storefront stays active)", async () => {
    const user = userEvent.setup();
    mockHostApi({
      "GET /services/app/Tenant/GetAll": () => envelope({ totalCount: 1, items: [dutchpot] }),
      "POST /services/app/Tenant/Deactivate": () =>
        envelope(null, { status: 400, error: { message: "The default storefront cannot be deactivated." } }),
    });
    renderHost("/host/tenants");
    await user.click(await screen.findByRole("button", { name: "Deactivate Dutchpot" }, loaded));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Deactivate" }));
    expect(await within(screen.getByRole("alertdialog")).findByRole("alert")).toHaveTextContent(
      "The default storefront cannot be deactivated.",
    );
  });
});
