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

/** "Visa •••• 1111": the dots are hidden from screen readers, which hear "Visa ending in 1111". */
export function CardText({ brand, last4 }: { brand: string; last4: string }) {
  const { t } = useTranslation();
  const code = brand.trim().toUpperCase().replace(/\s+/g, "_");
  return (
    <span className="sub-card-name">
      <bdi>{brandNames[code] ?? brand}</bdi> <span aria-hidden="true">••••</span>{" "}
      <span className="visually-hidden">{t("payment.cards.endingIn")}</span> <bdi dir="ltr">{last4}</bdi>
    </span>
  );
}
