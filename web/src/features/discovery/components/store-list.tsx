import type { StoreSummary } from "@dutchpot/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useProgressiveCount } from "../hooks/use-progressive-count.ts";
import { StoreCard } from "./store-card.tsx";
import "./store-list.css";

export interface StoreListProps {
  stores: StoreSummary[] | undefined;
  loading: boolean;
  /** Shown when the list is empty (and not loading). */
  empty: ReactNode;
  layout?: "column" | "grid";
  headingLevel?: 2 | 3;
}

/** Store cards rendered with the list's answer; the others follow, as many per task (decision 046). */
const firstStores = 6;

/** Store cards with skeletons while loading and an empty state. */
export function StoreList({ stores, loading, empty, layout = "grid", headingLevel = 2 }: StoreListProps) {
  const { t } = useTranslation();
  const shown = useProgressiveCount(stores?.length ?? 0, firstStores, firstStores);
  if (loading && !stores) {
    return (
      <div className={`store-list store-list--${layout}`} aria-busy="true">
        <p className="visually-hidden" role="status">
          {t("common.loading")}
        </p>
        {[0, 1, 2].map((i) => (
          <div key={i} className="store-card store-card--skeleton" aria-hidden="true">
            <div className="store-card__head">
              <Skeleton shape="circle" width={52} height={52} />
              <div style={{ flex: 1 }}>
                <Skeleton shape="text" width="60%" />
                <Skeleton shape="text" width="40%" />
              </div>
            </div>
            <Skeleton height={90} />
          </div>
        ))}
      </div>
    );
  }
  if (!stores || stores.length === 0) return <>{empty}</>;
  return (
    <ul className={`store-list store-list--${layout}`} aria-busy={loading || undefined}>
      {stores.slice(0, shown).map((store) => (
        <li key={store.shopId}>
          <StoreCard store={store} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

export function EmptyState({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="empty-state" role="status">
      <p className="empty-state__title">{title}</p>
      {text ? <p className="empty-state__text">{text}</p> : null}
      {action}
    </div>
  );
}
