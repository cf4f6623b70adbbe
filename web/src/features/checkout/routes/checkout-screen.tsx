import type { Cart, CartItem } from "@dutchpot/contract";
import type { DeliveryMode } from "@dutchpot/contract/constants";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { paths } from "../../../config/paths.ts";
import { useAuth } from "../../../lib/auth.tsx";
import {
  clearSubscriptionChoice,
  readSubscriptionChoice,
  type SubscriptionChoice,
  saveSubscriptionChoice,
} from "../../../lib/checkout-choices.ts";
import { displayPhone } from "../../../lib/phone.ts";
import { local } from "../../../lib/storage.ts";
import { type CartSink, nowChange, pickupChange, useChangeDelivery } from "../api/cart-changes.ts";
import { reasonOf } from "../api/reason.ts";
import { deliverySlotsOptions, openingHoursOptions, storeOptions } from "../api/shop-schedule.ts";
import { firstSubscriptionSlot, modeOfCart, placeOrderBlock } from "../checkout-rules.ts";
import { AccountStep } from "../components/account-step.tsx";
import { ChangeAddressDialog } from "../components/change-address-dialog.tsx";
import { CheckoutSummary } from "../components/checkout-summary.tsx";
import { EditPhoneDialog } from "../components/edit-phone-dialog.tsx";
import { PlaceOrder } from "../components/place-order.tsx";
import { type ChosenSlot, ScheduleDialog } from "../components/schedule-dialog.tsx";
import { ShippingStep } from "../components/shipping-step.tsx";
import { SubscriptionWizard } from "../components/subscription-wizard.tsx";
import { formatInstant } from "../format-time.ts";
import "../components/checkout.css";

/** The signed-in customer as step 1 shows it (the account feature's profile). */
export interface CheckoutAccount {
  name: string;
  surname: string;
  emailAddress: string;
  phoneNumber: string | null;
  phoneCountryCode: string | null;
}

export interface VerifyPhoneSlotProps {
  countryCode: string;
  phoneNumber: string;
  onClose: () => void;
  onVerified: () => void;
}

/** What other features bring to the screen; composed by `app/routes/checkout.tsx`. */
export interface CheckoutScreenProps {
  shopId: number;
  /** The owner's open cart of the shop (the cart feature's cache); undefined when there is none. */
  cart: Cart | undefined;
  cartStatus: "pending" | "error" | "ready";
  /** Puts a cart the server answered where every screen reads it. */
  onCart: CartSink;
  /** Removes one line of the cart. */
  removeLine: (line: CartItem) => Promise<unknown>;
  /** The signed-in customer's profile; null while signed out or loading. */
  account: CheckoutAccount | null;
  accountPending: boolean;
  /** The drop-off panel (the cart feature's). */
  renderDropOff: (props: { cart: Cart; onClose: () => void; onChangeAddress: () => void }) => ReactNode;
  /** The place search of the change-address modal; `onDone` once the cart has the new address. */
  renderAddressSearch: (props: { onDone: () => void }) => ReactNode;
  /** Verification of a new phone number by SMS code (the account feature's dialog). */
  renderVerifyPhone: (props: VerifyPhoneSlotProps) => ReactNode;
}

type Modal =
  | { kind: "schedule" }
  | { kind: "wizard" }
  | { kind: "timeUpdated" }
  | { kind: "address" }
  | { kind: "dropoff" }
  | { kind: "phone" }
  | { kind: "verify"; countryCode: string; phoneNumber: string };

/**
 * `/customer/checkout/{storeId}` (spec §2): step 1 account details, step 2 shipping details (the
 * delivery mode, address, drop-off and phone rows) and the order summary with tip, promotion and
 * Place Order. Every amount is the server's; choices go to the cart as they are made.
 */
export function CheckoutScreen(props: CheckoutScreenProps) {
  const { shopId, cart, cartStatus, onCart, account, accountPending } = props;
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const auth = useAuth();
  const { openAuth } = auth;
  // Spec §4: a cart fetch refused above 400 flags the session as signed out (loggedIn false,
  // fromcheckout true): checkout then asks to sign in again, whatever token is still stored.
  const isSignedIn = auth.isSignedIn && !(cartStatus === "error" && local.get("loggedIn") === "false");
  const store = useQuery(storeOptions(shopId));
  const hours = useQuery(openingHoursOptions(shopId));
  const changeDelivery = useChangeDelivery(shopId, onCart);
  const [subscription, setSubscription] = useState<SubscriptionChoice | null>(() => readSubscriptionChoice(shopId));
  const [modal, setModal] = useState<Modal | null>(null);
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const [wizardError, setWizardError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const [removingId, setRemovingId] = useState<number | null>(null);
  const [pendingMode, setPendingMode] = useState<DeliveryMode | null>(null);

  // The hours call says whether the shop is open now; the store info carries the same state.
  const openingState = hours.data?.state ?? store.data?.openingState;
  const isOpenNow = openingState?.isOpen ?? true;
  const offersPickup = store.data?.offersPickup ?? false;
  // A pickup-only shop (`offersDelivery: false`): only Pickup can be chosen (the server refuses a delivery).
  const offersDelivery = store.data?.offersDelivery !== false;
  const cartMode: DeliveryMode = cart ? modeOfCart(cart, subscription !== null) : "now";
  // The mode being saved shows at once; the cart's own mode once the server has answered.
  const shownMode: DeliveryMode =
    modal?.kind === "schedule" ? "later" : modal?.kind === "wizard" ? "subscribtion" : (pendingMode ?? cartMode);
  const block = placeOrderBlock(cart, { isSignedIn, mode: cartMode, isOpenNow });
  const changeError = changeDelivery.isError ? (reasonOf(changeDelivery.error) ?? t("checkout.modes.failed")) : null;

  // At a pickup-only shop the mode starts as pickup: a cart still set to delivery is switched once.
  const switchedToPickup = useRef(false);
  useEffect(() => {
    if (offersDelivery || !cart?.isDelivery || switchedToPickup.current) return;
    switchedToPickup.current = true;
    clearSubscriptionChoice(shopId);
    setSubscription(null);
    setPendingMode("pickup");
    changeDelivery.mutate(pickupChange, { onSettled: () => setPendingMode(null) });
  }, [offersDelivery, cart?.isDelivery, shopId, changeDelivery.mutate]);

  const forgetSubscription = () => {
    clearSubscriptionChoice(shopId);
    setSubscription(null);
  };

  const settle = { onSettled: () => setPendingMode(null) };

  /** Back to Now: no schedule, delivered (what closing the schedule or the wizard does). */
  const backToNow = () => {
    forgetSubscription();
    if (cart && (!cart.isDelivery || cart.deliveryDateStart)) {
      setPendingMode("now");
      changeDelivery.mutate(nowChange, settle);
    }
  };

  const chooseMode = (mode: DeliveryMode) => {
    changeDelivery.reset();
    if (mode === "now") backToNow();
    else if (mode === "pickup") {
      forgetSubscription();
      setPendingMode("pickup");
      changeDelivery.mutate(pickupChange, settle);
    } else if (mode === "later") {
      setScheduleError(null);
      setModal({ kind: "schedule" });
    } else if (!isSignedIn) openAuth("signin");
    else setModal({ kind: "wizard" });
  };

  const confirmSlot = (slot: ChosenSlot) => {
    setScheduleError(null);
    changeDelivery.mutate(
      { isDelivery: true, deliveryDateStart: slot.start, deliveryDateEnd: slot.end },
      {
        onSuccess: () => {
          forgetSubscription();
          setModal({ kind: "timeUpdated" });
        },
        onError: (error) => setScheduleError(reasonOf(error) ?? t("checkout.schedule.failed")),
      },
    );
  };

  /**
   * A subscription is delivered at its own times: its first delivery is booked now, on the first
   * chosen day at the chosen time that the shop can still take (the server's slots), so the first
   * order is a scheduled one — also while the shop is closed.
   */
  const subscribe = async (choice: SubscriptionChoice) => {
    setWizardError(null);
    let slot: { start: string; end: string } | null = null;
    try {
      slot = firstSubscriptionSlot(await queryClient.fetchQuery(deliverySlotsOptions(shopId)), choice);
    } catch (error) {
      setWizardError(reasonOf(error) ?? t("checkout.schedule.failed"));
      return;
    }
    if (!slot) {
      setWizardError(t("checkout.wizard.noFirstSlot"));
      return;
    }
    changeDelivery.mutate(
      { isDelivery: true, deliveryDateStart: slot.start, deliveryDateEnd: slot.end },
      {
        onSuccess: () => {
          saveSubscriptionChoice(shopId, choice);
          setSubscription(choice);
          setModal(null);
        },
        onError: (error) => setWizardError(reasonOf(error) ?? t("checkout.schedule.failed")),
      },
    );
  };

  const removeLine = (line: CartItem) => {
    setRemovingId(line.id);
    props
      .removeLine(line)
      .catch(() => undefined)
      .finally(() => setRemovingId(null));
  };

  const close = () => setModal(null);
  const phone = account?.phoneNumber ? displayPhone(account.phoneCountryCode, account.phoneNumber) : null;
  const timeZone = hours.data?.timeZone;

  const shippingStep = cart ? (
    <ShippingStep
      cart={cart}
      shownMode={shownMode}
      cartMode={cartMode}
      offersPickup={offersPickup || !cart.isDelivery}
      offersDelivery={offersDelivery}
      closedNow={!isOpenNow}
      busy={changeDelivery.isPending}
      error={modal?.kind !== "schedule" ? changeError : null}
      subscription={subscription}
      timeZone={timeZone}
      pickupAddress={store.data ? [store.data.address, store.data.city].filter(Boolean).join(", ") : null}
      phone={isSignedIn && account ? { value: phone } : null}
      onChooseMode={chooseMode}
      onOpen={(kind) => setModal({ kind })}
    />
  ) : null;

  let summary: ReactNode;
  if (cartStatus === "pending") summary = <p className="checkout-card">{t("common.loading")}</p>;
  else if (cartStatus === "error") {
    summary = (
      <p role="alert" className="checkout-card checkout-error">
        {t("checkout.cart.failed")}
      </p>
    );
  } else if (!cart || cart.shoppingCartItems.length === 0) {
    summary = (
      <section className="checkout-card checkout-empty" aria-labelledby="checkout-empty">
        <h2 id="checkout-empty" className="checkout-card__title">
          {t("checkout.cart.emptyTitle")}
        </h2>
        <p>{t("checkout.cart.emptyText")}</p>
        <ButtonLink to={paths.customer.store.href(shopId)}>{t("checkout.cart.backToStore")}</ButtonLink>
      </section>
    );
  } else {
    summary = (
      <CheckoutSummary cart={cart} onCart={onCart} onRemoveLine={removeLine} removingId={removingId}>
        <PlaceOrder
          amountDue={cart.amountDue}
          block={block}
          onPlace={() => navigate(paths.customer.payment.href(shopId))}
        />
      </CheckoutSummary>
    );
  }

  return (
    <div className="checkout">
      <h1 className="checkout__title">{t("checkout.title")}</h1>
      <div className="checkout__columns">
        <div className="checkout__steps">
          <AccountStep
            isSignedIn={isSignedIn}
            account={account}
            accountPending={accountPending}
            phone={phone}
            onAuth={openAuth}
          />
          {shippingStep}
        </div>
        <div className="checkout__summary">{summary}</div>
      </div>

      {modal?.kind === "schedule" ? (
        <ScheduleDialog
          shopId={shopId}
          current={cart?.deliveryDateStart ?? null}
          saving={changeDelivery.isPending}
          error={scheduleError}
          onConfirm={confirmSlot}
          onCancel={() => {
            close();
            if (cartMode !== "later") backToNow();
          }}
        />
      ) : null}
      {modal?.kind === "wizard" ? (
        <SubscriptionWizard
          initial={subscription}
          week={hours.data?.week}
          onSubscribe={subscribe}
          error={wizardError}
          busy={changeDelivery.isPending}
          onCancel={() => {
            setWizardError(null);
            close();
            if (cartMode !== "subscribtion") backToNow();
          }}
        />
      ) : null}
      <Dialog
        open={modal?.kind === "timeUpdated"}
        onClose={close}
        title={t("checkout.schedule.updated")}
        actions={<Button onClick={close}>{t("checkout.schedule.ok")}</Button>}
      >
        {cart?.deliveryDateStart ? (
          <p>
            {t("checkout.schedule.updatedText")}{" "}
            <bdi>{formatInstant(cart.deliveryDateStart, timeZone, i18n.language)}</bdi>
          </p>
        ) : null}
      </Dialog>
      {modal?.kind === "address" ? (
        <ChangeAddressDialog current={cart?.deliveryAddress ?? null} onClose={close}>
          {props.renderAddressSearch({ onDone: close })}
        </ChangeAddressDialog>
      ) : null}
      {modal?.kind === "dropoff" && cart
        ? props.renderDropOff({ cart, onClose: close, onChangeAddress: () => setModal({ kind: "address" }) })
        : null}
      {modal?.kind === "phone" ? (
        <EditPhoneDialog
          countryCode={account?.phoneCountryCode ?? null}
          phoneNumber={account?.phoneNumber ?? null}
          onClose={close}
          onContinue={(countryCode, phoneNumber) => setModal({ kind: "verify", countryCode, phoneNumber })}
        />
      ) : null}
      {modal?.kind === "verify"
        ? props.renderVerifyPhone({
            countryCode: modal.countryCode,
            phoneNumber: modal.phoneNumber,
            onClose: close,
            onVerified: close,
          })
        : null}
    </div>
  );
}
