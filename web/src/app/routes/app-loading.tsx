import { useTranslation } from "react-i18next";
import "./app-loading.shell.css";

/**
 * Shown while the first screen's code loads: the outline index.html paints before any script
 * (app-loading.shell.css), so the page does not flash from outline to spinner to page.
 */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-outline" role="status">
      <span className="visually-hidden">{t("common.loading")}</span>
      <div className="page-outline__header" aria-hidden="true">
        <span className="page-outline__bone page-outline__bone--logo" />
        <span className="page-outline__bone page-outline__bone--action" />
      </div>
      <div className="page-outline__main" aria-hidden="true">
        <span className="page-outline__bone page-outline__bone--title" />
        <span className="page-outline__bone page-outline__bone--line" />
        <span className="page-outline__bone page-outline__bone--line page-outline__bone--short" />
        <span className="page-outline__bone page-outline__bone--card" />
      </div>
    </div>
  );
}
