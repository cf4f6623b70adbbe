import { useTranslation } from "react-i18next";
import "./app-loading.css";

/** Shown while the first screen's code loads. */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <div className="app-loading" role="status">
      <span className="app-loading__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t("common.loading")}</span>
    </div>
  );
}
