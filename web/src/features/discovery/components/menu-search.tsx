import { useId } from "react";
import { useTranslation } from "react-i18next";
import { SearchIcon } from "../../../components/ui/icons.tsx";
import "./search-box.css";
import "./menu-search.css";

/** The search box of a store's menu; the results follow the text as it is typed. */
export function MenuSearch({
  value,
  onChange,
  storeName,
}: {
  value: string;
  onChange: (v: string) => void;
  storeName: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not known to every supported browser; a form with role=search is equivalent
    <form role="search" className="menu-search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="visually-hidden">
        {t("discovery.store.searchLabel", { store: storeName })}
      </label>
      <SearchIcon />
      <input
        id={id}
        type="search"
        // Typed text takes its own direction; the empty box keeps the page's, so the translated
        // placeholder reads the right way round (an empty dir=auto input is left to right).
        dir={value ? "auto" : undefined}
        value={value}
        placeholder={t("discovery.store.searchPlaceholder", { store: storeName })}
        onChange={(event) => onChange(event.target.value)}
      />
    </form>
  );
}
