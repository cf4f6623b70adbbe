import { useTranslation } from "react-i18next";
import { PotIllustration } from "../../../components/pot-illustration.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useTenant } from "../../../config/tenant-context.tsx";
import "./welcome-dialog.css";

/** Shown after every sign-in (spec: welcome popup with Explore). */
export function WelcomeDialog({
  open,
  onClose,
  onExplore,
}: {
  open: boolean;
  onClose: () => void;
  onExplore: () => void;
}) {
  const { t } = useTranslation();
  const { brandName } = useTenant();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("auth.welcome.title", { brand: brandName })}
      actions={
        <Button onClick={onExplore} block>
          {t("auth.welcome.explore")}
        </Button>
      }
    >
      <div className="auth-welcome">
        <PotIllustration className="auth-welcome__art" />
        <p>{t("auth.welcome.text")}</p>
      </div>
    </Dialog>
  );
}
