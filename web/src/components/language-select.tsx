import { useId } from "react";
import { useTranslation } from "react-i18next";
import { isLanguageCode, languages, setLanguage } from "../lib/i18n.ts";
import "./language-select.css";

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="language-select">
      <label htmlFor={id}>{t("language.label")}</label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => {
          const next = event.target.value;
          if (isLanguageCode(next)) void setLanguage(i18n, next);
        }}
      >
        {languages.map((lang) => (
          <option key={lang.code} value={lang.code} lang={lang.htmlLang}>
            {lang.label}
          </option>
        ))}
      </select>
    </div>
  );
}
