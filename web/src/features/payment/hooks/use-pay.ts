import type { Order } from "@dutchpot/contract";
import { useCallback, useRef, useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { newIdempotencyKey } from "../../../lib/idempotency-key.ts";
import { type PaymentRequest, processPayment } from "../api/process-payment.ts";

/** Spec 001 §4: idle, processing, then success or failure. */
export type PayState =
  | { phase: "idle" }
  | { phase: "processing" }
  | { phase: "paid"; order: Order }
  | { phase: "failed"; error: unknown; outcomeUnknown: boolean };

interface Attempt {
  key: string;
  body: PaymentRequest;
}

/**
 * A failure whose outcome the browser cannot know (the answer never arrived, or the server failed):
 * the order may exist, so the same attempt is sent again with the same key rather than a new one.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

/**
 * The payment attempt (decision 024). `pay(prepare)` runs once at a time (a second click while one runs sends
 * nothing); `prepare` tokenizes the card and builds the body, or answers null to stop. Each attempt
 * gets one `Idempotency-Key`; `retry()` resends an attempt whose outcome is unknown with that key.
 */
export function usePay(handlers: { onPaid: (order: Order, body: PaymentRequest) => void; onFailed: () => void }) {
  const [state, setState] = useState<PayState>({ phase: "idle" });
  const busy = useRef(false);
  const unresolved = useRef<Attempt | null>(null);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  const send = useCallback(async (attempt: Attempt, isRetry: boolean) => {
    try {
      const order = await processPayment(attempt.body, attempt.key);
      unresolved.current = null;
      setState({ phase: "paid", order });
      handlersRef.current.onPaid(order, attempt.body);
    } catch (error) {
      // A retry answered 409 may mean the first request of this key is still running on the server:
      // its outcome is still unknown, so the attempt (and its key) is kept for another try.
      const stillRunning = isRetry && error instanceof ApiError && error.status === 409;
      const outcomeUnknown = stillRunning || isOutcomeUnknown(error);
      unresolved.current = outcomeUnknown ? attempt : null;
      setState({ phase: "failed", error, outcomeUnknown });
      handlersRef.current.onFailed();
    }
  }, []);

  const run = useCallback(async (work: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setState({ phase: "processing" });
    try {
      await work();
    } finally {
      busy.current = false;
    }
  }, []);

  const pay = useCallback(
    (prepare: () => Promise<PaymentRequest | null>) =>
      run(async () => {
        let body: PaymentRequest | null;
        try {
          body = await prepare();
        } catch (error) {
          setState({ phase: "failed", error, outcomeUnknown: false });
          return;
        }
        if (!body) {
          setState({ phase: "idle" });
          return;
        }
        await send({ key: newIdempotencyKey(), body }, false);
      }),
    [run, send],
  );

  const retry = useCallback(() => {
    const attempt = unresolved.current;
    return attempt ? run(() => send(attempt, true)) : Promise.resolve();
  }, [run, send]);

  const dismiss = useCallback(() => setState({ phase: "idle" }), []);

  return { state, pay, retry, dismiss };
}
