export * from "./discovery.ts";
export * from "./envelope.ts";
export * from "./geo.ts";
export * from "./identity.ts";
export * from "./limits.ts";
export * from "./paging.ts";
export * from "./shops.ts";
export * from "./tenants.ts";
