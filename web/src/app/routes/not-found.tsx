import { useTranslation } from "react-i18next";
import { PotIllustration } from "../../components/pot-illustration.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { paths } from "../../config/paths.ts";

/** Any unknown path: 'Looks Like You Lost !' with Go Home to /customer/main (spec). */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <section className="notice" aria-labelledby="not-found-title">
        <PotIllustration className="notice__art" />
        <p className="notice__eyebrow">404</p>
        <h1 id="not-found-title">{t("notFound.title")}</h1>
        <p>{t("notFound.text")}</p>
        <div className="notice__actions">
          <ButtonLink to={paths.customer.main.href()} size="lg">
            {t("notFound.goHome")}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
