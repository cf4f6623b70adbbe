import type { MerchantPromotion } from "@dutchpot/contract";
import { promotionTexts } from "@dutchpot/contract/constants";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../../lib/api-client.ts";
import { renderWithProviders } from "../../../../test/render-with-app.tsx";
import { PromotionsScreen, type PromotionsScreenProps } from "./promotions-screen.tsx";

const promo = (overrides: Partial<MerchantPromotion> = {}): MerchantPromotion => ({
  id: 1,
  shopId: 7,
  code: "SPRING10",
  description: "Spring",
  kind: "percentage",
  value: 10,
  maxDiscount: 5,
  minSubtotal: 15,
  firstOrderOnly: false,
  perCustomerLimit: 1,
  totalLimit: null,
  startsAt: null,
  endsAt: null,
  isActive: true,
  state: "active",
  usage: { redemptions: 1, totalDiscount: 2.5 },
  createdAt: "2026-03-01T12:00:00Z",
  ...overrides,
});

function renderScreen(props: Partial<PromotionsScreenProps> = {}) {
  const save = vi.fn<PromotionsScreenProps["save"]>(async (draft) => promo({ code: draft.code }));
  const end = vi.fn<PromotionsScreenProps["end"]>(async (id) => promo({ id, state: "ended" }));
  renderWithProviders(
    <PromotionsScreen
      shopId={7}
      promotions={[
        promo(),
        promo({
          id: 2,
          code: "FREESHIP",
          kind: "freeDelivery",
          value: 0,
          maxDiscount: null,
          state: "ended",
          shopId: null,
        }),
      ]}
      canManageMarketplaceCodes={false}
      save={save}
      end={end}
      {...props}
    />,
  );
  return { save, end };
}

describe("PromotionsScreen", () => {
  it("lists each code with its rules, state and usage", () => {
    renderScreen();
    const row = screen.getByRole("row", { name: /SPRING10/ });
    expect(within(row).getByText("10 % off · up to CA$5.00 · minimum CA$15.00 · 1 use per customer")).toBeVisible();
    expect(within(row).getByText("Active")).toBeVisible();
    expect(within(row).getByText("1 use · CA$2.50 off")).toBeVisible();
    const ended = screen.getByRole("row", { name: /FREESHIP/ });
    expect(within(ended).getByText("Ended")).toBeVisible();
    expect(within(ended).getByText("Every shop on the marketplace")).toBeVisible();
    expect(within(ended).queryByRole("button", { name: "End FREESHIP" })).not.toBeInTheDocument();
  });

  it("creates a code from the form, in capitals, with the fields of its kind", async () => {
    const { save } = renderScreen();
    await userEvent.click(screen.getByRole("button", { name: "Create a code" }));
    const form = screen.getByRole("form", { name: "New code" });
    await userEvent.type(within(form).getByLabelText(/^Code/), "take15");
    await userEvent.clear(within(form).getByLabelText("Percent off"));
    await userEvent.type(within(form).getByLabelText("Percent off"), "15");
    await userEvent.type(within(form).getByLabelText(/Largest discount/), "10");
    await userEvent.type(within(form).getByLabelText(/Uses in total/), "50");
    await userEvent.click(within(form).getByLabelText("Only on a customer's first order"));
    await userEvent.click(within(form).getByRole("button", { name: "Create the code" }));
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({
        id: null,
        shopId: 7,
        code: "TAKE15",
        kind: "percentage",
        value: 15,
        maxDiscount: 10,
        totalLimit: 50,
        perCustomerLimit: null,
        firstOrderOnly: true,
        startsAt: null,
      }),
    );
    expect(await screen.findByRole("status")).toHaveTextContent("The code TAKE15 is saved.");
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
  });

  it("shows the amount fields of the chosen kind", async () => {
    renderScreen();
    await userEvent.click(screen.getByRole("button", { name: "Create a code" }));
    await userEvent.click(screen.getByRole("radio", { name: "Fixed amount off" }));
    expect(screen.getByLabelText("Amount off (CA$)")).toBeVisible();
    expect(screen.queryByLabelText(/Largest discount/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("radio", { name: "Free delivery" }));
    expect(screen.queryByLabelText("Amount off (CA$)")).not.toBeInTheDocument();
  });

  it("never sends invalid input: each field says what is wrong", async () => {
    const { save } = renderScreen();
    await userEvent.click(screen.getByRole("button", { name: "Create a code" }));
    await userEvent.type(screen.getByLabelText(/^Code/), "ab");
    await userEvent.clear(screen.getByLabelText("Percent off"));
    await userEvent.type(screen.getByLabelText("Percent off"), "150");
    await userEvent.type(screen.getByLabelText(/Uses per customer/), "0");
    await userEvent.click(screen.getByRole("button", { name: "Create the code" }));
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Code/)).toHaveAccessibleDescription(/Use 3 to 32 letters A–Z, digits, - or _\./);
    expect(screen.getByLabelText(/^Code/)).toHaveFocus();
    expect(screen.getByLabelText("Percent off")).toHaveAccessibleDescription("Enter a percentage from 1 to 100.");
    expect(screen.getByLabelText(/Uses per customer/)).toHaveAccessibleDescription(/Enter a whole number of 1 or more/);
  });

  it("says a taken code in the reader's words (409)", async () => {
    const save = vi.fn(async () => {
      throw new ApiError({ status: 409, message: promotionTexts.codeInUse.replace("{code}", "SPRING10") });
    });
    renderScreen({ save });
    await userEvent.click(screen.getByRole("button", { name: "Create a code" }));
    await userEvent.type(screen.getByLabelText(/^Code/), "spring10");
    await userEvent.click(screen.getByRole("button", { name: "Create the code" }));
    expect(await screen.findByText("The code SPRING10 is already in use on this marketplace.")).toBeVisible();
    expect(screen.getByRole("form", { name: "New code" })).toBeVisible();
  });

  it("edits a code with its current rules", async () => {
    const { save } = renderScreen();
    await userEvent.click(screen.getByRole("button", { name: "Edit SPRING10" }));
    const form = screen.getByRole("form", { name: "Edit the code" });
    expect(within(form).getByLabelText(/^Code/)).toHaveValue("SPRING10");
    expect(within(form).getByLabelText(/Minimum subtotal/)).toHaveValue("15");
    await userEvent.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ id: 1, code: "SPRING10", minSubtotal: 15, perCustomerLimit: 1 }),
    );
  });

  it("ends a code only after the confirmation", async () => {
    const { end } = renderScreen();
    await userEvent.click(screen.getByRole("button", { name: "End SPRING10" }));
    const dialog = screen.getByRole("alertdialog", { name: "End the code SPRING10?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep it" }));
    expect(end).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "End SPRING10" }));
    await userEvent.click(screen.getByRole("button", { name: "End the code" }));
    expect(end).toHaveBeenCalledWith(1);
    expect(await screen.findByRole("status")).toHaveTextContent("The code SPRING10 has ended.");
  });

  it("offers the marketplace-wide scope to a marketplace's admin", async () => {
    const { save } = renderScreen({ canManageMarketplaceCodes: true });
    await userEvent.click(screen.getByRole("button", { name: "Create a code" }));
    await userEvent.click(screen.getByRole("radio", { name: "Every shop on the marketplace" }));
    await userEvent.type(screen.getByLabelText(/^Code/), "ALLSHOPS");
    await userEvent.click(screen.getByRole("button", { name: "Create the code" }));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ shopId: null, code: "ALLSHOPS" }));
  });
});
