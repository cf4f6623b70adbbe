import { type Ref, useId, useImperativeHandle, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../components/ui/text-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { tokenizeCard } from "../api/tokenize-card.ts";
import {
  type CardProblem,
  checkCardNumber,
  checkCvv,
  checkExpiry,
  checkPostalCode,
  digitsOf,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
} from "./card-fields.ts";
import type { CardEntryHandle } from "./types.ts";

type Field = "number" | "expiry" | "cvv" | "postalCode";
const fields: Field[] = ["number", "expiry", "cvv", "postalCode"];

export interface TestCard {
  number: string;
  outcome: string;
  brand: string;
}

function TestCardsHint({ cards }: { cards: readonly TestCard[] }) {
  const { t } = useTranslation();
  return (
    <details className="card-entry__hint">
      <summary>{t("payment.card.testCards.title")}</summary>
      <p>{t("payment.card.testCards.text")}</p>
      <ul>
        {cards.map((card) => (
          <li key={card.number}>
            <bdi className="card-entry__test-number">{card.number}</bdi>
            <span>{t(`payment.card.testCards.outcomes.${card.outcome}`, { defaultValue: card.outcome })}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The sandbox provider's card form: number, expiry, security code and postal code, checked here
 * and then tokenized by `Payments.TokenizeCard`. The number is only ever sent to that call.
 */
export function SandboxCardForm({ ref, testCards }: { ref?: Ref<CardEntryHandle>; testCards: readonly TestCard[] }) {
  const { t } = useTranslation();
  const formId = useId();
  const [values, setValues] = useState<Record<Field, string>>({ number: "", expiry: "", cvv: "", postalCode: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, CardProblem>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const check = (next: Record<Field, string>): Partial<Record<Field, CardProblem>> => {
    const found: Partial<Record<Field, CardProblem>> = {};
    const problems: [Field, CardProblem | null][] = [
      ["number", checkCardNumber(next.number)],
      ["expiry", checkExpiry(next.expiry)],
      ["cvv", checkCvv(next.cvv)],
      ["postalCode", checkPostalCode(next.postalCode)],
    ];
    for (const [field, problem] of problems) if (problem) found[field] = problem;
    return found;
  };

  useImperativeHandle(ref, () => ({
    async tokenize() {
      setFailure(null);
      const found = check(values);
      setErrors(found);
      const first = fields.find((field) => found[field]);
      if (first) {
        inputs.current[first]?.focus();
        return null;
      }
      const expiry = parseExpiry(values.expiry);
      if (!expiry) return null;
      try {
        const card = await tokenizeCard({
          cardNumber: digitsOf(values.number),
          expiryMonth: expiry.month,
          expiryYear: expiry.year,
          cvv: values.cvv.trim(),
          postalCode: values.postalCode.trim() || undefined,
        });
        return { token: card.token, brand: card.brand, last4: card.last4 };
      } catch (error) {
        setFailure(
          error instanceof ApiError && error.status > 0 ? error.message : t("payment.card.errors.unreachable"),
        );
        return null;
      }
    },
  }));

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its error as soon as it is valid.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: check({ ...values, [field]: value })[field] }));
  };
  const errorOf = (field: Field) => (errors[field] ? t(`payment.card.errors.${errors[field]}`) : null);
  const bind = (field: Field) => ({
    ref: (element: HTMLInputElement | null) => {
      inputs.current[field] = element;
    },
    value: values[field],
    error: errorOf(field),
  });

  return (
    <fieldset className="card-entry" aria-describedby={failure ? `${formId}-failure` : undefined}>
      <legend className="card-entry__legend">{t("payment.card.legend")}</legend>
      <TextField
        {...bind("number")}
        label={t("payment.card.number")}
        className="card-entry__number"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 1234 1234 1234"
        dir="ltr"
        onChange={(event) => change("number", formatCardNumber(event.target.value))}
      />
      <div className="card-entry__row">
        <TextField
          {...bind("expiry")}
          label={t("payment.card.expiry")}
          hint={t("payment.card.expiryHint")}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          dir="ltr"
          onChange={(event) => change("expiry", formatExpiry(event.target.value))}
        />
        <TextField
          {...bind("cvv")}
          label={t("payment.card.cvv")}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          dir="ltr"
          onChange={(event) => change("cvv", digitsOf(event.target.value))}
        />
        <TextField
          {...bind("postalCode")}
          label={t("payment.card.postalCode")}
          hint={t("payment.card.optional")}
          autoComplete="postal-code"
          maxLength={10}
          dir="ltr"
          onChange={(event) => change("postalCode", event.target.value.toUpperCase())}
        />
      </div>
      {failure ? (
        <p id={`${formId}-failure`} role="alert" className="card-entry__failure">
          {failure}
        </p>
      ) : null}
      <TestCardsHint cards={testCards} />
    </fieldset>
  );
}
