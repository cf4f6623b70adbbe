import { useTranslation } from "react-i18next";
import { type BrandValues, contrastOf, lowContrast } from "./brand-rules.ts";

/** How the storefront's header and a button will look with these values (not a live page). */
export function BrandPreview({ values }: { values: BrandValues }) {
  const { t } = useTranslation();
  const color = contrastOf(values.primaryColor) === null ? "#0b5d3b" : values.primaryColor;
  const onColor = lowContrast(contrastOf(color)) ? "#1d2621" : "#ffffff";
  return (
    <aside className="brand-preview" aria-label={t("host.brand.preview")}>
      <h2 className="brand-preview__title">{t("host.brand.preview")}</h2>
      <div className="brand-preview__frame">
        <div className="brand-preview__header">
          {values.logoUrl ? (
            <img src={values.logoUrl} alt="" className="brand-preview__logo" />
          ) : (
            <span className="brand-preview__name" style={{ color }} dir="auto">
              {values.name || t("host.brand.fields.name")}
            </span>
          )}
        </div>
        <div
          className="brand-preview__hero"
          style={values.headerImageUrl ? { backgroundImage: `url("${values.headerImageUrl}")` } : undefined}
        >
          <p className="brand-preview__tagline" dir="auto">
            {values.tagline || t("host.brand.fields.tagline")}
          </p>
          <span className="brand-preview__button" style={{ background: color, color: onColor }}>
            {t("host.brand.sampleButton")}
          </span>
        </div>
      </div>
    </aside>
  );
}
