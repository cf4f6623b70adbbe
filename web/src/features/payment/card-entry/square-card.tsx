import { type Ref, useEffect, useId, useImperativeHandle, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { loadSquare, type SquareCard as SdkCard, tokenizationFailure } from "./square-sdk.ts";
import type { CardEntryHandle } from "./types.ts";

export interface SquareIds {
  applicationId: string;
  locationId: string;
  scriptUrl: string;
}

type Status = "loading" | "ready" | "failed";

/**
 * Square's card field: the SDK draws the number, expiry, code and postal code in its own frame
 * (card numbers never touch this page's code), and `tokenize()` answers its one-time token.
 */
export function SquareCardEntry({ ref, ids }: { ref?: Ref<CardEntryHandle>; ids: SquareIds }) {
  const { t } = useTranslation();
  const containerId = useId().replace(/:/g, "");
  const container = useRef<HTMLDivElement>(null);
  const card = useRef<SdkCard | null>(null);
  const [status, setStatus] = useState<Status>("loading");
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let attached: SdkCard | null = null;
    (async () => {
      try {
        const sdk = await loadSquare(ids.scriptUrl);
        const payments = sdk.payments(ids.applicationId, ids.locationId);
        attached = await payments.card();
        if (cancelled || !container.current) return;
        await attached.attach(container.current);
        card.current = attached;
        setStatus("ready");
      } catch {
        if (cancelled) return;
        setStatus("failed");
        setMessage(t("payment.card.square.failedToLoad"));
      }
    })();
    return () => {
      cancelled = true;
      card.current = null;
      void attached?.destroy().catch(() => undefined);
    };
  }, [ids.scriptUrl, ids.applicationId, ids.locationId, t]);

  useImperativeHandle(ref, () => ({
    async tokenize() {
      if (!card.current) return null;
      setMessage(null);
      try {
        const result = await card.current.tokenize();
        if (result.status === "OK" && result.token) {
          const details = result.details?.card;
          return { token: result.token, brand: details?.brand ?? null, last4: details?.last4 ?? null };
        }
        setMessage(tokenizationFailure(result, (status) => t("payment.card.square.tokenizationFailed", { status })));
      } catch {
        setMessage(t("payment.card.square.tokenizationFailed", { status: "ERROR" }));
      }
      return null;
    },
  }));

  return (
    <fieldset className="card-entry" aria-busy={status === "loading" || undefined}>
      <legend className="card-entry__legend">{t("payment.card.legend")}</legend>
      <div id={`square-card-${containerId}`} ref={container} className="card-entry__square" />
      {status === "loading" ? <p role="status">{t("payment.card.square.loading")}</p> : null}
      {message ? (
        <p role="alert" className="card-entry__failure">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
