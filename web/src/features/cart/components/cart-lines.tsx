import type { Cart, CartItem } from "@dutchpot/contract";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChevronIcon } from "../../../components/ui/icons.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatMoney } from "../../../lib/format.ts";
import { useChangeQuantity } from "../hooks/use-cart-mutations.ts";
import { QuantityStepper } from "./quantity-stepper.tsx";

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
              <bdi>{value.textPrompt}</bdi>: <bdi>{value.name}</bdi>
            </span>
            <span>{value.cost > 0 ? <bdi>+{formatMoney(value.cost)}</bdi> : t("cart.options.included")}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function Line({ cart, line }: { cart: Cart; line: CartItem }) {
  const { t } = useTranslation();
  const toast = useToast();
  const change = useChangeQuantity();
  const onError = (error: unknown) =>
    toast.show({
      tone: "error",
      durationMs: 3000,
      message: error instanceof ApiError && error.message ? error.message : t("cart.errors.change"),
    });
  return (
    <li className="cart-line">
      <div>
        <p className="cart-line__name">
          <bdi>{line.foodMenu.name}</bdi>
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
          name={line.foodMenu.name}
          quantity={line.quantity}
          size="sm"
          onLess={() => change.mutate({ cart, line, delta: -1 }, { onError })}
          onMore={() => change.mutate({ cart, line, delta: 1 }, { onError })}
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
