import type { Envelope, ErrorInfo } from "@dutchpot/contract";

/** Wraps a service result in the ABP success envelope. Handlers return `ok(result)`. */
export function ok<T>(result: T): Envelope<T> {
  return { result, targetUrl: null, success: true, error: null, unAuthorizedRequest: false, __abp: true };
}

/** The ABP error envelope. */
export function failure(error: ErrorInfo, unAuthorizedRequest = false): Envelope<null> {
  return { result: null, targetUrl: null, success: false, error, unAuthorizedRequest, __abp: true };
}
