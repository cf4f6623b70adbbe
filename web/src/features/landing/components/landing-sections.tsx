import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { paths } from "../../../config/paths.ts";
import { useTenant } from "../../../config/tenant-context.tsx";
import "./landing-sections.css";

function Section({
  id,
  title,
  tone,
  children,
}: {
  id: string;
  title: string;
  tone?: "alt" | "green";
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      className={`landing-section${tone ? ` landing-section--${tone}` : ""}`}
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
    >
      <div className="landing-section__inner">
        <h2 id={`${id}-title`}>{title}</h2>
        {children}
      </div>
    </section>
  );
}

const reasons = ["local", "fair", "fresh", "choice"] as const;
const reasonIcons: Record<(typeof reasons)[number], string> = {
  local: "M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z",
  fair: "M4 12h16M12 4v16M7 7l10 10",
  fresh: "M12 3c3 4 6 6 6 10a6 6 0 0 1-12 0c0-4 3-6 6-10z",
  choice: "M4 7h10l-3-3M20 17H10l3 3",
};

/** The marketing sections; `shopTypes` (the store lists by kind) sits in the food delivery section. */
export function LandingSections({ shopTypes }: { shopTypes?: ReactNode }) {
  const { t } = useTranslation();
  const { brandName } = useTenant();
  return (
    <>
      <Section id="about" title={t("landing.about.title")}>
        <div className="landing-columns">
          <p className="landing-lead">{t("landing.about.p1", { brand: brandName })}</p>
          <p>{t("landing.about.p2", { brand: brandName })}</p>
        </div>
      </Section>
      <Section id="why" title={t("landing.why.title")} tone="alt">
        <ul className="reasons">
          {reasons.map((reason) => (
            <li key={reason} className="reason">
              <svg viewBox="0 0 24 24" className="reason__icon" aria-hidden="true" focusable="false">
                <path
                  d={reasonIcons[reason]}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              <h3>{t(`landing.why.${reason}Title`)}</h3>
              <p>{t(`landing.why.${reason}Text`)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="subscriptions" title={t("landing.subscriptions.title")}>
        <div className="landing-columns">
          <p className="landing-lead">{t("landing.subscriptions.text")}</p>
          <ul className="checklist">
            <li>{t("landing.subscriptions.point1")}</li>
            <li>{t("landing.subscriptions.point2")}</li>
            <li>{t("landing.subscriptions.point3")}</li>
          </ul>
        </div>
      </Section>
      <Section id="catering" title={t("landing.catering.title")} tone="green">
        <p className="landing-lead">{t("landing.catering.text")}</p>
        <ButtonLink to={paths.customer.main.href()} variant="accent" size="lg">
          {t("landing.catering.cta")}
        </ButtonLink>
      </Section>
      <Section id="delivery" title={t("landing.delivery.title")}>
        <p className="landing-lead">{t("landing.delivery.text")}</p>
        {shopTypes}
        <ButtonLink to={paths.customer.main.href()} size="lg">
          {t("landing.delivery.cta")}
        </ButtonLink>
      </Section>
    </>
  );
}
