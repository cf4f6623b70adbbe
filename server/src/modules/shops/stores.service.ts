import {
  discoveryLimits,
  type NearMeRequest,
  type OpeningState,
  type PagedRequest,
  type ShopKind,
  type ShopsByCategoryRequest,
  type StoreInfo,
  type StoreSearchRequest,
  type StoreSummary,
  type StoreSummaryList,
  type StoreSummaryPage,
} from "@dutchpot/contract";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { NotFoundError } from "../../lib/errors.ts";
import type { HoursService } from "../hours/hours.service.ts";
import { toStoreSummary } from "./stores.mappers.ts";
import {
  findCardProducts,
  findHeaderImage,
  findNearbyStores,
  findStore,
  findStoresByIds,
  pageStores,
  type StoreFilter,
  type StoreRow,
} from "./stores.repository.ts";

/** Which of these shops the viewer saved (the likes module answers; empty for anonymous callers). */
export type LikedShopsLookup = (viewerId: number | null, shopIds: number[]) => Promise<Set<number>>;

/** The caller: a user id when signed in, else null (flags are then false). */
export interface Viewer {
  marketplaceTenantId: number;
  userId: number | null;
}

/** A shop without a timetable: closed, with no opening to announce. */
const closed: OpeningState = { isOpen: false, closesAt: null, opensAt: null };

const pageOf = (input: PagedRequest) => ({ skip: input.SkipCount, take: input.MaxResultCount });

/** Open now / opens at of store cards (the hours module owns the opening hours). */
export type OpeningStatesLookup = Pick<HoursService, "openingStates">;

/** `clock`: the opening states of cards are "now" by the app's clock (the read cache bounds them by it). */
export function createStoresService(db: Db, likedShops: LikedShopsLookup, hours: OpeningStatesLookup, clock: Clock) {
  /** Store summaries for rows, in the rows' order, with products and the viewer's like flags. */
  async function summarise(viewer: Viewer, rows: StoreRow[], distances?: Map<number, number>) {
    const ids = rows.map((r) => r.id);
    const [products, liked, opening] = await Promise.all([
      findCardProducts(db, ids, discoveryLimits.productsPerStoreCard),
      likedShops(viewer.userId, ids),
      hours.openingStates(ids, clock.now()),
    ]);
    return rows.map(
      (row): StoreSummary =>
        toStoreSummary(row, {
          liked: liked.has(row.id),
          products: products.filter((p) => p.shopId === row.id),
          distanceMetres: distances?.get(row.id),
          openingState: opening.get(row.id) ?? closed,
        }),
    );
  }

  async function pageOfStores(viewer: Viewer, filter: Omit<StoreFilter, "marketplaceTenantId">, input: PagedRequest) {
    const page = await pageStores(db, { ...filter, marketplaceTenantId: viewer.marketplaceTenantId }, pageOf(input));
    return { totalCount: page.totalCount, items: await summarise(viewer, page.items) };
  }

  return {
    /**
     * Active stores within `radius` km of the point, nearest first: all of them (NearMe), or only
     * those that offer pickup (PickupShopsNearMe).
     */
    async nearMe(
      viewer: Viewer,
      input: NearMeRequest,
      options: { pickupOnly?: boolean } = {},
    ): Promise<StoreSummaryList> {
      const nearby = await findNearbyStores(
        db,
        {
          marketplaceTenantId: viewer.marketplaceTenantId,
          latitude: input.latitutde,
          longitude: input.longitutde,
          radiusMetres: input.radius * 1000,
          pickupOnly: options.pickupOnly,
        },
        { skip: input.skipCount, take: input.maxResultCount },
      );
      const distances = new Map(nearby.map((n) => [n.id, n.distanceMetres]));
      return { items: await summarise(viewer, nearby, distances) };
    },

    byCategory(viewer: Viewer, input: ShopsByCategoryRequest): Promise<StoreSummaryPage> {
      return pageOfStores(viewer, { menuCategoryId: input.Id }, input);
    },

    byKinds(viewer: Viewer, kinds: ShopKind[], input: PagedRequest): Promise<StoreSummaryPage> {
      return pageOfStores(viewer, { kinds }, input);
    },

    search(viewer: Viewer, input: StoreSearchRequest): Promise<StoreSummaryPage> {
      return pageOfStores(viewer, { keyword: input.Keyword || undefined }, input);
    },

    /** Whether the store page of `shopId` exists on this storefront (the SPA answers 404 pages otherwise). */
    async isListed(marketplaceTenantId: number, shopId: number): Promise<boolean> {
      return (await findStoresByIds(db, marketplaceTenantId, [shopId])).length > 0;
    },

    /** The store page's header data; 404 for an unknown, inactive or other marketplace's store. */
    async storeInfo(viewer: Viewer, shopId: number): Promise<StoreInfo> {
      const found = await findStore(db, viewer.marketplaceTenantId, shopId);
      if (!found) throw new NotFoundError("Shop", shopId);
      const [[summary], headerImageUrl] = await Promise.all([
        summarise(viewer, [found.store]),
        findHeaderImage(db, viewer.marketplaceTenantId),
      ]);
      return {
        ...(summary as StoreSummary),
        description: found.store.description,
        headerImageUrl,
        tags: found.tags,
        offersDelivery: found.store.offersDelivery,
        deliveryRadiusKm: Number(found.store.deliveryRadiusKm),
      };
    },
  };
}
