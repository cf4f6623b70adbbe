import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "../../../components/ui/dialog.tsx";

/**
 * Change address (spec §2 modals): the place search, composed in by the route (the header's
 * search and geocoding), inside a dialog. `children` closes the dialog once the cart has the address.
 */
export function ChangeAddressDialog({
  current,
  onClose,
  children,
}: {
  current: string | null;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} title={t("checkout.address.title")}>
      <div className="checkout-address">
        {current ? (
          <p className="checkout-address__current">
            {t("checkout.address.current")} <bdi>{current}</bdi>
          </p>
        ) : null}
        {children}
      </div>
    </Dialog>
  );
}
