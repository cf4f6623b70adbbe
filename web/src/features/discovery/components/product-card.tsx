import type { Product } from "@dutchpot/contract";
import { type ReactNode, useId, useState } from "react";
import { formatMenuPrice } from "../../../lib/format.ts";
import "./product-card.css";

/**
 * A menu item: image, name, description, price, and the cart's control for it (`action`, given by
 * the route, which composes the discovery and cart features).
 */
export function ProductCard({
  product,
  action,
  headingLevel = 3,
}: {
  product: Product;
  action?: ReactNode;
  headingLevel?: 3 | 4;
}) {
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
        <Heading id={titleId} className="product-card__name" dir="auto">
          {product.name}
        </Heading>
        {product.description ? (
          <p className="product-card__desc" dir="auto">
            {product.description}
          </p>
        ) : null}
        <div className="product-card__foot">
          <span className="product-card__price">{formatMenuPrice(product.unitPrice)}</span>
          {action}
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
