import type { Cart, Order } from "@dutchpot/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { paths } from "../../../config/paths.ts";
import { useAuth } from "../../../lib/auth.tsx";
import { clearSubscriptionChoice, orderSubscriptionOf, readSubscriptionChoice } from "../../../lib/checkout-choices.ts";
import { formatMoney } from "../../../lib/format.ts";
import { checkEmail } from "../../../lib/validation.ts";
import { usePayer } from "../api/get-payer.ts";
import { paymentKeys } from "../api/keys.ts";
import type { PaymentRequest } from "../api/process-payment.ts";
import { CardEntry, useCanTakeCard } from "../card-entry/card-entry.tsx";
import type { CardEntryHandle } from "../card-entry/types.ts";
import { usePay } from "../hooks/use-pay.ts";
import { useSavedCards } from "../hooks/use-saved-cards.ts";
import { CardChoice, newCardChoice } from "./card-choice.tsx";
import { GuestContact } from "./guest-contact.tsx";
import { OrderSummaryPanel } from "./order-summary-panel.tsx";
import { FailedDialog, PaidDialog } from "./pay-dialogs.tsx";
import { SubscriptionNote } from "./subscription-note.tsx";
import "./payment.css";

export interface PaymentScreenProps {
  shopId: number;
  /** The owner's open cart of the shop (the cart feature's query, composed by the route). */
  cart: Cart | undefined;
  cartStatus: "pending" | "error" | "success";
  refetchCart: () => void;
  /** After an order exists: the route refreshes the carts (the paid one is closed). */
  onPaid: () => void;
}

/**
 * `/customer/payment/{storeId}` (spec 001 §2): the cart's items and amount due, a saved card or a
 * new one, and Pay. One payment attempt at a time, each with its own idempotency key (decision 009).
 */
export function PaymentScreen({ shopId, cart, cartStatus, refetchCart, onPaid }: PaymentScreenProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { isSignedIn, openAuth } = useAuth();
  const payer = usePayer();
  const saved = useSavedCards();
  const canTakeCard = useCanTakeCard();
  const entry = useRef<CardEntryHandle>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const [saveCard, setSaveCard] = useState(false);
  const [guestName, setGuestName] = useState("");
  const [guestEmail, setGuestEmail] = useState("");
  const [emailError, setEmailError] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  // The cart as paid: the route refetches the carts once the order exists, and this one is closed.
  const [paidCart, setPaidCart] = useState<Cart | null>(null);
  const subscription = readSubscriptionChoice(shopId);
  const latestCart = useRef(cart);
  latestCart.current = cart;

  const { state, pay, retry, dismiss } = usePay({
    onPaid: (_order: Order, body: PaymentRequest) => {
      // Freeze the summary as paid: the carts refetch leaves this (now closed) cart out.
      setPaidCart(latestCart.current ?? null);
      setDialogOpen(true);
      if (body.orderSubscription) clearSubscriptionChoice(shopId);
      if (body.saveCard) void queryClient.invalidateQueries({ queryKey: paymentKeys.cards() });
      onPaid();
    },
    onFailed: () => {
      setDialogOpen(true);
      // The server re-priced or re-checked the cart: show what it holds now.
      refetchCart();
    },
  });

  const shown = paidCart ?? cart;
  const cards = isSignedIn ? saved.cards : [];
  const defaultCard = cards.find((card) => card.isDefault) ?? cards[0];
  const choice = picked ?? defaultCard?.cardId ?? newCardChoice;
  const paying = state.phase === "processing";

  if (!shown) {
    if (cartStatus === "pending") {
      return (
        <div className="page payment-page" aria-busy="true">
          <h1>{t("payment.title")}</h1>
          <div role="status" aria-label={t("payment.loading")}>
            <Skeleton height={240} />
          </div>
        </div>
      );
    }
    return (
      <div className="page payment-page">
        <h1>{t("payment.title")}</h1>
        <section className="payment-panel payment-empty" aria-live="polite">
          {cartStatus === "error" ? (
            <>
              <p role="alert">{t("payment.cartFailed")}</p>
              <Button variant="secondary" onClick={refetchCart}>
                {t("payment.retry")}
              </Button>
            </>
          ) : (
            <>
              <p>{t("payment.empty")}</p>
              {Number.isInteger(shopId) && shopId > 0 ? (
                <ButtonLink to={paths.customer.store.href(shopId)}>{t("payment.backToStore")}</ButtonLink>
              ) : (
                <ButtonLink to={paths.customer.main.href()}>{t("common.browseStores")}</ButtonLink>
              )}
            </>
          )}
        </section>
      </div>
    );
  }

  const unavailable = shown.shoppingCartItems.some((line) => !line.isAvailable);
  const guestSubscribing = subscription !== null && !isSignedIn;
  const cardsLoading = isSignedIn && saved.isPending;
  const cannotPay =
    paidCart !== null ||
    unavailable ||
    guestSubscribing ||
    cardsLoading ||
    (choice === newCardChoice && !canTakeCard) ||
    shown.shoppingCartItems.length === 0;

  const prepare = async (): Promise<PaymentRequest | null> => {
    if (!isSignedIn && guestEmail.trim() !== "") {
      const problem = checkEmail(guestEmail);
      setEmailError(problem ? t(`payment.contact.errors.${problem}`) : null);
      if (problem) return null;
    }
    let sourceId = choice;
    if (choice === newCardChoice) {
      const card = await entry.current?.tokenize();
      if (!card) return null;
      sourceId = card.token;
    }
    const profile = payer.data;
    return {
      shopId,
      sourceId,
      name: isSignedIn ? (profile ? `${profile.name} ${profile.surname}`.trim() : null) : guestName.trim() || null,
      email: isSignedIn ? (profile?.emailAddress ?? null) : guestEmail.trim() || null,
      address: shown.isDelivery ? shown.deliveryAddress : null,
      saveCard: isSignedIn && choice === newCardChoice && saveCard,
      expectedAmount: shown.amountDue,
      orderSubscription: subscription ? orderSubscriptionOf(subscription) : null,
    };
  };

  const onPay = () => {
    void pay(prepare);
  };

  return (
    <div className="page payment-page">
      <nav aria-label={t("payment.breadcrumb")} className="payment-crumbs">
        <Link to={paths.customer.checkout.href(shopId)}>{t("payment.backToCheckout")}</Link>
      </nav>
      <h1>{t("payment.title")}</h1>
      <div className="payment-layout">
        <OrderSummaryPanel cart={shown} />
        <section className="payment-panel payment-method" aria-labelledby="payment-method-title">
          <h2 id="payment-method-title">{t("payment.method.title")}</h2>
          {subscription ? <SubscriptionNote choice={subscription} /> : null}
          {guestSubscribing ? (
            <div role="alert" className="payment-note payment-note--warn">
              <p>{t("payment.subscription.signIn")}</p>
              <Button size="sm" onClick={() => openAuth("signin")}>
                {t("payment.signIn")}
              </Button>
            </div>
          ) : null}
          {unavailable ? (
            <div role="alert" className="payment-note payment-note--warn">
              <p>{t("payment.unavailable")}</p>
              <Link to={paths.customer.store.href(shopId)}>{t("payment.backToStore")}</Link>
            </div>
          ) : null}
          {cardsLoading ? (
            <div role="status" aria-label={t("payment.cards.loading")}>
              <Skeleton height={96} />
            </div>
          ) : (
            <>
              {cards.length > 0 ? (
                <CardChoice cards={cards} value={choice} onChange={setPicked} disabled={paying} />
              ) : null}
              {choice === newCardChoice ? (
                <div className="payment-new-card">
                  <CardEntry ref={entry} />
                  {isSignedIn ? (
                    <label className="payment-check">
                      <input
                        type="checkbox"
                        checked={saveCard}
                        disabled={paying}
                        onChange={(e) => setSaveCard(e.target.checked)}
                      />
                      {t("payment.method.saveCard")}
                    </label>
                  ) : null}
                </div>
              ) : null}
            </>
          )}
          {isSignedIn ? null : (
            <GuestContact
              name={guestName}
              email={guestEmail}
              emailError={emailError}
              onName={setGuestName}
              onEmail={(v) => {
                setGuestEmail(v);
                if (emailError) setEmailError(null);
              }}
            />
          )}
          <Button
            size="lg"
            block
            loading={paying}
            disabled={cannotPay}
            onClick={onPay}
            aria-describedby={paying ? "payment-processing" : undefined}
          >
            {paying ? t("payment.processing") : t("payment.pay", { amount: formatMoney(shown.amountDue) })}
          </Button>
          <p id="payment-processing" role="status" className="payment-status">
            {paying ? t("payment.processingText") : ""}
          </p>
          {state.phase === "paid" ? (
            <div className="payment-note payment-note--done">
              <p>{t("payment.success.title")}</p>
              <ButtonLink to={paths.customer.order.href(state.order.id)}>{t("payment.success.track")}</ButtonLink>
            </div>
          ) : null}
        </section>
      </div>
      {state.phase === "paid" ? (
        <PaidDialog order={state.order} open={dialogOpen} onClose={() => setDialogOpen(false)} />
      ) : null}
      {state.phase === "failed" ? (
        <FailedDialog
          error={state.error}
          outcomeUnknown={state.outcomeUnknown}
          open={dialogOpen}
          onClose={() => {
            setDialogOpen(false);
            dismiss();
          }}
          onRetry={() => {
            setDialogOpen(false);
            void retry();
          }}
        />
      ) : null}
    </div>
  );
}
