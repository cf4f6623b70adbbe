/*
 * The slice of Square's Web Payments SDK (`square.js`, loaded from the tenant's scriptUrl) this app
 * uses: payments(applicationId, locationId) → card() → attach(element) → tokenize().
 */

export interface SquareTokenResult {
  status: string;
  token?: string;
  errors?: { message?: string; field?: string; type?: string }[];
  details?: { card?: { brand?: string; last4?: string; expMonth?: number; expYear?: number } };
}

export interface SquareCard {
  attach(target: string | HTMLElement): Promise<void>;
  tokenize(): Promise<SquareTokenResult>;
  destroy(): Promise<boolean>;
}

export interface SquarePayments {
  card(options?: Record<string, unknown>): Promise<SquareCard>;
}

export interface SquareSdk {
  payments(applicationId: string, locationId: string): SquarePayments;
}

declare global {
  interface Window {
    Square?: SquareSdk;
  }
}

/** Raised when the script does not load or does not define `window.Square`. */
export class SquareLoadError extends Error {}

const loading = new Map<string, Promise<SquareSdk>>();

/** Loads `square.js` once per URL and answers `window.Square` (already there: answered at once). */
export function loadSquare(scriptUrl: string): Promise<SquareSdk> {
  if (window.Square) return Promise.resolve(window.Square);
  const pending = loading.get(scriptUrl);
  if (pending) return pending;
  const promise = new Promise<SquareSdk>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => (window.Square ? resolve(window.Square) : reject(new SquareLoadError("no window.Square")));
    script.onerror = () => reject(new SquareLoadError(`could not load ${scriptUrl}`));
    document.head.append(script);
  });
  // A failed load may be tried again (the next mount adds a new script element).
  promise.catch(() => loading.delete(scriptUrl));
  loading.set(scriptUrl, promise);
  return promise;
}

/** The message of a failed tokenization (spec 001 §8): its status, plus its errors when it has some. */
export function tokenizationFailure(result: SquareTokenResult, template: (status: string) => string): string {
  const errors = (result.errors ?? []).map((e) => e.message).filter(Boolean);
  const base = template(result.status);
  return errors.length > 0 ? `${base}: ${errors.join("; ")}` : base;
}
