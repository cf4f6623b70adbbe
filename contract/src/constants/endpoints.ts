/**
 * The endpoint map's zod-free half: every API call by name (`<Service>.<Method>`, also its OpenAPI
 * operationId) with its verb and path. The server registers its routes from it and the web app's
 * typed client calls through it; the schemas of each call are in `../endpoints.ts`.
 */

const app = "/api/services/app";

export const endpoints = {
  // Identity (issue 3)
  "TokenAuth.Authenticate": { method: "POST", path: "/api/TokenAuth/Authenticate" },
  "Account.SendPasswordResetCode": { method: "POST", path: `${app}/Account/SendPasswordResetCode` },
  "Account.ResetPassword": { method: "POST", path: `${app}/Account/ResetPassword` },
  "User.ChangePassword": { method: "POST", path: `${app}/User/ChangePassword` },
  "Customers.Register": { method: "POST", path: `${app}/Customers/Register` },
  "Customers.GeneratePhoneConfirmationCode": { method: "POST", path: `${app}/Customers/GeneratePhoneConfirmationCode` },
  "Customers.ConfirmPhoneNumber": { method: "POST", path: `${app}/Customers/ConfirmPhoneNumber` },
  "Customers.UpdateProfile": { method: "PATCH", path: `${app}/Customers/UpdateProfile` },
  "Customers.Profile": { method: "POST", path: `${app}/Customers/Profile` },
  "Customers.Get": { method: "GET", path: `${app}/Customers/Get` },
  "Customers.ExportMyData": { method: "GET", path: `${app}/Customers/ExportMyData` },
  "Customers.DeleteCustomer": { method: "DELETE", path: `${app}/Customers/DeleteCustomer` },
  "Country.Getall": { method: "GET", path: `${app}/Country/Getall` },

  // Shop directory and discovery (issue 4)
  "ShopType.GetAll": { method: "GET", path: `${app}/ShopType/GetAll` },
  "Shop.GetShopTags": { method: "GET", path: `${app}/Shop/GetShopTags` },
  "Shop.NearMe": { method: "POST", path: `${app}/Shop/NearMe` },
  "Shop.PickupShopsNearMe": { method: "POST", path: `${app}/Shop/PickupShopsNearMe` },
  "Shop.GetAllShopsByCategory": { method: "GET", path: `${app}/Shop/GetAllShopsByCategory` },
  /** Paged store summaries of kind homeChef. */
  "Shop.GetAllHomeChefs": { method: "GET", path: `${app}/Shop/GetAllHomeChefs` },
  /** Paged store summaries of kinds convenience and grocery (the grocery store page; misspelt on the wire). */
  "Shop.GetAllConvinienceStores": { method: "GET", path: `${app}/Shop/GetAllConvinienceStores` },
  "Shop.SearchStores": { method: "GET", path: `${app}/Shop/SearchStores` },
  "Shop.GetStoreInfo": { method: "GET", path: `${app}/Shop/GetStoreInfo` },
  "MenuCategory.GetAll": { method: "GET", path: `${app}/MenuCategory/GetAll` },
  "MenuCategory.Get": { method: "GET", path: `${app}/MenuCategory/Get` },
  "FoodMenu.GetMenusByCategory": { method: "GET", path: `${app}/FoodMenu/GetMenusByCategory` },
  "FoodMenu.GetMenusByCategoryTagByShopId": { method: "GET", path: `${app}/FoodMenu/GetMenusByCategoryTagByShopId` },
  "FoodMenu.GetMenusByTag": { method: "GET", path: `${app}/FoodMenu/GetMenusByTag` },
  "ShopLikeList.Create": { method: "POST", path: `${app}/ShopLikeList/Create` },
  "ShopLikeList.RemoveShopLike": { method: "DELETE", path: `${app}/ShopLikeList/RemoveShopLike` },
  "ShopLikeList.GetAllByCustomer": { method: "GET", path: `${app}/ShopLikeList/GetAllByCustomer` },
  "Geocoding.GetSuggestions": { method: "GET", path: `${app}/Geocoding/GetSuggestions` },
  "Geocoding.GetPlaceDetails": { method: "GET", path: `${app}/Geocoding/GetPlaceDetails` },
  "Geocoding.Reverse": { method: "GET", path: `${app}/Geocoding/Reverse` },

  // Shopping carts (issue 5)
  "ShoppingCart.Create": { method: "POST", path: `${app}/ShoppingCart/Create` },
  "ShoppingCart.AddShoppingCartItem": { method: "POST", path: `${app}/ShoppingCart/AddShoppingCartItem` },
  "ShoppingCart.UpdateShoppingCartItem": { method: "PUT", path: `${app}/ShoppingCart/UpdateShoppingCartItem` },
  "ShoppingCart.GetCustomersCarts": { method: "GET", path: `${app}/ShoppingCart/GetCustomersCarts` },
  "ShoppingCart.GetByCustomer": { method: "GET", path: `${app}/ShoppingCart/GetByCustomer` },
  "ShoppingCart.UpdateShoppingCart": { method: "PATCH", path: `${app}/ShoppingCart/UpdateShoppingCart` },
  /** Server-sent events (`text/event-stream`), not JSON: read with an EventSource (docs/events.md). */
  "ShoppingCart.Events": { method: "GET", path: `${app}/ShoppingCart/Events` },

  // Checkout and payments (issue 12)
  "ShoppingCart.AddTip": { method: "POST", path: `${app}/ShoppingCart/AddTip` },
  "ShoppingCart.ApplyPromotionalCode": { method: "POST", path: `${app}/ShoppingCart/ApplyPromotionalCode` },
  "ShoppingCart.RemovePromotionalCode": { method: "POST", path: `${app}/ShoppingCart/RemovePromotionalCode` },
  /** Requires an Idempotency-Key header (one per payment attempt). */
  "ShoppingCart.ProcessPayment": { method: "POST", path: `${app}/ShoppingCart/ProcessPayment` },
  "Shop.GetOpeningHours": { method: "GET", path: `${app}/Shop/GetOpeningHours` },
  "Shop.GetDeliverySlots": { method: "GET", path: `${app}/Shop/GetDeliverySlots` },
  "Orders.GetAllByCustomer": { method: "GET", path: `${app}/Orders/GetAllByCustomer` },
  "Orders.Get": { method: "GET", path: `${app}/Orders/Get` },
  "Customers.SaveCustomerCard": { method: "POST", path: `${app}/Customers/SaveCustomerCard` },
  "Customers.SetCustomersDefaultCard": { method: "POST", path: `${app}/Customers/SetCustomersDefaultCard` },
  "Customers.GetCustomersCardsList": { method: "GET", path: `${app}/Customers/GetCustomersCardsList` },
  "Customers.DeleteCustomerCard": { method: "DELETE", path: `${app}/Customers/DeleteCustomerCard` },
  "Payments.GetConfiguration": { method: "GET", path: `${app}/Payments/GetConfiguration` },
  /** The sandbox provider's tokenizer (card number in, one-time source id out); 404 under Square. */
  "Payments.TokenizeCard": { method: "POST", path: `${app}/Payments/TokenizeCard` },

  // Orders that live and subscriptions (issue 14)
  "Orders.Cancel": { method: "POST", path: `${app}/Orders/Cancel` },
  "Orders.Reorder": { method: "POST", path: `${app}/Orders/Reorder` },
  "Orders.Rate": { method: "POST", path: `${app}/Orders/Rate` },
  "Orders.ReportProblem": { method: "POST", path: `${app}/Orders/ReportProblem` },
  /** Server-sent events (`text/event-stream`): the caller's orders, or one with `?id=` (docs/events.md). */
  "Orders.Events": { method: "GET", path: `${app}/Orders/Events` },
  "OrdersSubscription.GetCustomersSubscriptions": {
    method: "GET",
    path: `${app}/OrdersSubscription/GetCustomersSubscriptions`,
  },
  "OrdersSubscription.Get": { method: "GET", path: `${app}/OrdersSubscription/Get` },
  "OrdersSubscription.Pause": { method: "POST", path: `${app}/OrdersSubscription/Pause` },
  "OrdersSubscription.Resume": { method: "POST", path: `${app}/OrdersSubscription/Resume` },
  "OrdersSubscription.Cancel": { method: "POST", path: `${app}/OrdersSubscription/Cancel` },

  // Host console (issue 15): tenants and white-label storefront brands (host admins)
  "Tenant.GetAll": { method: "GET", path: `${app}/Tenant/GetAll` },
  "Tenant.Get": { method: "GET", path: `${app}/Tenant/Get` },
  "Tenant.CreateStorefront": { method: "POST", path: `${app}/Tenant/CreateStorefront` },
  "Tenant.UpdateBrand": { method: "PUT", path: `${app}/Tenant/UpdateBrand` },
  "Tenant.Deactivate": { method: "POST", path: `${app}/Tenant/Deactivate` },
  "Tenant.Activate": { method: "POST", path: `${app}/Tenant/Activate` },
  // Merchant console: shops, settings, go-live, pause, hours (issue 15)
  "MerchantShop.GetAll": { method: "GET", path: `${app}/MerchantShop/GetAll` },
  "MerchantShop.Get": { method: "GET", path: `${app}/MerchantShop/Get` },
  "MerchantShop.Update": { method: "PUT", path: `${app}/MerchantShop/Update` },
  "MerchantShop.SetLive": { method: "POST", path: `${app}/MerchantShop/SetLive` },
  "MerchantShop.Pause": { method: "POST", path: `${app}/MerchantShop/Pause` },
  "MerchantShop.GetHours": { method: "GET", path: `${app}/MerchantShop/GetHours` },
  "MerchantShop.SetHours": { method: "PUT", path: `${app}/MerchantShop/SetHours` },
  "MerchantShop.AddClosure": { method: "POST", path: `${app}/MerchantShop/AddClosure` },
  "MerchantShop.RemoveClosure": { method: "DELETE", path: `${app}/MerchantShop/RemoveClosure` },
  // Partners (issue 15): registration into tenants, the host's Tenant/Create, console sign-in, riders
  "Tenant.Register": { method: "POST", path: `${app}/Tenant/Register` },
  "Tenant.Create": { method: "POST", path: `${app}/Tenant/Create` },
  "Account.IsTenantAvailable": { method: "POST", path: `${app}/Account/IsTenantAvailable` },
  "RiderApplication.Create": { method: "POST", path: `${app}/RiderApplication/Create` },
  "RiderApplication.GetAll": { method: "GET", path: `${app}/RiderApplication/GetAll` },
  "RiderApplication.Review": { method: "POST", path: `${app}/RiderApplication/Review` },
  // Merchant console: the live order board (issue 15)
  "MerchantOrders.GetBoard": { method: "GET", path: `${app}/MerchantOrders/GetBoard` },
  "MerchantOrders.GetAll": { method: "GET", path: `${app}/MerchantOrders/GetAll` },
  "MerchantOrders.Get": { method: "GET", path: `${app}/MerchantOrders/Get` },
  "MerchantOrders.Accept": { method: "POST", path: `${app}/MerchantOrders/Accept` },
  "MerchantOrders.Reject": { method: "POST", path: `${app}/MerchantOrders/Reject` },
  "MerchantOrders.Advance": { method: "POST", path: `${app}/MerchantOrders/Advance` },
  "MerchantOrders.Cancel": { method: "POST", path: `${app}/MerchantOrders/Cancel` },
  /** Server-sent events (text/event-stream): the shop's order events. */
  "MerchantOrders.Events": { method: "GET", path: `${app}/MerchantOrders/Events` },
  // Console image uploads (issue 15, docs/media.md): multipart/form-data, tenant or host admins
  "Media.Upload": { method: "POST", path: `${app}/Media/Upload` },
  // Merchant console: the menu editor (issue 15)
  "MerchantMenu.Get": { method: "GET", path: `${app}/MerchantMenu/Get` },
  "MerchantMenu.CreateTag": { method: "POST", path: `${app}/MerchantMenu/CreateTag` },
  "MerchantMenu.UpdateTag": { method: "PUT", path: `${app}/MerchantMenu/UpdateTag` },
  "MerchantMenu.DeleteTag": { method: "DELETE", path: `${app}/MerchantMenu/DeleteTag` },
  "MerchantMenu.ReorderTags": { method: "POST", path: `${app}/MerchantMenu/ReorderTags` },
  "MerchantMenu.CreateItem": { method: "POST", path: `${app}/MerchantMenu/CreateItem` },
  "MerchantMenu.UpdateItem": { method: "PUT", path: `${app}/MerchantMenu/UpdateItem` },
  "MerchantMenu.DeleteItem": { method: "DELETE", path: `${app}/MerchantMenu/DeleteItem` },
  "MerchantMenu.ReorderItems": { method: "POST", path: `${app}/MerchantMenu/ReorderItems` },
  "MerchantMenu.SetItemStock": { method: "POST", path: `${app}/MerchantMenu/SetItemStock` },
  // Merchant console: promotion codes and sales figures (issue 15)
  "MerchantPromotions.GetAll": { method: "GET", path: `${app}/MerchantPromotions/GetAll` },
  "MerchantPromotions.Create": { method: "POST", path: `${app}/MerchantPromotions/Create` },
  "MerchantPromotions.Update": { method: "PUT", path: `${app}/MerchantPromotions/Update` },
  "MerchantPromotions.End": { method: "POST", path: `${app}/MerchantPromotions/End` },
  "MerchantSales.Get": { method: "GET", path: `${app}/MerchantSales/Get` },
} as const satisfies Record<string, { method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; path: string }>;

/**
 * Development-only calls: registered when EXPOSE_DEV_MESSAGES is set (never in production), hidden
 * from the OpenAPI document, not part of the product's API.
 */
export const devEndpoints = {
  /** The message log's latest messages for a recipient (the end-to-end suite reads its codes). */
  "Dev.Messages": { method: "GET", path: "/api/dev/messages" },
} as const;

export type EndpointName = keyof typeof endpoints;
export type EndpointMethod = (typeof endpoints)[EndpointName]["method"];
