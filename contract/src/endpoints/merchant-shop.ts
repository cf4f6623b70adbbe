import type { EndpointName } from "../constants/endpoints.ts";
import {
  AddClosureInputSchema,
  MerchantShopHoursSchema,
  MerchantShopIdQuerySchema,
  MerchantShopSchema,
  MerchantShopSummarySchema,
  PauseShopInputSchema,
  RemoveClosureQuerySchema,
  SetShopHoursInputSchema,
  SetShopLiveInputSchema,
  UpdateMerchantShopInputSchema,
} from "../merchant-shop.ts";
import type { EndpointSpec } from "./spec.ts";

const tag = "MerchantShop";
const errors = [400, 401, 403, 404] as const;

/** The merchant console's shops, settings, going live, pause, hours and closures (issue 15). */
export const merchantShopEndpoints = {
  "MerchantShop.GetAll": {
    summary: "The tenant admin's shops, whether customers can see each one and, if not, why",
    tag,
    access: "tenantAdmin",
    response: MerchantShopSummarySchema.array(),
    errors: [401, 403],
  },
  "MerchantShop.Get": {
    summary: "Every setting of one of the admin's shops (404 outside the admin's tenant)",
    tag,
    access: "tenantAdmin",
    query: MerchantShopIdQuerySchema,
    response: MerchantShopSchema,
    errors,
  },
  "MerchantShop.Update": {
    summary: "Change a shop's settings (an address change is geocoded again unless the pin comes with it)",
    tag,
    access: "tenantAdmin",
    body: UpdateMerchantShopInputSchema,
    response: MerchantShopSchema,
    errors,
  },
  "MerchantShop.SetLive": {
    summary: "Switch a shop live or not; going live needs an active item and opening hours (400 names what is missing)",
    tag,
    access: "tenantAdmin",
    body: SetShopLiveInputSchema,
    response: MerchantShopSchema,
    errors,
  },
  "MerchantShop.Pause": {
    summary: "Busy: the shop takes no orders for the next minutes; null takes orders again",
    tag,
    access: "tenantAdmin",
    body: PauseShopInputSchema,
    response: MerchantShopSchema,
    errors,
  },
  "MerchantShop.GetHours": {
    summary: "A shop's weekly opening hours and its closures to come",
    tag,
    access: "tenantAdmin",
    query: MerchantShopIdQuerySchema,
    response: MerchantShopHoursSchema,
    errors,
  },
  "MerchantShop.SetHours": {
    summary: "Replace a shop's weekly opening hours (overnight allowed; overlapping intervals are refused)",
    tag,
    access: "tenantAdmin",
    body: SetShopHoursInputSchema,
    response: MerchantShopHoursSchema,
    errors,
  },
  "MerchantShop.AddClosure": {
    summary: "Close a shop all day on a local date (today or later), with a reason",
    tag,
    access: "tenantAdmin",
    body: AddClosureInputSchema,
    response: MerchantShopHoursSchema,
    errors,
  },
  "MerchantShop.RemoveClosure": {
    summary: "Remove a dated closure",
    tag,
    access: "tenantAdmin",
    query: RemoveClosureQuerySchema,
    response: MerchantShopHoursSchema,
    errors,
  },
} satisfies Partial<Record<EndpointName, EndpointSpec>>;
