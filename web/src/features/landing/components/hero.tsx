import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { PinIcon } from "../../../components/ui/icons.tsx";
import { paths } from "../../../config/paths.ts";
import { useTenant } from "../../../config/tenant-context.tsx";
import { FirstScreenImage, useFirstScreenHandoff } from "../../../lib/first-screen.tsx";
import "./hero.css";

/** The landing hero: brand, tagline, the address search (`addressPicker`) and the header image. */
export function Hero({ addressPicker }: { addressPicker: ReactNode }) {
  const { t } = useTranslation();
  const { brandName, tagline, headerImageUrl } = useTenant();
  const [imageFailed, setImageFailed] = useState(false);
  // The server's hero (server/src/plugins/first-screen.ts) stays until this one shows (decision 039).
  useFirstScreenHandoff(true);
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner">
        <div className="hero__copy">
          <p className="hero__eyebrow">{t("landing.hero.eyebrow")}</p>
          <h1 id="hero-title" dir="auto">
            {brandName}
          </h1>
          <p className="hero__tagline" dir="auto">
            {tagline}
          </p>
          <p className="hero__text">{t("landing.hero.text")}</p>
          <div className="hero__address">
            <h2 className="hero__address-title">
              <PinIcon />
              {t("landing.hero.addressTitle")}
            </h2>
            {addressPicker}
            <ButtonLink to={paths.customer.main.href()} variant="ghost" size="sm" className="hero__browse">
              {t("common.browseStores")}
            </ButtonLink>
          </div>
        </div>
        <div className="hero__media">
          {headerImageUrl && !imageFailed ? (
            <FirstScreenImage
              src={headerImageUrl}
              alt={t("landing.hero.imageAlt")}
              onError={() => setImageFailed(true)}
            />
          ) : (
            <div className="hero__media-fallback" aria-hidden="true" />
          )}
        </div>
      </div>
    </section>
  );
}
