import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import afg from "../locales/afg.json";
import en from "../locales/en.json";
import fr from "../locales/fr.json";
import { local, session } from "./storage.ts";

/**
 * The three languages of the spec. Their labels stay in their own spelling whatever the interface
 * language, so people can always find their language in the list.
 */
export const languages = [
  { code: "en", label: "English (US)", htmlLang: "en-US", dir: "ltr" },
  { code: "fr", label: "French (FR)", htmlLang: "fr-FR", dir: "ltr" },
  { code: "afg", label: "Afghani (AFG)", htmlLang: "fa-AF", dir: "rtl" },
] as const;
export type LanguageCode = (typeof languages)[number]["code"];

export const resources = { en: { translation: en }, fr: { translation: fr }, afg: { translation: afg } } as const;

export function isLanguageCode(value: unknown): value is LanguageCode {
  return languages.some((l) => l.code === value);
}

/** Session choice first, then the one kept locally, else English. */
export function storedLanguage(): LanguageCode {
  const fromSession = session.get("language");
  if (isLanguageCode(fromSession)) return fromSession;
  const fromLocal = local.get("language");
  return isLanguageCode(fromLocal) ? fromLocal : "en";
}

/** Mirrors the language on <html lang dir> so Afghani (Dari) lays out right to left. */
export function applyDocumentLanguage(code: LanguageCode, doc: Document = document): void {
  const lang = languages.find((l) => l.code === code) ?? languages[0];
  doc.documentElement.lang = lang.htmlLang;
  doc.documentElement.dir = lang.dir;
}

export function createI18n(initial: LanguageCode = storedLanguage()): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    resources,
    lng: initial,
    fallbackLng: "en",
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  applyDocumentLanguage(initial);
  instance.on("languageChanged", (lng) => {
    if (!isLanguageCode(lng)) return;
    session.set("language", lng);
    local.set("language", lng);
    applyDocumentLanguage(lng);
  });
  return instance;
}
