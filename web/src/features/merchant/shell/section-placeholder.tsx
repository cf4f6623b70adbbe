import { useTranslation } from "react-i18next";
import type { MerchantSection } from "./merchant-nav.tsx";
import { SectionHeading } from "./section-heading.tsx";

/** A section still being built: its title and a short note (replaced by the section's own module). */
export function SectionPlaceholder({ section }: { section: MerchantSection }) {
  const { t } = useTranslation();
  const title = t(`merchantShell.nav.${section}`);
  return (
    <section aria-labelledby={`merchant-${section}-title`}>
      <SectionHeading id={`merchant-${section}-title`} title={title}>
        {title}
      </SectionHeading>
      <p>{t("merchantShell.comingSoon")}</p>
    </section>
  );
}
