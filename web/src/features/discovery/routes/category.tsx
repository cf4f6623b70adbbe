import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { usePageTitle } from "../../../lib/page-title.tsx";
import { menuCategoryOptions } from "../api/stores.ts";
import { StoreListPage } from "./store-list-page.tsx";

/** `/customer/category/{id}?category=`: All Stores, or 'No Stores Found'. */
export function Component() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params] = useSearchParams();
  const categoryId = Number(id);
  const valid = Number.isInteger(categoryId) && categoryId > 0;
  const named = params.get("category");
  const category = useQuery({ ...menuCategoryOptions(categoryId), enabled: valid && !named });
  const title = named || category.data?.name || t("screens.category");
  usePageTitle(named || category.data?.name);
  return (
    <StoreListPage
      list="category"
      categoryId={valid ? categoryId : undefined}
      title={title}
      listTitle={t("discovery.category.allStores")}
      emptyTitle={t("discovery.category.noStores")}
    />
  );
}
