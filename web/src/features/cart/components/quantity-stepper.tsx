import { useTranslation } from "react-i18next";
import "./quantity-stepper.css";

/**
 * − quantity + for one item; the group and both buttons are named after it ("Remove one Oxtail Dinner,
 * Size: Large"), so each counter and each button is told apart out of context. `name` is ready to
 * read: its data text already isolated on right-to-left pages (`isolateData`).
 */
export function QuantityStepper({
  name,
  quantity,
  onLess,
  onMore,
  size = "md",
}: {
  name: string;
  quantity: number;
  onLess: () => void;
  onMore: () => void;
  size?: "sm" | "md";
}) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of stepper buttons, not a form fieldset
    <div className={`cart-qty cart-qty--${size}`} role="group" aria-label={t("cart.counter.quantityOf", { name })}>
      <button type="button" className="cart-qty__btn" aria-label={t("cart.counter.less", { name })} onClick={onLess}>
        <span aria-hidden="true">−</span>
      </button>
      <output className="cart-qty__value" aria-live="polite">
        {quantity}
      </output>
      <button type="button" className="cart-qty__btn" aria-label={t("cart.counter.more", { name })} onClick={onMore}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
