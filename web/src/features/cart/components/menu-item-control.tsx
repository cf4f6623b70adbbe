import type { Product } from "@dutchpot/contract";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button.tsx";
import { isolateData } from "../../../lib/format.ts";
import { useAddToCart, useChangeQuantity } from "../hooks/use-cart-mutations.ts";
import { quantityOfItem, useCartOfShop } from "../hooks/use-carts.ts";
import { ItemOptionsDialog } from "./item-options-dialog.tsx";
import { QuantityStepper } from "./quantity-stepper.tsx";
import "./menu-item-control.css";

/**
 * A menu item's cart control (spec §2 store page): items with options show Add, which opens the
 * options dialog; the others show Add, or − n + once in the shop's cart (n = its lines' sum).
 */
export function MenuItemControl({ product }: { product: Product }) {
  const { t, i18n } = useTranslation();
  const cart = useCartOfShop(product.shopId);
  // A failed call moves the counter back and says so with Retry (the hooks' notice).
  const add = useAddToCart({ notify: true });
  const change = useChangeQuantity();
  const [optionsOpen, setOptionsOpen] = useState(false);
  // The item's name in the labels, isolated on right-to-left pages.
  const name = isolateData(product.name, i18n.language);
  const addLabel = t("cart.counter.addNamed", { name });
  const box = useRef<HTMLSpanElement>(null);
  const keepFocus = useRef(false);
  const quantity = quantityOfItem(cart, product.id);
  const mode = quantity > 0 && cart ? "counter" : "add";

  // Add turns into the counter (and the counter back into Add): focus follows to the new control.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the control's kind changes
  useEffect(() => {
    if (!keepFocus.current) return;
    keepFocus.current = false;
    const buttons = box.current?.querySelectorAll("button");
    buttons?.[buttons.length - 1]?.focus();
  }, [mode]);

  // Out of stock (the shop's switch): listed, said so, and Add disabled; the server refuses it too.
  if (product.isOutOfStock) {
    return (
      <span className="cart-control cart-control--out">
        <span className="cart-control__out">{t("cart.counter.outOfStock")}</span>
        <Button size="sm" variant="secondary" disabled aria-label={t("cart.counter.outOfStockNamed", { name })}>
          {t("cart.counter.add")}
        </Button>
      </span>
    );
  }

  if (product.attributeMappings.length > 0) {
    return (
      <>
        <Button
          size="sm"
          variant="secondary"
          aria-haspopup="dialog"
          aria-label={addLabel}
          onClick={() => setOptionsOpen(true)}
        >
          {t("cart.counter.add")}
        </Button>
        {optionsOpen ? <ItemOptionsDialog product={product} open onClose={() => setOptionsOpen(false)} /> : null}
      </>
    );
  }

  const addOne = () => {
    keepFocus.current = true;
    add.mutate({ shopId: product.shopId, foodMenuId: product.id });
  };
  if (mode === "add" || !cart) {
    return (
      <span ref={box} className="cart-control">
        <Button size="sm" variant="secondary" aria-label={addLabel} loading={add.isPending} onClick={addOne}>
          {t("cart.counter.add")}
        </Button>
      </span>
    );
  }
  // An item without options has one line; the last one is the one Minus shrinks.
  const lines = cart.shoppingCartItems.filter((line) => line.foodMenuId === product.id);
  const line = lines[lines.length - 1];
  return (
    <span ref={box} className="cart-control">
      <QuantityStepper
        name={name}
        quantity={quantity}
        size="sm"
        onMore={() => (line ? change.mutate({ cart, line, delta: 1 }) : addOne())}
        onLess={() => {
          if (!line) return;
          keepFocus.current = line.quantity <= 1;
          change.mutate({ cart, line, delta: -1 });
        }}
      />
    </span>
  );
}
