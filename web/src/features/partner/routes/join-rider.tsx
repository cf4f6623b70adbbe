import { useTranslation } from "react-i18next";
import { useTenant } from "../../../config/tenant-context.tsx";
import { PartnerPage } from "../components/partner-page.tsx";
import { RiderForm } from "../components/rider-form.tsx";

/** `/partner/joinrider`: 'Become a {brand} Rider' with the rider form. */
export function Component() {
  const { t } = useTranslation();
  const { brandName } = useTenant();
  return (
    <PartnerPage
      title={t("partner.rider.title", { brand: brandName })}
      lead={t("partner.rider.lead")}
      benefits={[t("partner.rider.benefitHours"), t("partner.rider.benefitPay"), t("partner.rider.benefitVehicle")]}
      formTitle={t("partner.rider.formTitle")}
    >
      <RiderForm />
    </PartnerPage>
  );
}
