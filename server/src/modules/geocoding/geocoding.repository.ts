import { maxId } from "@dutchpot/contract";
import { and, asc, eq, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { geocodedPlaces, shops } from "../../db/schema/index.ts";
import type { KnownPlace, KnownPlaces, LatLng } from "../../providers/geocoding/index.ts";
import { containsText } from "../menus/search.ts";

const shopIdPrefix = "shop:";

/** A shop's address as a place's description: "1540 Eglinton Ave W, Toronto, M6E 2G8". */
const shopDescription = sql<string>`${shops.address} || ', ' || ${shops.city} || ', ' || ${shops.postCode}`;

/** Seeded shop addresses, as places. */
function shopPlaces(db: DbOrTx, where: SQL | undefined, order: SQL[], limit: number) {
  return db
    .select({
      id: sql<string>`${shopIdPrefix} || ${shops.id}`,
      description: shopDescription,
      address: shops.address,
      city: shops.city,
      postalCode: shops.postCode,
      latitude: shops.latitude,
      longitude: shops.longitude,
    })
    .from(shops)
    .where(and(eq(shops.isActive, true), where))
    .orderBy(...order)
    .limit(limit);
}

const asKnown = (row: Omit<KnownPlace, "province" | "country">): KnownPlace => ({
  ...row,
  province: null,
  country: "Canada",
});

const placeColumns = {
  id: geocodedPlaces.id,
  description: geocodedPlaces.description,
  address: geocodedPlaces.address,
  city: geocodedPlaces.city,
  province: geocodedPlaces.province,
  postalCode: geocodedPlaces.postalCode,
  country: geocodedPlaces.country,
  latitude: geocodedPlaces.latitude,
  longitude: geocodedPlaces.longitude,
};

/** The known places the local geocoder uses: shop addresses and places resolved before. */
export function createKnownPlaces(db: DbOrTx): KnownPlaces {
  return {
    async search(text, limit) {
      // Typed words ("eglinton toronto"), or a suggestion's own text, commas and all: a profile's saved
      // address is looked up again by the text it was chosen as (web address-dropdown's restore).
      const shopText = sql`${shops.address} || ' ' || ${shops.city} || ' ' || ${shops.postCode}`;
      const matches = or(containsText(shopText, text), containsText(shopDescription, text));
      const [fromShops, remembered] = await Promise.all([
        shopPlaces(db, matches, [asc(shops.address), asc(shops.id)], limit),
        db
          .select(placeColumns)
          .from(geocodedPlaces)
          .where(containsText(geocodedPlaces.description, text))
          .orderBy(asc(geocodedPlaces.description))
          .limit(limit),
      ]);
      const seen = new Set<string>();
      return [...fromShops.map(asKnown), ...remembered]
        .filter((p) => {
          const key = p.description.toLowerCase();
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        })
        .slice(0, limit);
    },

    async byId(id) {
      if (id.startsWith(shopIdPrefix)) {
        const shopId = Number(id.slice(shopIdPrefix.length));
        if (!Number.isSafeInteger(shopId) || shopId < 1 || shopId > maxId) return null;
        const [row] = await shopPlaces(db, eq(shops.id, shopId), [], 1);
        return row ? asKnown(row) : null;
      }
      const [row] = await db.select(placeColumns).from(geocodedPlaces).where(eq(geocodedPlaces.id, id));
      return row ?? null;
    },

    async nearest(point: LatLng, withinMetres: number) {
      const origin = sql`ll_to_earth(${point.latitude}::float8, ${point.longitude}::float8)`;
      const shopPoint = sql`ll_to_earth(${shops.latitude}, ${shops.longitude})`;
      const [shop] = await shopPlaces(
        db,
        and(
          sql`earth_box(${origin}, ${withinMetres}::float8) @> ${shopPoint}`,
          sql`earth_distance(${origin}, ${shopPoint}) <= ${withinMetres}::float8`,
        ),
        [sql`${shopPoint} <-> ${origin}`],
        1,
      );
      if (shop) return asKnown(shop);
      const placePoint = sql`ll_to_earth(${geocodedPlaces.latitude}, ${geocodedPlaces.longitude})`;
      const [place] = await db
        .select(placeColumns)
        .from(geocodedPlaces)
        .where(sql`earth_distance(${origin}, ${placePoint}) <= ${withinMetres}::float8`)
        .orderBy(sql`earth_distance(${origin}, ${placePoint})`)
        .limit(1);
      return place ?? null;
    },
  };
}

/** Keeps a place an external provider resolved, for the local provider to suggest later. */
export async function rememberPlace(db: DbOrTx, place: KnownPlace) {
  const { id, ...rest } = place;
  await db
    .insert(geocodedPlaces)
    .values(place)
    .onConflictDoUpdate({ target: geocodedPlaces.id, set: { ...rest, updatedAt: sql`now()` } });
}
