import { useTranslation } from "react-i18next";
import { PotIllustration } from "../../../components/pot-illustration.tsx";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { paths } from "../../../config/paths.ts";

/** Get Help: until orders exist there is nothing to get help with (spec: 'No Previous Deliveries, Order Today!'). */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <section className="notice" aria-labelledby="help-title">
        <PotIllustration className="notice__art" />
        <h1 id="help-title">{t("help.title")}</h1>
        <p className="help-empty">
          <strong>{t("help.empty")}</strong>
        </p>
        <p>{t("help.text")}</p>
        <div className="notice__actions">
          <ButtonLink to={paths.customer.main.href()}>{t("help.cta")}</ButtonLink>
        </div>
      </section>
    </div>
  );
}
