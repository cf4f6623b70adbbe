import type { Cart } from "@dutchpot/contract";
import type { DeliveryMode } from "@dutchpot/contract/constants";
import { useTranslation } from "react-i18next";
import { TransText } from "../../../components/trans-text.tsx";
import { Button } from "../../../components/ui/button.tsx";
import type { SubscriptionChoice } from "../../../lib/checkout-choices.ts";
import { formatInstant } from "../format-time.ts";
import { CheckoutStep } from "./checkout-step.tsx";
import { DeliveryModes } from "./delivery-modes.tsx";
import { AddressRow, DropOffRow, PhoneRow, ShippingRow, SubscriptionRow } from "./shipping-rows.tsx";

export interface ShippingStepProps {
  cart: Cart;
  /** The mode the buttons show (the one being saved, else the cart's). */
  shownMode: DeliveryMode;
  /** The cart's own mode (what the rows describe). */
  cartMode: DeliveryMode;
  offersPickup: boolean;
  /** False: a pickup-only shop (only Pickup can be chosen). */
  offersDelivery: boolean;
  closedNow: boolean;
  busy: boolean;
  /** Why the last delivery change failed, when it should show here. */
  error: string | null;
  subscription: SubscriptionChoice | null;
  timeZone: string | undefined;
  /** The shop's address for a pickup, when known. */
  pickupAddress: string | null;
  /** The phone row, for a signed-in customer (`value` null when no number is saved). */
  phone: { value: string | null } | null;
  onChooseMode: (mode: DeliveryMode) => void;
  onOpen: (dialog: "wizard" | "address" | "dropoff" | "phone") => void;
}

/**
 * Checkout step 2, shipping details (spec §2): the delivery modes, then the rows of the chosen mode —
 * the booked time, the subscription, the pickup place or the address and drop-off, and the phone.
 */
export function ShippingStep(props: ShippingStepProps) {
  const { cart, cartMode, subscription, timeZone } = props;
  const { t, i18n } = useTranslation();
  return (
    <CheckoutStep id="checkout-step-shipping" step={2} title={t("checkout.shipping.title")}>
      <DeliveryModes
        mode={props.shownMode}
        offersPickup={props.offersPickup}
        offersDelivery={props.offersDelivery}
        closedNow={props.closedNow}
        busy={props.busy}
        onChange={props.onChooseMode}
      />
      {props.error ? (
        <p role="alert" className="checkout-error">
          {props.error}
        </p>
      ) : null}
      <div className="checkout-rows">
        {(cartMode === "later" || cartMode === "pickup") && cart.deliveryDateStart ? (
          <ShippingRow
            label={t("checkout.schedule.label")}
            value={<bdi>{formatInstant(cart.deliveryDateStart, timeZone, i18n.language)}</bdi>}
            action={
              // A pickup keeps the slot booked before it; choosing a time again books a delivery.
              cartMode === "later" ? (
                <Button size="sm" variant="secondary" onClick={() => props.onChooseMode("later")}>
                  {t("checkout.schedule.change")}
                </Button>
              ) : null
            }
          />
        ) : null}
        {cartMode === "subscribtion" && subscription ? (
          <SubscriptionRow choice={subscription} onChange={() => props.onOpen("wizard")} />
        ) : null}
        {cartMode === "pickup" ? (
          <ShippingRow
            label={t("checkout.pickup.label")}
            value={
              <>
                <span>
                  <TransText i18nKey="checkout.pickup.at" values={{ shop: cart.shopName }} />
                </span>
                {props.pickupAddress !== null ? (
                  <span className="checkout-row__sub">
                    <bdi>{props.pickupAddress}</bdi>
                  </span>
                ) : null}
              </>
            }
            action={null}
          />
        ) : (
          <>
            <AddressRow cart={cart} onOpen={() => props.onOpen("address")} />
            <DropOffRow cart={cart} onOpen={() => props.onOpen("dropoff")} />
          </>
        )}
        {props.phone ? <PhoneRow phone={props.phone.value} onOpen={() => props.onOpen("phone")} /> : null}
      </div>
    </CheckoutStep>
  );
}
