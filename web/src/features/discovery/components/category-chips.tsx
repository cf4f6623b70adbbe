import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../config/paths.ts";
import { menuCategoriesOptions } from "../api/categories.ts";
import "./category-chips.css";

/**
 * The marketplace's categories (`MenuCategory/GetAll`) as chips, each opening its store list
 * (`/customer/category/{id}`). Nothing shows while they load or when the call fails: the page
 * works without them.
 */
export function CategoryChips() {
  const { t } = useTranslation();
  const categories = useQuery(menuCategoriesOptions());
  if (!categories.data || categories.data.length === 0) return null;
  return (
    <nav className="category-chips" aria-label={t("discovery.categories.label")}>
      <ul>
        {categories.data.map((category) => (
          <li key={category.id}>
            <Link to={paths.customer.category.href(category.id, category.name)} className="category-chip">
              {category.imageUrl ? <img src={category.imageUrl} alt="" width={24} height={24} /> : null}
              <span dir="auto">{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
