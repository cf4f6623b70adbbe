import type { RegisterTenantResult } from "@dutchpot/contract";
import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { paths } from "../../../config/paths.ts";
import { useTenant } from "../../../config/tenant-context.tsx";

/** 'Welcome to {brand}!' after a registration: check the inbox, the Business ID, and the console. */
export function WelcomeDialog({ result, onClose }: { result: RegisterTenantResult | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { brandName } = useTenant();
  return (
    <Dialog
      open={result !== null}
      onClose={onClose}
      title={t("partner.register.welcomeTitle", { brand: brandName })}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t("common.close")}
          </Button>
          <ButtonLink to={paths.merchant.root.href()}>{t("partner.register.goToConsole")}</ButtonLink>
        </>
      }
    >
      <p>{t("partner.register.welcomeText")}</p>
      {result ? (
        <p className="partner-dialog__id">
          {t("partner.register.businessIdIs")} <strong dir="ltr">{result.tenancyName}</strong>
        </p>
      ) : null}
    </Dialog>
  );
}
