import { randomUUID } from "node:crypto";
import type { Row } from "../expectations.ts";
import { cardToken, paging } from "./samples.ts";

/** The storefront: discovery and the catalogue, likes, carts. */
export const storefrontRows: Record<string, Row> = {
  // Discovery and the catalogue: the storefront's, whoever asks.
  "ShopType.GetAll": { access: "public", request: () => ({ query: paging }) },
  "Shop.GetShopTags": { access: "public", request: ({ world }) => ({ query: { ShopId: world.shop.open } }) },
  "Shop.NearMe": { access: "public", request: () => ({ body: { latitutde: 43.6453, longitutde: -79.3806 } }) },
  "Shop.PickupShopsNearMe": {
    access: "public",
    request: () => ({ body: { latitutde: 43.6453, longitutde: -79.3806 } }),
  },
  "Shop.GetAllShopsByCategory": { access: "public", request: (s) => ({ query: { Id: s.menuCategoryId } }) },
  "Shop.GetAllHomeChefs": { access: "public", request: () => ({ query: paging }) },
  "Shop.GetAllConvinienceStores": { access: "public", request: () => ({ query: paging }) },
  "Shop.SearchStores": { access: "public", request: () => ({ query: { Keyword: "Jerk" } }) },
  "Shop.GetStoreInfo": { access: "public", request: ({ world }) => ({ query: { Id: world.shop.open } }) },
  "Shop.GetOpeningHours": { access: "public", request: ({ world }) => ({ query: { shopId: world.shop.open } }) },
  "Shop.GetDeliverySlots": { access: "public", request: ({ world }) => ({ query: { shopId: world.shop.open } }) },
  "MenuCategory.GetAll": { access: "public", request: () => ({ query: paging }) },
  "MenuCategory.Get": { access: "public", request: (s) => ({ query: { Id: s.menuCategoryId } }) },
  "FoodMenu.GetMenusByCategory": { access: "public", request: (s) => ({ query: { CategoryId: s.menuCategoryId } }) },
  "FoodMenu.GetMenusByCategoryTagByShopId": {
    access: "public",
    request: ({ world }) => ({ query: { ShopId: world.shop.open } }),
  },
  "FoodMenu.GetMenusByTag": { access: "public", request: (s) => ({ query: { TagId: s.tagId } }) },
  "Geocoding.GetSuggestions": { access: "public", request: () => ({ query: { Input: "toron" } }) },
  "Geocoding.GetPlaceDetails": { access: "public", request: () => ({ query: { Id: "city:QC:Montréal" } }) },
  "Geocoding.Reverse": { access: "public", request: () => ({ query: { Latitude: 43.66, Longitude: -79.39 } }) },

  // Likes: customers only.
  "ShopLikeList.Create": { access: "customerRole", request: (_, t) => ({ body: { shopId: t.likedShopId } }) },
  "ShopLikeList.RemoveShopLike": {
    access: "customerRole",
    // Removes the caller's own like of that shop (if any): the target's like stays.
    request: (_, t) => ({ query: { Id: t.likedShopId } }),
    last: 3,
  },
  "ShopLikeList.GetAllByCustomer": { access: "customerRole", request: () => ({}) },

  // Carts: the caller's own, by id or by shop; another's is a 404.
  "ShoppingCart.Create": {
    access: "cartOwner",
    // The caller's own cart of a shop nobody else in the matrix shops at.
    request: ({ world }) => ({
      body: { shopId: world.shop.tight, shoppingCartItems: [{ foodMenuId: world.item.tightMeal }] },
    }),
  },
  "ShoppingCart.AddShoppingCartItem": {
    access: "cartOwner",
    notOwner: 404,
    request: ({ world }, t) => ({
      body: {
        shoppingCartId: t.cartId,
        shoppingCartItem: {
          foodMenuId: t.cartShopId === world.shop.open ? world.item.patty : world.item.noPickupMeal,
          quantity: 1,
        },
      },
    }),
  },
  "ShoppingCart.UpdateShoppingCartItem": {
    access: "cartOwner",
    notOwner: 404,
    request: (_, t) => ({ body: { shoppingCartId: t.cartId, shoppingCartItem: { id: t.cartItemId, quantity: 3 } } }),
  },
  "ShoppingCart.GetCustomersCarts": { access: "cartOwner", request: () => ({}) },
  "ShoppingCart.GetByCustomer": {
    access: "cartOwner",
    notOwner: 404,
    request: (_, t) => ({ query: { id: t.cartId } }),
  },
  "ShoppingCart.UpdateShoppingCart": {
    access: "cartOwner",
    notOwner: 404,
    request: (_, t) => ({ body: { shoppingCartId: t.cartId, leaveAtDoor: true } }),
  },
  "ShoppingCart.Events": { access: "cartOwner", stream: true, request: () => ({}) },
  "ShoppingCart.AddTip": {
    access: "cartOwner",
    notOwner: 404,
    request: (_, t) => ({ body: { shopId: t.cartShopId, value: 3 } }),
  },
  "ShoppingCart.ApplyPromotionalCode": {
    access: "cartOwner",
    notOwner: 404,
    request: (s, t) => ({ body: { shopId: t.cartShopId, promoCode: s.promoCode } }),
  },
  "ShoppingCart.RemovePromotionalCode": {
    access: "cartOwner",
    notOwner: 404,
    request: (_, t) => ({ body: { shopId: t.cartShopId } }),
  },
  "ShoppingCart.ProcessPayment": {
    access: "cartOwner",
    notOwner: 404,
    request: async (s, t) => ({
      body: { shopId: t.cartShopId, sourceId: await cardToken(s) },
      headers: { "Idempotency-Key": randomUUID() },
    }),
    last: 1,
  },
};
