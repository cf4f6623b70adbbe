import { orderTexts } from "@dutchpot/contract/constants";
import { useTranslation } from "react-i18next";
import { ApiError, SessionExpiredError } from "../../lib/api-client.ts";

/**
 * The server answers in English only (no Accept-Language). Its known refusals are the contract's
 * `orderTexts`: each has a locale key, so the reader sees it in their language.
 */
const knownRefusals: ReadonlyMap<string, string> = new Map([
  [orderTexts.cancelTooLate, "orders.errors.cancelTooLate"],
  [orderTexts.alreadyRated, "orders.errors.alreadyRated"],
  [orderTexts.notRatable, "orders.errors.notRatable"],
  [orderTexts.nothingToReorder, "orders.errors.nothingToReorder"],
  [orderTexts.problemReportTooOld, "orders.errors.problemReportTooOld"],
  [orderTexts.tooManyProblemReports, "orders.errors.tooManyProblemReports"],
  [orderTexts.subscriptionNotActive, "orders.errors.subscriptionNotActive"],
  [orderTexts.subscriptionNotPaused, "orders.errors.subscriptionNotPaused"],
  [orderTexts.subscriptionEnded, "orders.errors.subscriptionEnded"],
  [orderTexts.orderChanged, "orders.errors.orderChanged"],
]);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** `orderTexts.transitionRefused` with any {from} and {to}. */
const transitionRefused = new RegExp(
  `^${escaped(orderTexts.transitionRefused).replace("\\{from\\}", ".+").replace("\\{to\\}", ".+")}$`,
);

/** The locale key of a refusal the server said in the contract's words, or null. */
export function refusalKey(message: string): string | null {
  const key = knownRefusals.get(message);
  if (key) return key;
  return transitionRefused.test(message) ? "orders.errors.transitionRefused" : null;
}

/**
 * What to tell the reader when an order, subscription or help action failed: a known refusal in their
 * language; an expired session as such; for an unknown 4xx, the server's own (English) words to an
 * English reader and `fallback` to the others; `fallback` for a network failure (status 0) or a 5xx,
 * whose text is never shown.
 */
export function refusalText(error: unknown, t: (key: string) => string, language: string, fallback: string): string {
  if (error instanceof SessionExpiredError) return t("orders.errors.sessionExpired");
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return fallback;
  const key = refusalKey(error.message);
  if (key) return t(key);
  return language === "en" && error.message ? error.message : fallback;
}

/** `refusalText` in the reader's language: `explain(error, fallback)`. */
export function useRefusalText(): (error: unknown, fallback: string) => string {
  const { t, i18n } = useTranslation();
  return (error, fallback) => refusalText(error, (key) => t(key), i18n.language, fallback);
}
