import type { EndpointName } from "../constants/endpoints.ts";
import type { EndpointSpec } from "./spec.ts";

/** Issue 15: filled in by its area (see the section of the same name in constants/endpoints.ts). */
export const merchantOrdersEndpoints = {} satisfies Partial<Record<EndpointName, EndpointSpec>>;
