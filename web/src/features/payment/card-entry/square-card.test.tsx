import { act, screen, waitFor } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { squareConfiguration } from "../testing/fixtures.ts";
import { paymentApi } from "../testing/payment-api.ts";
import { CardEntry } from "./card-entry.tsx";
import type { SquareTokenResult } from "./square-sdk.ts";
import type { CardEntryHandle } from "./types.ts";

/*
 * Square's Web Payments SDK is the browser's script (window.Square), not our code: these tests give
 * the page a fake one and check how the card entry drives it and reports what it answers.
 */
function fakeSquare(tokenize: () => Promise<SquareTokenResult>) {
  const attach = vi.fn(async (_target: string | HTMLElement) => undefined);
  const destroy = vi.fn(async () => true);
  const payments = vi.fn((_applicationId: string, _locationId: string) => ({
    card: async () => ({ attach, tokenize, destroy }),
  }));
  window.Square = { payments };
  return { payments, attach, destroy };
}

afterEach(() => {
  delete window.Square;
  for (const script of document.head.querySelectorAll("script[src*='square']")) script.remove();
});

describe("card entry with Square", () => {
  it("attaches Square's card with the tenant's ids and answers its token", async () => {
    const sdk = fakeSquare(async () => ({
      status: "OK",
      token: "cnon:card-nonce-ok",
      details: { card: { brand: "VISA", last4: "1111", expMonth: 12, expYear: 2030 } },
    }));
    paymentApi({ configuration: squareConfiguration });
    const ref = createRef<CardEntryHandle>();
    renderWithApp(<CardEntry ref={ref} />);
    await waitFor(() => expect(sdk.attach).toHaveBeenCalledTimes(1));
    expect(sdk.payments).toHaveBeenCalledWith("sandbox-sq0idb-app", "LOC1");
    expect(sdk.attach.mock.calls[0]?.[0]).toBeInstanceOf(HTMLElement);
    let result: Awaited<ReturnType<CardEntryHandle["tokenize"]>> = null;
    await act(async () => {
      result = (await ref.current?.tokenize()) ?? null;
    });
    expect(result).toEqual({ token: "cnon:card-nonce-ok", brand: "VISA", last4: "1111" });
  });

  it("a failed tokenization says 'Tokenization failed with status …' with Square's errors, and answers no token", async () => {
    const sdk = fakeSquare(async () => ({
      status: "Invalid",
      errors: [{ message: "Card number is not valid", field: "cardNumber", type: "VALIDATION_ERROR" }],
    }));
    paymentApi({ configuration: squareConfiguration });
    const ref = createRef<CardEntryHandle>();
    renderWithApp(<CardEntry ref={ref} />);
    await waitFor(() => expect(sdk.attach).toHaveBeenCalled());
    let result: unknown = "unset";
    await act(async () => {
      result = await ref.current?.tokenize();
    });
    expect(result).toBeNull();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Tokenization failed with status Invalid: Card number is not valid",
    );
  });

  it("a script that does not load: 'Square.js failed to load properly'", async () => {
    paymentApi({ configuration: squareConfiguration });
    const ref = createRef<CardEntryHandle>();
    renderWithApp(<CardEntry ref={ref} />);
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>("script[src*='square.js']");
      if (!found) throw new Error("no script yet");
      return found;
    });
    expect(script.src).toBe("https://sandbox.web.squarecdn.com/v1/square.js");
    act(() => {
      script.dispatchEvent(new Event("error"));
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Square.js failed to load properly");
    await act(async () => {
      expect(await ref.current?.tokenize()).toBeNull();
    });
  });

  it("Square without its ids shows the missing-credentials state and takes no card", async () => {
    paymentApi({ configuration: { ...squareConfiguration, square: null, missingCredentials: true } });
    const ref = createRef<CardEntryHandle>();
    renderWithApp(<CardEntry ref={ref} />);
    const status = await screen.findByText(/Card payments are not set up for this store yet/);
    expect(status.closest("[data-status]")).toHaveAttribute("data-status", "missing-credentials");
    await act(async () => {
      expect(await ref.current?.tokenize()).toBeNull();
    });
  });
});
