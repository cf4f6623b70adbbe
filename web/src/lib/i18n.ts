import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import en from "../locales/en.json";
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

type Translation = typeof en;

/**
 * English ships with the app (it is also the fallback); French and Afghani are separate chunks,
 * fetched when chosen, so a visitor downloads one language, not three.
 */
const loaders: Record<Exclude<LanguageCode, "en">, () => Promise<{ default: Translation }>> = {
  fr: () => import("../locales/fr.json"),
  afg: () => import("../locales/afg.json"),
};
const bundles: Partial<Record<LanguageCode, Translation>> = { en };

/** Fetches a language's texts once (before the first render, or when the visitor switches). */
export async function preloadLanguage(code: LanguageCode): Promise<void> {
  if (bundles[code]) return;
  if (code === "en") return;
  bundles[code] = (await loaders[code]()).default;
}

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

/**
 * Mirrors the language on <html lang dir> so Afghani (Dari) lays out right to left, and keeps it in
 * the `lang` cookie for the server's first paint.
 */
export function applyDocumentLanguage(code: LanguageCode, doc: Document = document): void {
  const lang = languages.find((l) => l.code === code) ?? languages[0];
  doc.documentElement.lang = lang.htmlLang;
  doc.documentElement.dir = lang.dir;
  // The server renders the landing's first screen in this language (server/src/plugins/spa.ts).
  doc.cookie = `lang=${lang.code}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * An i18next instance with the languages loaded so far; `initial` should have been preloaded (else
 * the page shows English until `setLanguage` brings it).
 */
export function createI18n(initial: LanguageCode = storedLanguage()): I18n {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(Object.entries(bundles).map(([code, translation]) => [code, { translation }]));
  const lng = bundles[initial] ? initial : "en";
  instance.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: "en",
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  applyDocumentLanguage(lng);
  instance.on("languageChanged", (lng) => {
    if (!isLanguageCode(lng)) return;
    session.set("language", lng);
    local.set("language", lng);
    applyDocumentLanguage(lng);
  });
  return instance;
}

/** Switches the interface language, fetching its texts first when they are not loaded yet. */
export async function setLanguage(instance: I18n, code: LanguageCode): Promise<void> {
  if (!instance.hasResourceBundle(code, "translation")) {
    await preloadLanguage(code);
    instance.addResourceBundle(code, "translation", bundles[code]);
  }
  await instance.changeLanguage(code);
}
