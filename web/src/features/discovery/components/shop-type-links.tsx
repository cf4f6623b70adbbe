import type { ShopKind } from "@dutchpot/contract";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../config/paths.ts";
import { shopTypesOptions } from "../api/categories.ts";
import "./shop-type-links.css";

type Entry = "restaurants" | "groceries" | "homeChefs";

/** Grocery and convenience stores share one list (`/customer/grocerystore`). */
const entryOf: Record<ShopKind, Entry> = {
  restaurant: "restaurants",
  grocery: "groceries",
  convenience: "groceries",
  homeChef: "homeChefs",
};
const hrefOf: Record<Entry, string> = {
  restaurants: paths.customer.main.href(),
  groceries: paths.customer.groceryStore.href(),
  homeChefs: paths.customer.homeChef.href(),
};
const allEntries: Entry[] = ["restaurants", "groceries", "homeChefs"];

/**
 * Where to shop, by kind of store: the kinds the marketplace has (`ShopType/GetAll`), each opening
 * its list. Until the types arrive (or if the call fails) every kind shows, so the links never wait.
 */
export function ShopTypeLinks({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const types = useQuery(shopTypesOptions());
  const present = types.data ? new Set(types.data.map((type) => entryOf[type.kind])) : null;
  const entries = present ? allEntries.filter((entry) => present.has(entry)) : allEntries;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="shop-types">
      {entries.map((entry) => (
        <li key={entry} className="shop-type">
          <Heading className="shop-type__title">
            <Link to={hrefOf[entry]} className="shop-type__link">
              {t(`discovery.shopTypes.${entry}`)}
            </Link>
          </Heading>
          <p>{t(`discovery.shopTypes.${entry}Text`)}</p>
        </li>
      ))}
    </ul>
  );
}
