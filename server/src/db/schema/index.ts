export * from "./cart.ts";
export * from "./discovery.ts";
export * from "./geo.ts";
export * from "./identity.ts";
export * from "./menus.ts";
export * from "./shops.ts";
export * from "./tenants.ts";
export * from "./users.ts";
