import type { Product } from "@dutchpot/contract";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { formatMenuPrice } from "../../../lib/format.ts";

/**
 * The item's options, read-only: choosing them and adding to the order arrive with the cart. Says so
 * plainly rather than pretending to add anything.
 */
export function ProductOptionsDialog({
  product,
  open,
  onClose,
}: {
  product: Product;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={product.name}
      actions={<Button onClick={onClose}>{t("common.close")}</Button>}
    >
      <p className="options__price">{t("discovery.product.from", { price: formatMenuPrice(product.unitPrice) })}</p>
      <p className="options__note">{t("discovery.product.orderingSoon")}</p>
      {product.attributeMappings.map((mapping) => (
        <section key={mapping.id} className="options__group" aria-labelledby={`opt-${product.id}-${mapping.id}`}>
          <h3 id={`opt-${product.id}-${mapping.id}`} className="options__prompt">
            {mapping.textPrompt}{" "}
            <span className="options__kind">
              {mapping.attributeControlType === 2 ? t("discovery.product.chooseOne") : t("discovery.product.chooseAny")}
            </span>
          </h3>
          <ul className="options__values">
            {mapping.attributeValues.map((value) => (
              <li key={value.id}>
                <span>
                  {value.name}
                  {value.isPreSelected ? (
                    <span className="options__default"> · {t("discovery.product.default")}</span>
                  ) : null}
                </span>
                <span>{value.cost > 0 ? `+${formatMenuPrice(value.cost)}` : t("discovery.product.included")}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Dialog>
  );
}
