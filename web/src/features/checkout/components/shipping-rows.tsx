import type { Cart } from "@dutchpot/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button.tsx";
import type { SubscriptionChoice } from "../../../lib/checkout-choices.ts";
import { formatCount, formatTime, formatWeekday } from "../format-time.ts";

/** One row of the shipping details: a label, what is set, and its action. */
export function ShippingRow({ label, value, action }: { label: string; value: ReactNode; action: ReactNode }) {
  return (
    <div className="checkout-row">
      <div className="checkout-row__text">
        <p className="checkout-row__label">{label}</p>
        <div className="checkout-row__value">{value}</div>
      </div>
      <div className="checkout-row__action">{action}</div>
    </div>
  );
}

/** The address row: 'ADD ADDRESS' when the cart has none, else the address and Change. */
export function AddressRow({ cart, onOpen }: { cart: Cart; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <ShippingRow
      label={t("checkout.address.label")}
      value={cart.deliveryAddress ? <bdi>{cart.deliveryAddress}</bdi> : t("checkout.address.none")}
      action={
        <Button size="sm" variant={cart.deliveryAddress ? "secondary" : "primary"} onClick={onOpen}>
          {cart.deliveryAddress ? t("checkout.address.change") : t("checkout.address.add")}
        </Button>
      }
    />
  );
}

/** The drop-off row: hand-off choice, apartment and instructions, edited in the drop-off panel. */
export function DropOffRow({ cart, onOpen }: { cart: Cart; onOpen: () => void }) {
  const { t } = useTranslation();
  const parts = [
    cart.leaveAtDoor ? t("checkout.dropoff.leaveAtDoor") : t("checkout.dropoff.handToMe"),
    cart.apartmentNumber ? t("checkout.dropoff.apartment", { apartment: cart.apartmentNumber }) : null,
  ].filter(Boolean);
  return (
    <ShippingRow
      label={t("checkout.dropoff.label")}
      value={
        <>
          <span>{parts.join(" · ")}</span>
          {cart.dropOffInstructions ? (
            <span className="checkout-row__sub">
              <bdi>{cart.dropOffInstructions}</bdi>
            </span>
          ) : null}
        </>
      }
      action={
        <Button size="sm" variant="secondary" onClick={onOpen} aria-label={t("checkout.dropoff.editLabel")}>
          {t("checkout.dropoff.edit")}
        </Button>
      }
    />
  );
}

/** The phone row: 'Add Mobile Number' when the profile has none, else the number and Edit. */
export function PhoneRow({ phone, onOpen }: { phone: string | null; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <ShippingRow
      label={t("checkout.phone.label")}
      value={phone ? <bdi dir="ltr">{phone}</bdi> : t("checkout.phone.none")}
      action={
        <Button
          size="sm"
          variant={phone ? "secondary" : "primary"}
          onClick={onOpen}
          aria-label={phone ? t("checkout.phone.editLabel") : undefined}
        >
          {phone ? t("checkout.phone.edit") : t("checkout.phone.add")}
        </Button>
      }
    />
  );
}

/** The subscription chosen in the wizard: days, time and duration, with Change. */
export function SubscriptionRow({ choice, onChange }: { choice: SubscriptionChoice; onChange: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <ShippingRow
      label={t("checkout.wizard.label")}
      value={t("checkout.wizard.summary", {
        days: choice.daysOfWeek.map((d) => formatWeekday(d, lang, "short")).join(t("checkout.wizard.listSeparator")),
        time: formatTime(choice.timeSlot, lang),
        duration:
          choice.weeks === null
            ? t("checkout.wizard.ongoing")
            : t("checkout.wizard.weeks", { count: choice.weeks, n: formatCount(choice.weeks, lang) }),
      })}
      action={
        <Button size="sm" variant="secondary" onClick={onChange}>
          {t("checkout.wizard.change")}
        </Button>
      }
    />
  );
}
