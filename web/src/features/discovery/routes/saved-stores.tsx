import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { paths } from "../../../config/paths.ts";
import { useAuth } from "../../../lib/auth.tsx";
import { likedShopsOptions } from "../api/likes.ts";
import { EmptyState } from "../components/store-list.tsx";
import { StoreLogo } from "../components/store-logo.tsx";
import "./discovery-page.css";
import "./saved-stores.css";

/** `/customer/savedstores`: the signed-in customer's liked stores, each linking to its store page. */
export function Component() {
  const { t } = useTranslation();
  const { isSignedIn, openAuth } = useAuth();
  const liked = useQuery(likedShopsOptions(isSignedIn));
  const browse = <ButtonLink to={paths.customer.main.href()}>{t("discovery.saved.browse")}</ButtonLink>;
  return (
    <div className="page discovery-page">
      <header className="discovery-page__head">
        <h1>{t("screens.savedStores")}</h1>
      </header>
      {!isSignedIn ? (
        <EmptyState
          title={t("discovery.saved.signIn")}
          action={<Button onClick={() => openAuth("signin")}>{t("discovery.saved.signInButton")}</Button>}
        />
      ) : liked.isPending ? (
        <p role="status">{t("common.loading")}</p>
      ) : liked.isError || liked.data.length === 0 ? (
        // Failures are only logged (spec): the customer sees the same invitation to browse.
        <EmptyState title={t("discovery.saved.empty")} text={t("discovery.saved.emptyText")} action={browse} />
      ) : (
        <ul className="saved-grid">
          {liked.data.map((shop) => (
            <li key={shop.shopId}>
              <Link to={paths.customer.store.href(shop.shopId)} className="saved-card">
                <span className="saved-card__banner">
                  {shop.bannerUrl ? <img src={shop.bannerUrl} alt="" loading="lazy" /> : null}
                </span>
                <span className="saved-card__row">
                  <StoreLogo url={shop.logoUrl} name={shop.shopName} />
                  <span className="saved-card__name" dir="auto">
                    {shop.shopName}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
