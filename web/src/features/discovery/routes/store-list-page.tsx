import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { type StoreListKind, storeListOptions } from "../api/stores.ts";
import { EmptyState, StoreList } from "../components/store-list.tsx";
import "./discovery-page.css";

/** A titled grid of stores from one of the list calls, with its own banner and empty text. */
export function StoreListPage({
  list,
  categoryId,
  title,
  intro,
  banner,
  listTitle,
  emptyTitle,
}: {
  list: StoreListKind;
  categoryId?: number;
  title: string;
  intro?: string;
  banner?: ReactNode;
  listTitle?: string;
  emptyTitle: string;
}) {
  const stores = useQuery({ ...storeListOptions(list, categoryId), enabled: list !== "category" || !!categoryId });
  return (
    <div className="page discovery-page">
      <header className="discovery-page__head">
        {/* A category's title is its name (data text). */}
        <h1 dir="auto">{title}</h1>
        {intro ? <p>{intro}</p> : null}
      </header>
      {banner}
      <section aria-labelledby="store-list-title" id="stores" tabIndex={-1} className="discovery-page__section">
        <h2 id="store-list-title" className={listTitle ? "discovery-page__list-title" : "visually-hidden"}>
          {listTitle ?? title}
        </h2>
        {stores.isError ? (
          <EmptyState title={emptyTitle} />
        ) : (
          <StoreList
            stores={stores.data}
            loading={stores.isFetching}
            headingLevel={3}
            empty={<EmptyState title={emptyTitle} />}
          />
        )}
      </section>
    </div>
  );
}
