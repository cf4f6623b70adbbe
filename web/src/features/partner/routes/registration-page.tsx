import type { PartnerShopKind } from "@dutchpot/contract";
import { useTranslation } from "react-i18next";
import { useTenant } from "../../../config/tenant-context.tsx";
import type { AddressFieldSlot } from "../components/address-field.tsx";
import { PartnerPage } from "../components/partner-page.tsx";
import { RegistrationForm } from "../components/registration-form.tsx";

/**
 * `/partner/joinconvenience` and `/partner/homechef` (same layout): 'Register With {brand}' and the
 * registration form; `app/routes/` passes the address search.
 */
export function RegistrationPage({
  shopKind,
  AddressField,
}: {
  shopKind: PartnerShopKind;
  AddressField?: AddressFieldSlot;
}) {
  const { t } = useTranslation();
  const { brandName } = useTenant();
  const kind = shopKind === "homeChef" ? "homeChef" : "convenience";
  return (
    <PartnerPage
      title={t("partner.register.title", { brand: brandName })}
      lead={t(`partner.register.lead.${kind}`)}
      benefits={[
        t("partner.register.benefitCommission"),
        t("partner.register.benefitConsole"),
        t("partner.register.benefitLive"),
      ]}
      formTitle={t(`partner.register.formTitle.${kind}`)}
    >
      <RegistrationForm shopKind={shopKind} AddressField={AddressField} />
    </PartnerPage>
  );
}
