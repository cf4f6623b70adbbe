import { useTranslation } from "react-i18next";
import { PotIllustration } from "../../components/pot-illustration.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { paths } from "../../config/paths.ts";
import { useRouteHandle } from "../layout/route-handle.ts";

/** Stand-in for screens that later issues build: the screen's title and a way back to the stores. */
export function Component() {
  const { t } = useTranslation();
  const { titleKey } = useRouteHandle();
  return (
    <div className="page">
      <section className="notice" aria-labelledby="coming-soon-title">
        <PotIllustration className="notice__art" />
        <p className="notice__eyebrow">{t("comingSoon.eyebrow")}</p>
        <h1 id="coming-soon-title">{titleKey ? t(titleKey) : t("comingSoon.eyebrow")}</h1>
        <p>{t("comingSoon.text")}</p>
        <div className="notice__actions">
          <ButtonLink to={paths.customer.main.href()}>{t("common.browseStores")}</ButtonLink>
          <ButtonLink to={paths.home.href()} variant="secondary">
            {t("common.backHome")}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
