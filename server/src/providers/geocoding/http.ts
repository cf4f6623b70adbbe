import { GeocodingProviderError } from "./types.ts";

export interface HttpOptions {
  timeoutMs: number;
  headers?: Record<string, string>;
}

/** GET a JSON document; throws GeocodingProviderError on a timeout, a non-2xx status or a non-JSON body. */
export async function getJson(url: URL, options: HttpOptions): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: "application/json", ...options.headers },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (err) {
    throw new GeocodingProviderError(`${url.origin}${url.pathname}: ${(err as Error).message}`);
  }
  if (!response.ok) throw new GeocodingProviderError(`${url.origin}${url.pathname}: HTTP ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new GeocodingProviderError(`${url.origin}${url.pathname}: the answer is not JSON`);
  }
}
