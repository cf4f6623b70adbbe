export { type CurrentShop, shopParam, useCurrentShop, withShop } from "./current-shop.tsx";
export { MerchantLayout } from "./merchant-layout.tsx";
export { type MerchantSection, merchantSections } from "./merchant-nav.tsx";
export { merchantShopsKey, useMerchantShops } from "./merchant-shops.ts";
export { SectionHeading } from "./section-heading.tsx";
export { SectionPlaceholder } from "./section-placeholder.tsx";
