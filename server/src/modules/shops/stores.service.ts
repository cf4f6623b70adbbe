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
import type { Versions } from "../../cache/catalogue-versions.ts";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { NotFoundError } from "../../lib/errors.ts";
import type { HoursService } from "../hours/hours.service.ts";
import { NearMeIndexCache, readListedShopPoints } from "./near-me-index-cache.ts";
import { StoreCardCache } from "./store-cards.ts";
import { distanceKm, toStoreSummary } from "./stores.mappers.ts";
import {
  findCardProducts,
  findHeaderImage,
  findStore,
  findStoreRowsByIds,
  findStoresByIds,
  type NearbyShop,
  type NearMeQuery,
  nearZeroAsZero,
  pageStores,
  prepareNearbyShops,
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
export type OpeningStatesLookup = Pick<HoursService, "openingStates" | "schedules" | "openingStateAt">;

/**
 * Catalogue versions by scope, read as the read cache reads them (decisions 033, 035): every change
 * committed before the call is at or below them.
 */
export type CatalogueVersionsLookup = (scopes: readonly string[]) => Versions | Promise<Versions>;

/**
 * `clock`: the opening states of cards are "now" by the app's clock (the read cache bounds them by it).
 * `catalogueVersions` key near me's store cards (docs/decisions/038-near-me-store-cards.md).
 */
export function createStoresService(
  db: Db,
  likedShops: LikedShopsLookup,
  hours: OpeningStatesLookup,
  clock: Clock,
  catalogueVersions: CatalogueVersionsLookup,
) {
  /** The storefront's catalogue version (its scope in decision 033). */
  const storefrontVersion = async (storefrontId: number) => {
    const scope = `tenant:${storefrontId}`;
    return (await catalogueVersions([scope])).get(scope) ?? 0;
  };
  const nearbyShops = prepareNearbyShops(db);
  /**
   * The walk answered from an in-memory index of the storefront's listed shops while it is at the
   * request's catalogue version; the database's walk otherwise (docs/decisions/042-…, 045-…).
   */
  const nearMeIndexes = new NearMeIndexCache((id) => readListedShopPoints(db, id));

  /** The storefront's catalogue version and the walk's page. */
  async function walk(q: NearMeQuery, page: { skip: number; take: number }): Promise<[number, NearbyShop[]]> {
    const version = await storefrontVersion(q.marketplaceTenantId);
    const index = nearMeIndexes.index(q.marketplaceTenantId, version);
    if (!index) return [version, await nearbyShops(q, page)];
    const point = { latitude: nearZeroAsZero(q.latitude), longitude: nearZeroAsZero(q.longitude) };
    return [
      version,
      index.nearest({ ...point, radiusMetres: q.radiusMetres, pickupOnly: q.pickupOnly ?? false, ...page }),
    ];
  }

  /** Near me's cards: the summary as anyone sees it (not liked, no distance) and the schedule. */
  const storeCards = new StoreCardCache(async (ids) => {
    const [rows, products, schedules] = await Promise.all([
      findStoreRowsByIds(db, ids),
      findCardProducts(db, ids, discoveryLimits.productsPerStoreCard),
      hours.schedules(ids, clock.now()),
    ]);
    return new Map(
      rows.map((row) => [
        row.id,
        {
          summary: toStoreSummary(row, {
            liked: false,
            products: products.filter((p) => p.shopId === row.id),
            openingState: closed,
          }),
          schedule: schedules.get(row.id) ?? null,
        },
      ]),
    );
  }, hours.openingStateAt);

  /** Store summaries for rows, in the rows' order, with products and the viewer's like flags. */
  async function summarise(viewer: Viewer, rows: StoreRow[]) {
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
      const storefrontId = viewer.marketplaceTenantId;
      // The version is read before the walk; the cards are then at least that recent.
      const [version, nearby] = await walk(
        {
          marketplaceTenantId: storefrontId,
          latitude: input.latitutde,
          longitude: input.longitutde,
          radiusMetres: input.radius * 1000,
          pickupOnly: options.pickupOnly,
        },
        { skip: input.skipCount, take: input.maxResultCount },
      );
      const ids = nearby.map((n) => n.id);
      const [cards, liked] = await Promise.all([
        storeCards.cards(storefrontId, version, ids),
        likedShops(viewer.userId, ids),
      ]);
      const now = clock.now();
      const items: StoreSummary[] = [];
      for (const { id, distanceMetres } of nearby) {
        const card = cards.get(id);
        if (!card) continue; // deleted between the walk and the fill
        const isLiked = liked.has(id);
        // Spread first: the fields set below keep their place in the summary.
        items.push({
          ...card.summary,
          distanceKm: distanceKm(distanceMetres),
          isSavedShop: isLiked,
          isLiked,
          openingState: storeCards.openingState(card, now),
        });
      }
      return { items };
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
