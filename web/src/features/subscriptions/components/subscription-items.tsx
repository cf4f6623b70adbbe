import type { Subscription } from "@dutchpot/contract";
import { useTranslation } from "react-i18next";
import { countText } from "../format.ts";

/** What each delivery brings: image, name, options and quantity (re-priced at each delivery). */
export function SubscriptionItems({ items }: { items: Subscription["items"] }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="sub-items">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the same item may come twice with other options
        <li key={`${item.foodMenuId ?? "gone"}-${index}`} className="sub-items__line">
          {item.imageUrl ? (
            <img className="sub-items__image" src={item.imageUrl} alt="" />
          ) : (
            <span className="sub-items__image sub-items__image--none" aria-hidden="true" />
          )}
          <div className="sub-items__text">
            <p className="sub-items__name">
              <bdi>{item.name}</bdi>
            </p>
            {item.selectedAttributes.length > 0 ? (
              <p className="sub-muted">
                <bdi>{item.selectedAttributes.map((a) => a.name).join(t("checkout.wizard.listSeparator"))}</bdi>
              </p>
            ) : null}
          </div>
          <p className="sub-items__qty">
            {t("subscriptions.detail.quantity", { n: countText(item.quantity, i18n.language) })}
          </p>
        </li>
      ))}
    </ul>
  );
}
