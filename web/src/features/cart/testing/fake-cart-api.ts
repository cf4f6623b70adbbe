import type { Cart, CartItem, Product } from "@dutchpot/contract";
import { envelope, mockApi } from "../../../test/api-mock.ts";
import { cartFixture } from "./cart-fixture.ts";

/** A product with two option groups: a required size (Medium pre-selected) and extras (Cheese pre-selected). */
export function productWithOptions(overrides: Partial<Product> = {}): Product {
  return {
    id: 101,
    shopId: 7,
    tagId: 1,
    name: "Jerk Chicken Dinner",
    description: "Smoked over pimento wood.",
    unitPrice: 16.99,
    imageUrl: null,
    storeName: "Dutchpot Kitchen",
    isOutOfStock: false,
    attributeMappings: [
      {
        id: 1,
        textPrompt: "Choose a size",
        attributeControlType: 2,
        isRequired: true,
        attributeValues: [
          { id: 11, name: "Small", cost: 0, isPreSelected: false },
          { id: 12, name: "Medium", cost: 3, isPreSelected: true },
          { id: 13, name: "Large", cost: 7, isPreSelected: false },
        ],
      },
      {
        id: 2,
        textPrompt: "Extras",
        attributeControlType: 3,
        isRequired: false,
        attributeValues: [
          { id: 21, name: "Cheese", cost: 1.5, isPreSelected: true },
          { id: 22, name: "Plantain", cost: 2.25, isPreSelected: false },
        ],
      },
    ],
    ...overrides,
  };
}

export function plainProduct(overrides: Partial<Product> = {}): Product {
  return {
    ...productWithOptions(),
    id: 202,
    name: "Rice & Peas",
    unitPrice: 4.99,
    attributeMappings: [],
    ...overrides,
  };
}

const optionCost: Record<number, number> = { 11: 0, 12: 3, 13: 7, 21: 1.5, 22: 2.25 };

/**
 * A small in-memory cart server for component tests: Create, AddShoppingCartItem,
 * UpdateShoppingCartItem and GetCustomersCarts on one shop's cart, with naive amounts.
 */
export function fakeCartApi(products: Product[]) {
  let cart: Cart | null = null;
  let nextLine = 1;
  const json = (init?: RequestInit) => JSON.parse(String(init?.body ?? "{}"));
  const priced = (c: Cart): Cart => {
    const subTotal = c.shoppingCartItems.reduce((s, l) => s + l.price, 0);
    return {
      ...c,
      subTotal,
      totalPrice: subTotal,
      itemCount: c.shoppingCartItems.reduce((s, l) => s + l.quantity, 0),
    };
  };
  const addLine = (foodMenuId: number, quantity: number, valueIds: number[]) => {
    if (!cart) throw new Error("no cart");
    const product = products.find((p) => p.id === foodMenuId);
    if (!product) throw new Error(`unknown item ${foodMenuId}`);
    const unit = product.unitPrice + valueIds.reduce((s, id) => s + (optionCost[id] ?? 0), 0);
    const line: CartItem = {
      id: nextLine++,
      foodMenuId,
      quantity,
      price: unit * quantity,
      foodMenu: { name: product.name, unitPrice: product.unitPrice, imageUrl: null },
      selectedAttributes: valueIds.map((id) => ({
        productAttributeValueId: id,
        productAttributeValue: { id, name: `Value ${id}`, cost: optionCost[id] ?? 0, textPrompt: "Prompt" },
      })),
      shoppingCart: { id: cart.id, dropOffInstructions: null, apartmentNumber: null, leaveAtDoor: true },
      isAvailable: true,
    };
    cart = priced({ ...cart, shoppingCartItems: [...cart.shoppingCartItems, line] });
  };
  const fetchMock = mockApi({
    "GET /services/app/ShoppingCart/GetCustomersCarts": () => envelope({ items: cart ? [cart] : [] }),
    "POST /services/app/ShoppingCart/Create": (init) => {
      const body = json(init);
      cart = cartFixture({ id: 55, shopId: body.shopId, notes: body.notes });
      for (const item of body.shoppingCartItems) addLine(item.foodMenuId, item.quantity, item.selectedAttributes);
      return envelope(cart);
    },
    "POST /services/app/ShoppingCart/AddShoppingCartItem": (init) => {
      const { shoppingCartItem: item } = json(init);
      addLine(item.foodMenuId, item.quantity, item.selectedAttributes);
      return envelope(cart);
    },
    "PUT /services/app/ShoppingCart/UpdateShoppingCartItem": (init) => {
      const { shoppingCartItem: change } = json(init);
      if (!cart) throw new Error("no cart");
      const lines = cart.shoppingCartItems.flatMap((l) => {
        if (l.id !== change.id) return [l];
        const quantity = change.quantity ?? l.quantity + change.quantityDelta;
        return quantity <= 0 ? [] : [{ ...l, quantity, price: (l.price / l.quantity) * quantity }];
      });
      cart = priced({ ...cart, shoppingCartItems: lines });
      return envelope(cart);
    },
    "PATCH /services/app/ShoppingCart/UpdateShoppingCart": (init) => {
      const body = json(init);
      if (!cart) throw new Error("no cart");
      cart = { ...cart, deliveryAddress: body.deliveryAddress };
      return envelope({ items: [cart] });
    },
  });
  return {
    fetchMock,
    /** The bodies sent to a path, in order. */
    bodies(path: string): unknown[] {
      return fetchMock.mock.calls
        .filter(([input]) => String(input).toLowerCase().includes(path.toLowerCase()))
        .map(([, init]) => JSON.parse(String(init?.body ?? "null")));
    },
  };
}
