/**
 * The zod-free part of the contract: paths, limits and texts. The web app imports values from here
 * (`@dutchpot/contract/constants`) so its first load does not carry zod and every schema; types
 * still come from the main entry (`import type`).
 */
export * from "./cart.ts";
export * from "./checkout.ts";
export * from "./discovery.ts";
export * from "./endpoints.ts";
export * from "./host.ts";
export * from "./identity.ts";
export * from "./media.ts";
export * from "./merchant-menu.ts";
export * from "./merchant-orders.ts";
export * from "./merchant-promotions.ts";
export * from "./orders.ts";
export * from "./partners.ts";
export * from "./primitives.ts";
export * from "./routes.ts";
