import { readFileSync } from "node:fs";
import path from "node:path";
import type { TenantPageConfig } from "@dutchpot/contract";

/**
 * What the server writes into a page before any script runs (issue 16 items 14 and 17): the
 * landing's and the store pages' first screens in the visitor's language, and the links that fetch
 * each route's code with the entry. `spa.ts` serves the pages.
 */

/** Text for HTML: `&`, `<`, `>` and quotes escaped. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The languages of the app (web/src/lib/i18n.ts) and their `<html lang dir>`. */
const pageLanguages = {
  en: { htmlLang: "en-US", dir: "ltr" },
  fr: { htmlLang: "fr-FR", dir: "ltr" },
  afg: { htmlLang: "fa-AF", dir: "rtl" },
} as const;
export type PageLanguage = keyof typeof pageLanguages;

/** The texts of the landing's first screen, in one language (keys of web/src/locales/*.json). */
export interface FirstScreenTexts {
  eyebrow: string;
  text: string;
  addressTitle: string;
  addressLabel: string;
  addressPlaceholder: string;
  go: string;
  imageAlt: string;
  /** Near-me (`/customer/main`): its title, the line without a place, and the line with one (`<place/>` in it). */
  nearMeTitle: string;
  nearMeDefaultArea: string;
  nearMeNear: string;
}

const localesDir = path.resolve(import.meta.dirname, "../../../web/src/locales");

/** Reads the landing's first-screen texts from the web app's locale files (null when absent). */
export function loadFirstScreenTexts(dir = localesDir): Record<PageLanguage, FirstScreenTexts> | null {
  try {
    const read = (code: PageLanguage): FirstScreenTexts => {
      const json = JSON.parse(readFileSync(path.join(dir, `${code}.json`), "utf8"));
      return {
        eyebrow: json.landing.hero.eyebrow,
        text: json.landing.hero.text,
        addressTitle: json.landing.hero.addressTitle,
        addressLabel: json.discovery.address.label,
        addressPlaceholder: json.discovery.address.placeholder,
        go: json.discovery.address.go,
        imageAlt: json.landing.hero.imageAlt,
        nearMeTitle: json.screens.main,
        nearMeDefaultArea: json.discovery.main.defaultArea,
        nearMeNear: json.discovery.main.near,
      };
    };
    return { en: read("en"), fr: read("fr"), afg: read("afg") };
  } catch {
    return null;
  }
}

/** The visitor's language: the `lang` cookie the app writes (web/src/lib/i18n.ts), else English. */
export function languageOf(cookieHeader: string | undefined): PageLanguage {
  const match = /(?:^|;\s*)lang=(en|fr|afg)(?:;|$)/.exec(cookieHeader ?? "");
  return (match?.[1] as PageLanguage | undefined) ?? "en";
}

/** The longest place name the near-me first screen writes from the `place` cookie (web/src/lib/location.ts). */
const maxPlaceLength = 200;

/**
 * The visitor's chosen place, from the `place` cookie the app writes beside its stored location
 * (web/src/lib/location.ts); null without one, or when it is not a readable name.
 */
export function placeOf(cookieHeader: string | undefined): string | null {
  const match = /(?:^|;\s*)place=([^;]*)/.exec(cookieHeader ?? "");
  if (!match?.[1]) return null;
  try {
    const place = decodeURIComponent(match[1]).trim();
    return place && place.length <= maxPlaceLength && !/\p{Cc}/u.test(place) ? place : null;
  } catch {
    return null;
  }
}

const firstPaintPattern = /<!--first-paint-->[\s\S]*?<!--\/first-paint-->/;

/**
 * The landing's first screen in the page (issue 16 item 14): the hero (brand, tagline) and the
 * address box as a real form, with the React landing's classes, in the visitor's language; React
 * replaces it when it mounts. Without scripts the form opens the store list (`/customer/main`).
 * The header image is in it too, fetched first (`fetchpriority=high`): it is the page's largest
 * paint, which would otherwise wait for the scripts (Lighthouse LCP, issue 16 item 17).
 */
export function renderLandingFirstScreen(
  html: string,
  config: Pick<TenantPageConfig, "brandName" | "tagline" | "headerImageUrl">,
  language: PageLanguage,
  texts: FirstScreenTexts,
): string {
  const e = escapeHtml;
  const screen =
    `<div class="landing page-outline" data-first-screen><div class="page-outline__header"><span class="page-outline__bone page-outline__bone--logo"></span></div>` +
    `<main id="main" class="app-main"><section class="hero" aria-labelledby="hero-title"><div class="hero__inner"><div class="hero__copy">` +
    `<p class="hero__eyebrow">${e(texts.eyebrow)}</p>` +
    `<h1 id="hero-title" dir="auto">${e(config.brandName)}</h1>` +
    `<p class="hero__tagline" dir="auto">${e(config.tagline)}</p>` +
    `<p class="hero__text">${e(texts.text)}</p>` +
    `<div class="hero__address"><h2 class="hero__address-title">${e(texts.addressTitle)}</h2>` +
    `<form class="location-picker" action="/customer/main" method="get"><div class="address-search">` +
    `<label for="first-paint-address" class="address-search__label">${e(texts.addressLabel)}</label>` +
    `<div class="address-search__box"><input id="first-paint-address" name="address" type="text" dir="auto" autocomplete="street-address" placeholder="${e(texts.addressPlaceholder)}"></div></div>` +
    `<button type="submit" class="btn btn--primary btn--lg location-picker__go">${e(texts.go)}</button></form></div>` +
    `</div><div class="hero__media">${
      config.headerImageUrl
        ? `<img src="${e(config.headerImageUrl)}" alt="${e(texts.imageAlt)}" fetchpriority="high">`
        : `<div class="hero__media-fallback" aria-hidden="true"></div>`
    }</div></div></section></main></div>`;
  const out = firstPaintPattern.test(html) ? html.replace(firstPaintPattern, () => screen) : html;
  return withPageLanguage(withImagePreload(out, config.headerImageUrl), language);
}

/**
 * The first screen's image requested first, before the entry's scripts and styles: on HTTP/1.1 the
 * browser opens six connections per server, and found in the body the image waited behind the ~30
 * scripts and styles the head lists (Lighthouse LCP load time, issue 16 item 17).
 */
function withImagePreload(html: string, url: string | null): string {
  if (!url) return html;
  const link = `<link rel="preload" as="image" href="${escapeHtml(url)}" fetchpriority="high">`;
  const viewport = /<meta\s+name=["']viewport["'][^>]*>/i;
  return viewport.test(html)
    ? html.replace(viewport, (meta) => `${meta}${link}`)
    : html.replace(/<head\b[^>]*>/i, (head) => `${head}${link}`);
}

/** The page's `<html lang dir>` for the visitor's language, so a server-rendered first screen reads the right way. */
function withPageLanguage(html: string, language: PageLanguage): string {
  const { htmlLang, dir } = pageLanguages[language];
  return html.replace(/<html\b[^>]*>/i, () => `<html lang="${htmlLang}" dir="${dir}">`);
}

/** What the store page's first screen shows: the store's name, banner and logo (the guest's view, no user data). */
export interface StoreFirstScreen {
  businessName: string;
  bannerUrl: string | null;
  logoUrl: string | null;
}

/**
 * The store page's first screen in the page (`/shop`, `/customer/store/{id}`): the banner, fetched
 * first (`fetchpriority=high`), the logo (or its initial) and the store's name, with the React store
 * header's classes; React
 * replaces it when it mounts. The banner is the page's largest paint, which would otherwise wait
 * for the scripts and two API calls (Lighthouse LCP, issue 16 item 17).
 */
export function renderStoreFirstScreen(html: string, store: StoreFirstScreen, language: PageLanguage): string {
  const e = escapeHtml;
  const banner = store.bannerUrl ? `<img src="${e(store.bannerUrl)}" alt="" fetchpriority="high">` : "";
  const logo = store.logoUrl
    ? `<img class="store-logo store-logo--lg" src="${e(store.logoUrl)}" alt="">`
    : `<span class="store-logo store-logo--lg store-logo--initial" aria-hidden="true">${e(store.businessName.trim().charAt(0).toUpperCase())}</span>`;
  const screen =
    `<div class="page-outline" data-first-screen><div class="page-outline__header"><span class="page-outline__bone page-outline__bone--logo"></span></div>` +
    `<main id="main" class="app-main"><div class="page store-page"><header class="store-header">` +
    `<div class="store-header__banner">${banner}</div>` +
    `<div class="store-header__row">${logo}<div class="store-header__text"><h1 dir="auto">${e(store.businessName)}</h1></div></div>` +
    `</header></div></main></div>`;
  return withPageLanguage(
    withImagePreload(
      firstPaintPattern.test(html) ? html.replace(firstPaintPattern, () => screen) : html,
      store.bannerUrl,
    ),
    language,
  );
}

/**
 * Near-me's first screen (`/customer/main`, decision 046): its title and the line that says where the
 * stores are (near the visitor's place from the `place` cookie, else the default area), with the app's
 * classes and boxes, and bones where the map and the list will be. Its `data-place` is the place it
 * names ("" for none). The line is the page's largest paint, before the app's scripts are requested;
 * the app's page draws the same line in the same box when it takes over.
 */
export function renderNearMeFirstScreen(
  html: string,
  language: PageLanguage,
  texts: FirstScreenTexts,
  place: string | null,
): string {
  const e = escapeHtml;
  const where = place
    ? e(texts.nearMeNear).replace("&lt;place/&gt;", () => `<bdi>${e(place)}</bdi>`)
    : e(texts.nearMeDefaultArea);
  const card = `<span class="page-outline__bone page-outline__bone--card"></span>`;
  const screen =
    `<div class="page-outline" data-first-screen data-place="${e(place ?? "")}"><div class="page-outline__header"><span class="page-outline__bone page-outline__bone--logo"></span></div>` +
    `<main id="main" class="app-main"><div class="nearby">` +
    `<div class="nearby__intro"><h1>${e(texts.nearMeTitle)}</h1><p class="nearby__where">${where}</p></div>` +
    `<div class="nearby__list" aria-busy="true">${card}${card}${card}</div>` +
    `<div class="nearby__map"><span class="page-outline__bone nearby__map-skeleton"></span></div>` +
    `</div></main></div>`;
  return withPageLanguage(
    firstPaintPattern.test(html) ? html.replace(firstPaintPattern, () => screen) : html,
    language,
  );
}

/** The build's table of what each first screen's route needs (web/vite-route-preloads.ts). */
export const routePreloadsFile = "route-preloads.json";
type RoutePreloads = Record<string, { scripts: string[]; styles: string[] }>;

/** Reads the build's route preload table; empty when the build has none. */
export function loadRoutePreloads(distDir: string): RoutePreloads {
  try {
    return JSON.parse(readFileSync(path.join(distDir, routePreloadsFile), "utf8")) as RoutePreloads;
  } catch {
    return {};
  }
}

/**
 * The page with `<link>`s for the code and styles its route loads after the entry: the browser
 * fetches them with the entry instead of a round trip later. Styles are preloaded, not linked, so
 * they never hold up the server-rendered first paint.
 */
export function withRoutePreloads(html: string, preloads: { scripts: string[]; styles: string[] } | undefined) {
  if (!preloads) return html;
  const e = escapeHtml;
  const links =
    preloads.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${e(href)}">`).join("") +
    preloads.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${e(href)}">`).join("");
  return links ? html.replace(/<\/head>/i, () => `${links}</head>`) : html;
}
