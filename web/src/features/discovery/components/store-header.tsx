import type { StoreInfo } from "@dutchpot/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FirstScreenImage } from "../../../lib/first-screen.tsx";
import { formatDeliveryTime, formatMoney } from "../../../lib/format.ts";
import { LikeButton } from "./like-button.tsx";
import { OpeningBadge } from "./opening-badge.tsx";
import { Rating } from "./rating.tsx";
import { StoreLogo } from "./store-logo.tsx";
import "./store-header.css";

/** Banner (the store's, else the marketplace header image), logo, name, like, fee, time and opening state. */
export function StoreHeader({ store }: { store: StoreInfo }) {
  const { t, i18n } = useTranslation();
  const banner = store.bannerUrl ?? store.headerImageUrl;
  const [bannerFailed, setBannerFailed] = useState(false);
  const deliveryTime = formatDeliveryTime(t, i18n.language, store.shopDetails.tenant);
  return (
    <header className="store-header">
      <div className="store-header__banner">
        {banner && !bannerFailed ? (
          <FirstScreenImage src={banner} alt="" onError={() => setBannerFailed(true)} />
        ) : null}
      </div>
      <div className="store-header__row">
        <StoreLogo url={store.logoUrl} name={store.businessName} size="lg" />
        <div className="store-header__text">
          <h1 dir="auto">{store.businessName}</h1>
          <p className="store-header__meta">
            <Rating value={store.shopDetails.tenant.rating} />
            <span aria-hidden="true">·</span>
            <span>
              {store.deliveryFee > 0
                ? t("discovery.store.deliveryFee", { fee: formatMoney(store.deliveryFee) })
                : t("discovery.store.freeDelivery")}
            </span>
            <span aria-hidden="true">·</span>
            <bdi>{t("discovery.store.deliveryTime", { time: deliveryTime })}</bdi>
          </p>
          {/* A closed store still shows its menu; checkout then offers scheduled times only. */}
          <OpeningBadge state={store.openingState} timeZone={store.timeZone} />
          <p className="store-header__address">
            <bdi>{[store.address, store.city].filter(Boolean).join(", ")}</bdi>
          </p>
        </div>
        <LikeButton shopId={store.shopId} liked={store.isLiked} storeName={store.businessName} />
      </div>
    </header>
  );
}
