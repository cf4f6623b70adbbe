import type { Product } from "@dutchpot/contract";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button.tsx";
import { formatMenuPrice } from "../../../lib/format.ts";
import { usePickedQuantity } from "../hooks/use-picked-quantities.ts";
import { ProductOptionsDialog } from "./product-options-dialog.tsx";

/** Add, or − n + once picked (items without options); Add opening the options for the others. */
function AddControl({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { quantity, increment, decrement } = usePickedQuantity(product.id);
  const [optionsOpen, setOptionsOpen] = useState(false);
  if (product.attributeMappings.length > 0) {
    return (
      <>
        <Button
          size="sm"
          variant="secondary"
          aria-haspopup="dialog"
          aria-label={t("discovery.product.addNamed", { name: product.name })}
          onClick={() => setOptionsOpen(true)}
        >
          {t("discovery.product.add")}
        </Button>
        <ProductOptionsDialog product={product} open={optionsOpen} onClose={() => setOptionsOpen(false)} />
      </>
    );
  }
  if (quantity === 0) {
    return (
      <Button
        size="sm"
        variant="secondary"
        aria-label={t("discovery.product.addNamed", { name: product.name })}
        onClick={increment}
      >
        {t("discovery.product.add")}
      </Button>
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of stepper buttons, not a form fieldset
    <div className="qty" role="group" aria-label={t("discovery.product.quantityOf", { name: product.name })}>
      <button type="button" className="qty__btn" aria-label={t("discovery.product.less")} onClick={decrement}>
        −
      </button>
      <output className="qty__value" aria-live="polite">
        {quantity}
      </output>
      <button type="button" className="qty__btn" aria-label={t("discovery.product.more")} onClick={increment}>
        +
      </button>
    </div>
  );
}

export function ProductCard({ product, headingLevel = 3 }: { product: Product; headingLevel?: 3 | 4 }) {
  const titleId = useId();
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <article className="product-card" aria-labelledby={titleId}>
      {product.imageUrl && !imageFailed ? (
        <img
          className="product-card__image"
          src={product.imageUrl}
          alt=""
          loading="lazy"
          onError={() => setImageFailed(true)}
        />
      ) : (
        <span className="product-card__image product-card__image--empty" aria-hidden="true" />
      )}
      <div className="product-card__body">
        <Heading id={titleId} className="product-card__name">
          {product.name}
        </Heading>
        {product.description ? <p className="product-card__desc">{product.description}</p> : null}
        <div className="product-card__foot">
          <span className="product-card__price">{formatMenuPrice(product.unitPrice)}</span>
          <AddControl product={product} />
        </div>
      </div>
    </article>
  );
}

/** Placeholder card while the menu loads. */
export function ProductCardSkeleton() {
  return (
    <div className="product-card product-card--skeleton" aria-hidden="true">
      <span className="product-card__image skeleton" />
      <div className="product-card__body">
        <span className="skeleton skeleton--text" style={{ width: "70%" }} />
        <span className="skeleton skeleton--text" style={{ width: "95%" }} />
        <span className="skeleton skeleton--text" style={{ width: "40%" }} />
      </div>
    </div>
  );
}
