import { sandboxTestCards } from "@dutchpot/contract/constants";
import { type ReactNode, type Ref, useImperativeHandle } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { usePaymentConfiguration } from "../api/get-configuration.ts";
import { SandboxCardForm } from "./sandbox-card-form.tsx";
import { SquareCardEntry } from "./square-card.tsx";
import type { CardEntryHandle } from "./types.ts";
import "./card-entry.css";

/** No card can be taken (configuration failed, Square without its ids): tokenize answers null. */
function Unavailable({ ref, children }: { ref?: Ref<CardEntryHandle>; children: ReactNode }) {
  useImperativeHandle(ref, () => ({ tokenize: async () => null }));
  return <>{children}</>;
}

/**
 * A new card, taken the way the tenant's payment configuration says: the sandbox's own form, or
 * Square's Web Payments SDK. Screens call `ref.current.tokenize()` when the customer confirms.
 */
export function CardEntry({ ref }: { ref?: Ref<CardEntryHandle> }) {
  const { t } = useTranslation();
  const configuration = usePaymentConfiguration();
  const config = configuration.data;
  if (configuration.isError) {
    return (
      <Unavailable ref={ref}>
        <div role="alert" className="card-entry__unavailable">
          <p>{t("payment.card.configFailed")}</p>
          <Button variant="secondary" size="sm" onClick={() => void configuration.refetch()}>
            {t("payment.retry")}
          </Button>
        </div>
      </Unavailable>
    );
  }
  if (!config) {
    return (
      <Unavailable ref={ref}>
        <div role="status" aria-label={t("payment.card.loading")}>
          <Skeleton height={120} />
        </div>
      </Unavailable>
    );
  }
  if (config.provider === "square") {
    if (config.missingCredentials || !config.square) {
      return (
        <Unavailable ref={ref}>
          <div role="status" className="card-entry__unavailable" data-status="missing-credentials">
            <p>{t("payment.card.square.missingCredentials")}</p>
          </div>
        </Unavailable>
      );
    }
    return <SquareCardEntry ref={ref} ids={config.square} />;
  }
  return <SandboxCardForm ref={ref} testCards={config.testCards ?? sandboxTestCards} />;
}

/** Whether the configuration can take a new card at all (Pay and Save are offered only then). */
export function useCanTakeCard(): boolean {
  const { data } = usePaymentConfiguration();
  return data !== undefined && !(data.provider === "square" && (data.missingCredentials || !data.square));
}
