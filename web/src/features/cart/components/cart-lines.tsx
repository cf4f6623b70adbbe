import type { Cart, CartItem } from "@dutchpot/contract";
import type { TFunction } from "i18next";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChosenOption, groupLabel } from "../../../components/order-summary/chosen-options.tsx";
import { ChevronIcon } from "../../../components/ui/icons.tsx";
import { intlLocale } from "../../../lib/dates.ts";
import { formatMoney, isolateData } from "../../../lib/format.ts";
import { cachedListFormat } from "../../../lib/intl-cache.ts";
import { useChangeQuantity } from "../hooks/use-cart-mutations.ts";
import { QuantityStepper } from "./quantity-stepper.tsx";
import "./cart-lines.css";

function SelectedOptions({ line }: { line: CartItem }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (line.selectedAttributes.length === 0) return null;
  return (
    <>
      <button
        type="button"
        className="cart-line__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        {t("cart.line.options", { count: line.selectedAttributes.length })}
        <ChevronIcon direction="end" />
      </button>
      <ul id={listId} className="cart-line__options" hidden={!open}>
        {line.selectedAttributes.map(({ productAttributeValue: value }) => (
          <li key={value.id}>
            <span>
              <ChosenOption option={{ group: value.textPrompt, value: value.name }} />
            </span>
            <span>{value.cost > 0 ? <bdi>+{formatMoney(value.cost)}</bdi> : t("cart.options.included")}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The line's name for its counter, said as the summaries say it: the item, then each chosen option
 * after its group ("Jerk Chicken Dinner, Size: Large, Sides: Fries"), so two lines of one item with
 * different options are told apart. Each name and value is isolated on right-to-left pages, and the
 * list takes the language's separators (`ChosenOptions`' list format).
 */
function lineName(line: CartItem, t: TFunction, language: string): string {
  const options = line.selectedAttributes.map(({ productAttributeValue: value }) =>
    t("cart.counter.option", {
      group: isolateData(groupLabel(value.textPrompt), language),
      value: isolateData(value.name, language),
    }),
  );
  const item = isolateData(line.foodMenu.name, language);
  if (options.length === 0) return item;
  const list = cachedListFormat(intlLocale(language), { type: "unit", style: "short" });
  return t("cart.counter.lineName", { item, options: list.format(options) });
}

/**
 * Where focus goes when Minus removes a line (its counter disappears with it): the next line's
 * counter, else the previous one's, else the dialog's first button (the sidebar's Close), else the page.
 */
function focusAfterRemoving(item: HTMLElement | null) {
  if (!item) return;
  const sibling = item.nextElementSibling ?? item.previousElementSibling;
  const target =
    sibling?.querySelector<HTMLElement>(".cart-qty__btn") ??
    item.closest("[role='dialog']")?.querySelector<HTMLElement>("button") ??
    document.getElementById("main");
  window.requestAnimationFrame(() => target?.focus());
}

function Line({ cart, line }: { cart: Cart; line: CartItem }) {
  const { t, i18n } = useTranslation();
  const itemRef = useRef<HTMLLIElement>(null);
  // A failed change moves the counter back and says so with Retry (the hook's notice).
  const change = useChangeQuantity();
  return (
    <li className="cart-line" ref={itemRef}>
      <div>
        <p className="cart-line__name" dir="auto">
          {line.foodMenu.name}
        </p>
        <p className="cart-line__unit">
          {t("cart.line.each")} <bdi>{formatMoney(line.foodMenu.unitPrice)}</bdi>
        </p>
      </div>
      <span className="cart-line__price">
        <span className="visually-hidden">{t("cart.line.price")} </span>
        <bdi>{formatMoney(line.price)}</bdi>
      </span>
      <div className="cart-line__controls">
        <QuantityStepper
          name={lineName(line, t, i18n.language)}
          quantity={line.quantity}
          size="sm"
          onLess={() => {
            if (line.quantity <= 1) focusAfterRemoving(itemRef.current);
            change.mutate({ cart, line, delta: -1 });
          }}
          onMore={() => change.mutate({ cart, line, delta: 1 })}
        />
        <SelectedOptions line={line} />
      </div>
    </li>
  );
}

/** A cart's lines: name, price, a counter and the chosen options (expandable, with their costs). */
export function CartLines({ cart }: { cart: Cart }) {
  return (
    <ul className="cart-lines">
      {cart.shoppingCartItems.map((line) => (
        <Line key={line.id} cart={cart} line={line} />
      ))}
    </ul>
  );
}
