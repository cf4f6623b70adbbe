import { orderStatus as s } from "@dutchpot/contract";
import { describe, expect, it } from "vitest";
import { notificationText, statusWords } from "./notification-text.ts";

const about = { brand: "Dutchpot", shopName: "Jerk Hut", orderId: 42 };
const weekly: { brand: string; shopName: string; orderId: number | null } = { ...about, orderId: null };

describe("notification texts", () => {
  it.each(Object.entries(statusWords))("status %s names the order, the shop and the status", (status, words) => {
    const text = notificationText({ kind: "status", payload: { status: Number(status) } }, about);
    expect(text?.body).toContain(`Dutchpot: your order #42 from Jerk Hut is now ${words}`);
    expect(text?.subject).toMatch(/^Dutchpot: order #42 is /);
  });

  it("says each subscription event in words", () => {
    const body = (kind: string, payload: Record<string, unknown>, of = weekly) =>
      notificationText({ kind, payload }, of)?.body;
    expect(body("renewed", { deliveryDate: "2026-12-04" }, about)).toBe(
      "Dutchpot: your weekly order #42 from Jerk Hut is placed and paid for 2026-12-04.",
    );
    expect(body("itemsLeftOut", { items: ["Oxtail", "Roti"] })).toBe(
      "Dutchpot: Oxtail, Roti are no longer available at Jerk Hut and left out of your weekly order.",
    );
    expect(body("renewalDeclined", { attempt: 1 })).toContain("card of your weekly Jerk Hut subscription was declined");
    expect(body("subscriptionPaused", { reason: "cardDeclined" })).toBe(
      "Dutchpot: your weekly Jerk Hut subscription is paused (the card was declined three times). Resume it in your account when you are ready.",
    );
    expect(body("deliverySkipped", { deliveryDate: "2026-12-04", reason: "The shop is closed that day" })).toBe(
      "Dutchpot: your weekly Jerk Hut delivery of 2026-12-04 is skipped; you were not charged. The shop is closed that day.",
    );
  });

  it("has no text for an unknown kind or status", () => {
    expect(notificationText({ kind: "status", payload: { status: 77 } }, about)).toBeUndefined();
    expect(notificationText({ kind: "somethingNew", payload: {} }, about)).toBeUndefined();
    expect(statusWords[s.delivered]).toBe("delivered. Enjoy your meal!");
  });
});
