import type { StoreSummary } from "@dutchpot/contract";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { Carousel } from "../../../components/ui/carousel.tsx";
import { paths } from "../../../config/paths.ts";
import { formatDeliveryTime, formatMenuPrice, isolateData } from "../../../lib/format.ts";
import { storeCardProductSlides } from "../constants.ts";
import { OpeningBadge } from "./opening-badge.tsx";
import { Rating } from "./rating.tsx";
import { StoreLogo } from "./store-logo.tsx";
import "./store-card.css";

/**
 * A nearby store (spec §2 map screen): name, rating, delivery time, open now or when it opens,
 * product slider, Delivery, and Pickup where the store offers it.
 */
export function StoreCard({ store, headingLevel = 2 }: { store: StoreSummary; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const storeHref = paths.customer.store.href(store.shopId);
  const { rating } = store.shopDetails.tenant;
  return (
    <article className="store-card" aria-labelledby={titleId}>
      <div className="store-card__head">
        <StoreLogo url={store.logoUrl} name={store.businessName} />
        <div className="store-card__title">
          <Heading id={titleId} className="store-card__name" dir="auto">
            {store.businessName}
          </Heading>
          <p className="store-card__meta">
            <Rating value={rating} />
            <span aria-hidden="true">·</span>
            <bdi>
              {t("discovery.store.deliveryTime", {
                time: formatDeliveryTime(t, i18n.language, store.shopDetails.tenant),
              })}
            </bdi>
            {store.distanceKm !== null ? (
              <>
                <span aria-hidden="true">·</span>
                <span>{t("discovery.store.distance", { km: store.distanceKm.toFixed(1) })}</span>
              </>
            ) : null}
          </p>
          <OpeningBadge state={store.openingState} timeZone={store.timeZone} />
        </div>
      </div>
      {store.productsInShop.length > 0 ? (
        <Carousel
          title={t("discovery.store.productsOf", { store: isolateData(store.businessName, i18n.language) })}
          hideTitle
          headingLevel={headingLevel === 2 ? 3 : 4}
          compact
          slidesPerView={storeCardProductSlides}
        >
          {store.productsInShop.map((product) => (
            <div key={product.id} className="mini-product">
              {product.imageUrl ? (
                <img src={product.imageUrl} alt="" loading="lazy" />
              ) : (
                <span className="mini-product__ph" />
              )}
              <span className="mini-product__name" dir="auto">
                {product.name}
              </span>
              <span className="mini-product__price">{formatMenuPrice(product.unitPrice)}</span>
            </div>
          ))}
        </Carousel>
      ) : null}
      <div className="store-card__actions">
        <ButtonLink
          to={storeHref}
          size="sm"
          aria-label={t("discovery.store.deliveryFrom", { store: isolateData(store.businessName, i18n.language) })}
        >
          {t("discovery.store.delivery")}
        </ButtonLink>
        {store.offersPickup ? (
          <ButtonLink
            to={`${storeHref}?mode=pickup`}
            size="sm"
            variant="secondary"
            aria-label={t("discovery.store.pickupFrom", { store: isolateData(store.businessName, i18n.language) })}
          >
            {t("discovery.store.pickup")}
          </ButtonLink>
        ) : (
          <span className="store-card__note">{t("discovery.store.deliveryOnly")}</span>
        )}
      </div>
    </article>
  );
}
