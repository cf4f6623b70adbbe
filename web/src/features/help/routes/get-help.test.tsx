import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { local } from "../../../lib/storage.ts";
import { envelope, mockApi, sentBody } from "../../../test/api-mock.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { helpOrder, ordersPage } from "../testing/fixtures.ts";

vi.setConfig({ testTimeout: 20_000 });

const list = "GET /services/app/Orders/GetAllByCustomer";
const report = "POST /services/app/Orders/ReportProblem";

describe("/customer/get-help", () => {
  it("with no orders says 'No Previous Deliveries, Order Today!' and links to the stores", async () => {
    const fetchMock = mockApi({ [list]: () => envelope(ordersPage([])) });
    renderApp("/customer/get-help");
    expect(await screen.findByText("No Previous Deliveries, Order Today!")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Help" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse stores" })).toHaveAttribute("href", "/customer/main");
    // A guest's call carries the browser's guest id: their own orders, not a sign-in wall.
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes("GetAllByCustomer"));
    expect(Object.keys(call?.[1]?.headers ?? {})).toContain("X-Guest-Id");
    expect(new URL(String(call?.[0]), "http://x").searchParams.get("SkipCount")).toBe("0");
  });

  it("lists recent orders with their status, total and the problems already reported", async () => {
    mockApi({
      [list]: () =>
        envelope(
          ordersPage([
            helpOrder(),
            helpOrder({
              id: 702,
              orderStatus: 9,
              shopName: "Roti Shop",
              problems: [{ id: 3, kind: "late", note: "Came an hour late", createdAt: "2026-11-22T20:00:00Z" }],
            }),
          ]),
        ),
    });
    renderApp("/customer/get-help");
    const orders = await screen.findAllByRole("article");
    expect(orders).toHaveLength(2);
    const first = within(orders[0] as HTMLElement);
    expect(first.getByRole("heading", { name: "Order #701" })).toBeInTheDocument();
    expect(first.getByText("Delivered")).toBeInTheDocument();
    expect(first.getByText("CA$25.30")).toBeInTheDocument();
    expect(first.getByText("November 22, 2026")).toBeInTheDocument();
    expect(first.getByRole("link", { name: "View order — Order #701" })).toHaveAttribute(
      "href",
      "/customer/orders/701",
    );
    const second = within(orders[1] as HTMLElement);
    expect(second.getByText("Cancelled")).toBeInTheDocument();
    const problems = second.getByRole("region", { name: "Reported problems" });
    expect(problems).toHaveTextContent("Late delivery");
    expect(problems).toHaveTextContent("Came an hour late");
  });

  it("Report a problem: a kind is required; sent, the dialog closes, a confirmation shows and the report is listed", async () => {
    const reported = helpOrder({
      problems: [{ id: 9, kind: "missingItem", note: "No rice and peas", createdAt: "2026-11-23T10:00:00Z" }],
    });
    const fetchMock = mockApi({
      [list]: () => envelope(ordersPage([helpOrder()])),
      [report]: () => envelope(reported),
    });
    renderApp("/customer/get-help");
    const open = await screen.findByRole("button", { name: "Report a problem — Order #701" });
    await userEvent.click(open);
    const dialog = screen.getByRole("dialog", { name: "Report a problem with order #701" });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const kinds = within(dialog).getByRole("group", { name: "What went wrong?" });
    expect(
      within(kinds)
        .getAllByRole("radio")
        .map((r) => r.closest("label")?.textContent),
    ).toEqual(["Missing item", "Wrong item", "Late delivery", "Something else"]);

    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Choose what went wrong.");
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("ReportProblem"))).toBe(false);

    await userEvent.click(within(kinds).getByRole("radio", { name: "Missing item" }));
    await userEvent.type(within(dialog).getByLabelText("Tell us more (optional)"), "  No rice and peas ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("Thank you: your report was sent to Dutchpot Kitchen.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("Thank you: your report was sent to Dutchpot Kitchen.")).toHaveFocus());
    expect(sentBody(fetchMock, "ReportProblem")).toEqual({ id: 701, kind: "missingItem", note: "No rice and peas" });
    const problems = screen.getByRole("region", { name: "Reported problems" });
    expect(problems).toHaveTextContent("Missing item");
    expect(problems).toHaveTextContent("No rice and peas");
  });

  it("Cancel closes the form without a call; a refused report (409) shows the server's text", async () => {
    const fetchMock = mockApi({
      [list]: () => envelope(ordersPage([helpOrder()])),
      [report]: () =>
        envelope(null, {
          status: 409,
          error: { message: "This order is too old to report a problem with it: contact the store." },
        }),
    });
    renderApp("/customer/get-help");
    const open = await screen.findByRole("button", { name: "Report a problem — Order #701" });
    await userEvent.click(open);
    let dialog = screen.getByRole("dialog", { name: "Report a problem with order #701" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("ReportProblem"))).toBe(false);

    await userEvent.click(open);
    dialog = screen.getByRole("dialog", { name: "Report a problem with order #701" });
    await userEvent.click(within(dialog).getByRole("radio", { name: "Late delivery" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "This order is too old to report a problem with it: contact the store.",
    );
    expect(screen.queryByRole("region", { name: "Reported problems" })).not.toBeInTheDocument();
  });

  it("says when the orders could not be loaded, with a retry", async () => {
    mockApi({ [list]: () => envelope(null, { status: 400, error: { message: "Bad" } }) });
    renderApp("/customer/get-help");
    expect(await screen.findByRole("alert")).toHaveTextContent("Your orders could not be loaded.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("writes the total with the reader's punctuation (French: a space before the colon)", async () => {
    local.set("language", "fr");
    mockApi({ [list]: () => envelope(ordersPage([helpOrder()])) });
    renderApp("/customer/get-help");
    const total = await screen.findByText((_, element) => element?.classList.contains("help-order__total") ?? false);
    expect(total.textContent).toMatch(/^Total : \S/);
  });
});
