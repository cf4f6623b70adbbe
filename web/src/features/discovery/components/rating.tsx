import { useTranslation } from "react-i18next";
import "./rating.css";

/** "★ 4.6" with a spoken label. */
export function Rating({ value }: { value: number }) {
  const { t } = useTranslation();
  return (
    <span className="rating" role="img" aria-label={t("discovery.store.rating", { rating: value.toFixed(1) })}>
      <span aria-hidden="true">★</span> {value.toFixed(1)}
    </span>
  );
}
