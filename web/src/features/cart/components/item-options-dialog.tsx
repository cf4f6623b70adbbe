import type { AttributeMapping, Product } from "@dutchpot/contract";
import { toCents, toDollars } from "@dutchpot/contract/constants";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatMoney } from "../../../lib/format.ts";
import { useAddToCart } from "../hooks/use-cart-mutations.ts";
import "./item-options-dialog.css";

type Choices = Record<number, number[]>;

const isSingle = (mapping: AttributeMapping) => mapping.attributeControlType === 2;

/** The pre-selected values of each attribute (a single choice keeps only its first). */
export function initialChoices(product: Product): Choices {
  return Object.fromEntries(
    product.attributeMappings.map((mapping) => {
      const preselected = mapping.attributeValues.filter((v) => v.isPreSelected).map((v) => v.id);
      return [mapping.id, isSingle(mapping) ? preselected.slice(0, 1) : preselected];
    }),
  );
}

/** Display only (spec §5): unit price plus the cost of each chosen value. The server prices the cart. */
export function runningTotal(product: Product, choices: Choices): number {
  const cents = product.attributeMappings.reduce(
    (sum, mapping) =>
      sum +
      mapping.attributeValues
        .filter((v) => choices[mapping.id]?.includes(v.id))
        .reduce((s, v) => s + toCents(v.cost), 0),
    toCents(product.unitPrice),
  );
  return toDollars(cents);
}

function OptionGroup({
  mapping,
  chosen,
  onChange,
}: {
  mapping: AttributeMapping;
  chosen: number[];
  onChange: (next: number[]) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const single = isSingle(mapping);
  return (
    <fieldset className="item-options__group">
      <legend className="item-options__prompt">
        <bdi>{mapping.textPrompt}</bdi>{" "}
        <span className="item-options__kind">
          {single ? t("cart.options.chooseOne") : t("cart.options.chooseAny")}
          {mapping.isRequired ? ` · ${t("cart.options.required")}` : ""}
        </span>
      </legend>
      {mapping.attributeValues.map((value) => (
        <label key={value.id} className="item-options__value">
          <input
            type={single ? "radio" : "checkbox"}
            name={name}
            checked={chosen.includes(value.id)}
            onChange={(event) => {
              if (single) onChange([value.id]);
              else onChange(event.target.checked ? [...chosen, value.id] : chosen.filter((id) => id !== value.id));
            }}
          />
          <bdi className="item-options__name">{value.name}</bdi>
          <span className="item-options__cost">
            {value.cost > 0 ? <bdi>+{formatMoney(value.cost)}</bdi> : t("cart.options.included")}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function OptionsForm({ product, onDone }: { product: Product; onDone: () => void }) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<Choices>(() => initialChoices(product));
  const add = useAddToCart();
  const formId = useId();
  const total = runningTotal(product, choices);
  const error = add.error
    ? add.error instanceof ApiError && add.error.message
      ? add.error.message
      : t("cart.errors.add")
    : null;
  return (
    <form
      id={formId}
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate(
          { shopId: product.shopId, foodMenuId: product.id, selectedAttributes: Object.values(choices).flat() },
          { onSuccess: onDone },
        );
      }}
    >
      {product.description ? (
        <p className="item-options__desc" dir="auto">
          {product.description}
        </p>
      ) : null}
      <p className="item-options__base">
        {t("cart.options.basePrice")} <bdi>{formatMoney(product.unitPrice)}</bdi>
      </p>
      {product.attributeMappings.map((mapping) => (
        <OptionGroup
          key={mapping.id}
          mapping={mapping}
          chosen={choices[mapping.id] ?? []}
          onChange={(next) => setChoices((current) => ({ ...current, [mapping.id]: next }))}
        />
      ))}
      {error ? (
        <p className="cart-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="item-options__footer">
        <p className="item-options__total" aria-live="polite">
          {t("cart.options.total")} <bdi>{formatMoney(total)}</bdi>
        </p>
        <Button type="submit" loading={add.isPending}>
          {t("cart.options.add")}
        </Button>
      </div>
    </form>
  );
}

/** Spec §2 "Item options dialog": the item's attributes, a running total and Add (adds to the cart and closes). */
export function ItemOptionsDialog({
  product,
  open,
  onClose,
}: {
  product: Product;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={product.name}>
      <OptionsForm product={product} onDone={onClose} />
    </Dialog>
  );
}
