import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { paths } from "../../../config/paths.ts";
import { useTenant } from "../../../config/tenant-context.tsx";
import "../components/partner-page.css";

/** `/partner/about`: the partner landing (spec §2): Log in to the merchant console, and the registration card. */
export function Component() {
  const { t } = useTranslation();
  const { brandName } = useTenant();
  return (
    <div className="partner-page">
      <section className="partner-page__hero" aria-labelledby="partner-title">
        <h1 id="partner-title" className="partner-page__title">
          {t("partner.about.title", { brand: brandName })}
        </h1>
        <p className="partner-page__lead">{t("partner.about.lead")}</p>
        <p>{t("partner.about.loginText")}</p>
        <ButtonLink to={paths.merchant.root.href()} variant="secondary">
          {t("partner.about.login")}
        </ButtonLink>
      </section>
      <section className="partner-page__card" aria-labelledby="partner-offer">
        <p id="partner-offer" className="partner-about__offer">
          {t("partner.about.offer")}
        </p>
        <p>{t("partner.about.offerText", { brand: brandName })}</p>
        <nav className="partner-about__links" aria-label={t("partner.about.registerNav")}>
          <ButtonLink to={paths.partner.joinConvenience.href()} block>
            {t("partner.about.registerStore")}
          </ButtonLink>
          <ButtonLink to={paths.partner.homeChef.href()} block variant="secondary">
            {t("partner.about.registerHomeChef")}
          </ButtonLink>
          <ButtonLink to={paths.partner.joinRider.href()} block variant="secondary">
            {t("partner.about.registerRider")}
          </ButtonLink>
        </nav>
      </section>
    </div>
  );
}
