import type { DeliveryMode } from "@dutchpot/contract/constants";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button.tsx";

const modes: DeliveryMode[] = ["now", "later", "subscribtion", "pickup"];

export interface DeliveryModesProps {
  mode: DeliveryMode;
  offersPickup: boolean;
  /** The shop is closed now: Now is disabled and says why. */
  closedNow: boolean;
  busy: boolean;
  onChange: (mode: DeliveryMode) => void;
}

/** How the customer gets the order (spec §4): Now/Standard, Schedule for later, Subscription, Pickup. */
export function DeliveryModes({ mode, offersPickup, closedNow, busy, onChange }: DeliveryModesProps) {
  const { t } = useTranslation();
  const name = useId();
  const closedId = useId();
  return (
    <fieldset className="checkout-modes" aria-busy={busy || undefined}>
      <legend className="checkout-modes__legend">{t("checkout.modes.legend")}</legend>
      <div className="checkout-modes__options">
        {modes
          .filter((m) => m !== "pickup" || offersPickup)
          .map((m) => {
            const disabled = m === "now" && closedNow;
            return (
              <label key={m} className={disabled ? "checkout-mode checkout-mode--disabled" : "checkout-mode"}>
                <input
                  type="radio"
                  name={name}
                  value={m}
                  checked={mode === m}
                  disabled={disabled}
                  aria-describedby={disabled ? closedId : undefined}
                  onChange={() => onChange(m)}
                  // Choosing Schedule or Subscription again reopens its modal.
                  onClick={() => {
                    if (mode === m && (m === "later" || m === "subscribtion")) onChange(m);
                  }}
                />
                <span>{t(`checkout.modes.${m}`)}</span>
              </label>
            );
          })}
      </div>
      {closedNow ? (
        <div className="checkout-modes__closed">
          <p id={closedId}>{t("checkout.modes.closedNow")}</p>
          {mode !== "later" ? (
            <Button size="sm" variant="secondary" onClick={() => onChange("later")}>
              {t("checkout.modes.scheduleAction")}
            </Button>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
