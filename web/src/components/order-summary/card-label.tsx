import type { SavedCard } from "@dutchpot/contract";
import "./order-summary.css";
import { useTranslation } from "react-i18next";

const brandNames: Record<string, string> = {
  VISA: "Visa",
  MASTERCARD: "Mastercard",
  AMERICAN_EXPRESS: "American Express",
  AMEX: "American Express",
  DISCOVER: "Discover",
  JCB: "JCB",
  INTERAC: "Interac",
};

/** The provider's brand code as people write it ("MASTERCARD" → "Mastercard"). */
export function brandName(brand: string): string {
  const code = brand.trim().toUpperCase().replace(/\s+/g, "_");
  if (brandNames[code]) return brandNames[code];
  const words = brand.trim().toLowerCase().replace(/_/g, " ");
  return words.replace(/\b\w/g, (c) => c.toUpperCase()) || brand;
}

/** "MM/YY" of a saved card's expiry. */
export function expiryOf(card: Pick<SavedCard, "expMonth" | "expYear">): string {
  return `${String(card.expMonth).padStart(2, "0")}/${String(card.expYear % 100).padStart(2, "0")}`;
}

/**
 * "Visa •••• 1111": the dots are hidden from screen readers, which hear "Visa ending in 1111". In a
 * narrow column the brand ("American Express") may wrap; the dots and digits stay together.
 */
export function CardName({ brand, last4 }: { brand: string; last4: string }) {
  const { t } = useTranslation();
  return (
    <span className="card-name">
      <bdi>{brandName(brand)}</bdi>{" "}
      <span className="card-name__number">
        <span aria-hidden="true">••••</span> <span className="visually-hidden">{t("payment.cards.endingIn")}</span>{" "}
        <bdi dir="ltr">{last4}</bdi>
      </span>
    </span>
  );
}
