import type { FuzzRequest } from "./generate.ts";
import type { Owner, World } from "./world.ts";

/**
 * Cart ids in generated requests are placeholders ("this owner's open cart", "a line of it"),
 * resolved just before sending: carts come and go as the fuzzer pays, empties and recreates them,
 * and generation never looks at answers. The keeper makes sure the cart exists (with a line) and
 * remembers its ids until a request that may change carts succeeds.
 */

const owners: readonly Owner[] = ["alice", "guestA", "guestB", "carol"];
const base = 1_000_000_000;

/** The placeholder numbers of an owner's cart and of a line of it (never otherwise generated). */
export function cartPlaceholder(owner: Owner): number | undefined {
  const i = owners.indexOf(owner);
  return i < 0 ? undefined : base + 10 * i;
}
export function linePlaceholder(owner: Owner): number | undefined {
  const i = owners.indexOf(owner);
  return i < 0 ? undefined : base + 10 * i + 1;
}

const placeholderPattern = /(?<!\d)10000000(\d)(\d)(?!\d)/g;

export class CartKeeper {
  readonly #known = new Map<Owner, { cartId: number; lineId: number }>();

  constructor(private readonly world: World) {}

  /** Forget what is known: called after any successful change to carts or accounts. */
  forget() {
    this.#known.clear();
  }

  /** Whether resolving `request` needs set-up requests (which may write). */
  needs(request: FuzzRequest): boolean {
    return this.#placeholders(request).some((owner) => !this.#known.has(owner));
  }

  /** The request with its placeholders replaced by real ids (creating the carts if needed). */
  async resolve(request: FuzzRequest): Promise<FuzzRequest> {
    const wanted = this.#placeholders(request);
    if (wanted.length === 0) return request;
    for (const owner of wanted) if (!this.#known.has(owner)) this.#known.set(owner, await this.#ensure(owner));
    const replace = (text: string) =>
      text.replace(placeholderPattern, (match, i: string, kind: string) => {
        const state = this.#known.get(owners[Number(i)] as Owner);
        if (!state) return match;
        return String(kind === "1" ? state.lineId : state.cartId);
      });
    return {
      ...request,
      url: replace(request.url),
      payload: typeof request.payload === "string" ? replace(request.payload) : request.payload,
    };
  }

  #placeholders(request: FuzzRequest): Owner[] {
    const text = `${request.url} ${typeof request.payload === "string" ? request.payload : ""}`;
    const found = new Set<Owner>();
    for (const match of text.matchAll(placeholderPattern)) {
      const owner = owners[Number(match[1])];
      if (owner && (match[2] === "0" || match[2] === "1")) found.add(owner);
    }
    return [...found];
  }

  /** The owner's open cart of their shop, with at least one line: read, or created through the API. */
  async #ensure(owner: Owner): Promise<{ cartId: number; lineId: number }> {
    const { world } = this;
    const who: Record<string, string> =
      owner === "alice"
        ? { authorization: world.alice.authorization }
        : owner === "carol"
          ? { authorization: world.carol.authorization }
          : { "X-Guest-Id": owner === "guestA" ? world.guests.a : world.guests.b };
    const tenant = owner === "carol" ? world.otherMarketplace : 3;
    const { shopId } = world.carts[owner];
    const item = world.itemIds[world.shopIds.indexOf(shopId) * 2] as number;
    type Cart = { id: number; shoppingCartItems: { id: number }[] };
    const create = async (items: unknown[]): Promise<Cart> => {
      const res = await world.ctx.app.inject({
        method: "POST",
        url: "/api/services/app/ShoppingCart/Create",
        headers: { "Abp.TenantId": String(tenant), ...who },
        payload: { shopId, shoppingCartItems: items },
      });
      if (res.statusCode !== 200) throw new Error(`fuzz cart set-up for ${owner}: ${res.statusCode} ${res.body}`);
      return res.json().result;
    };
    let cart = await create([]);
    if (cart.shoppingCartItems.length === 0) cart = await create([{ foodMenuId: item, quantity: 1 }]);
    // A delivery address, so payments get past "add a delivery address".
    await world.ctx.app.inject({
      method: "PATCH",
      url: "/api/services/app/ShoppingCart/UpdateShoppingCart",
      headers: { "Abp.TenantId": String(tenant), ...who },
      payload: { shoppingCartId: cart.id, ...world.place },
    });
    return { cartId: cart.id, lineId: cart.shoppingCartItems[0]?.id ?? 1 };
  }
}
