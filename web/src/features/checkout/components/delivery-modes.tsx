import type { DeliveryMode } from "@dutchpot/contract/constants";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button.tsx";

const modes: DeliveryMode[] = ["now", "later", "subscribtion", "pickup"];

export interface DeliveryModesProps {
  mode: DeliveryMode;
  offersPickup: boolean;
  /** False: the shop is pickup only, so Now, Later and Subscription are disabled and say why. */
  offersDelivery: boolean;
  /** The shop is closed now: Now is disabled and says why. */
  closedNow: boolean;
  busy: boolean;
  onChange: (mode: DeliveryMode) => void;
}

/** How the customer gets the order (spec §4): Now/Standard, Schedule for later, Subscription, Pickup. */
export function DeliveryModes({ mode, offersPickup, offersDelivery, closedNow, busy, onChange }: DeliveryModesProps) {
  const { t } = useTranslation();
  const name = useId();
  const closedId = useId();
  const pickupOnlyId = useId();
  return (
    <fieldset className="checkout-modes" aria-busy={busy || undefined}>
      <legend className="checkout-modes__legend">{t("checkout.modes.legend")}</legend>
      <div className="checkout-modes__options">
        {modes
          .filter((m) => m !== "pickup" || offersPickup || !offersDelivery)
          .map((m) => {
            const noDelivery = m !== "pickup" && !offersDelivery;
            const disabled = noDelivery || (m === "now" && closedNow);
            const describedBy = noDelivery ? pickupOnlyId : disabled ? closedId : undefined;
            return (
              <label key={m} className={disabled ? "checkout-mode checkout-mode--disabled" : "checkout-mode"}>
                <input
                  type="radio"
                  name={name}
                  value={m}
                  checked={mode === m}
                  disabled={disabled}
                  aria-describedby={describedBy}
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
      {!offersDelivery ? (
        <div className="checkout-modes__closed">
          <p id={pickupOnlyId}>{t("checkout.modes.pickupOnly")}</p>
        </div>
      ) : closedNow ? (
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
