import type { Order } from "@dutchpot/contract";
import { orderLimits, orderStatus } from "@dutchpot/contract/constants";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRefusalText } from "../../../components/order-summary/refusal-text.ts";
import { Button } from "../../../components/ui/button.tsx";
import { intlLocale } from "../../../lib/dates.ts";
import { useRateOrder } from "../api/order-actions.ts";

const stars = Array.from(
  { length: orderLimits.ratingMax - orderLimits.ratingMin + 1 },
  (_, i) => orderLimits.ratingMin + i,
);

/** The rating given: its stars (read as "4 out of 5") and comment. Focused when `focus` (just sent from here). */
function GivenRating({ rating, focus }: { rating: NonNullable<Order["rating"]>; focus: boolean }) {
  const { t, i18n } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The submit button went with the form: focus (and the screen reader) goes to what replaced it.
    if (focus) heading.current?.focus();
  }, [focus]);
  const number = new Intl.NumberFormat(intlLocale(i18n.language));
  return (
    <section className="order-rating" aria-labelledby="order-rating-title">
      <h2 id="order-rating-title" ref={heading} tabIndex={-1}>
        {t("orders.rate.yourRating")}
      </h2>
      <p className="order-rating__stars">
        <span aria-hidden="true">{"★".repeat(rating.stars) + "☆".repeat(orderLimits.ratingMax - rating.stars)}</span>{" "}
        <span>
          {t("orders.rate.given", {
            count: rating.stars,
            n: number.format(rating.stars),
            max: number.format(orderLimits.ratingMax),
          })}
        </span>
      </p>
      {rating.comment ? (
        <p className="order-rating__comment">
          <bdi>{rating.comment}</bdi>
        </p>
      ) : null}
    </section>
  );
}

/**
 * "Rate your order" once it was delivered or picked up: 1–5 stars as a radio group with labels and
 * an optional comment, sent once; afterwards the rating given.
 */
export function RateOrder({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const explain = useRefusalText();
  const commentId = useId();
  const [sent, setSent] = useState(false);
  const [chosen, setChosen] = useState<number | null>(null);
  const [comment, setComment] = useState("");
  const [missing, setMissing] = useState(false);
  const rate = useRateOrder();
  // A second submit before the first re-render (a double click) must not send again.
  const sending = useRef(false);
  if (order.rating) return <GivenRating rating={order.rating} focus={sent} />;
  if (order.orderStatus !== orderStatus.delivered && order.orderStatus !== orderStatus.pickedUp) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    if (chosen === null) {
      setMissing(true);
      return;
    }
    const text = comment.trim();
    sending.current = true;
    rate.mutate(
      { id: order.id, stars: chosen, comment: text === "" ? null : text },
      {
        onSuccess: () => setSent(true),
        onError: () => {
          sending.current = false;
        },
      },
    );
  };
  const error = missing
    ? t("orders.rate.chooseStars")
    : rate.isError
      ? explain(rate.error, t("orders.rate.failed"))
      : null;
  const number = new Intl.NumberFormat(intlLocale(i18n.language));
  return (
    <form className="order-rating" aria-labelledby="order-rate-title" onSubmit={submit} noValidate>
      <h2 id="order-rate-title">{t("orders.rate.title")}</h2>
      <fieldset className="order-rating__stars-field" aria-invalid={missing || undefined}>
        <legend>{t("orders.rate.stars")}</legend>
        <div className="order-rating__choices">
          {stars.map((n) => (
            <label
              key={n}
              className={`order-rating__star${chosen !== null && n <= chosen ? " order-rating__star--on" : ""}`}
            >
              <input
                type="radio"
                name="stars"
                value={n}
                checked={chosen === n}
                onChange={() => {
                  setChosen(n);
                  setMissing(false);
                }}
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{t("orders.rate.starLabel", { count: n, n: number.format(n) })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={commentId}>{t("orders.rate.comment")}</label>
      <textarea
        id={commentId}
        className="order-rating__comment-field"
        dir="auto"
        rows={3}
        maxLength={orderLimits.ratingCommentMaxLength}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      {error ? (
        <p role="alert" className="order-error">
          {error}
        </p>
      ) : null}
      <Button type="submit" loading={rate.isPending}>
        {t("orders.rate.submit")}
      </Button>
    </form>
  );
}
