import type { StoreSummary } from "@dutchpot/contract";

/** Lower case without accents, for forgiving matching ("Épicerie" matches "epicerie"). */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase();
}

/** Stores whose name, address or listed products match every word of the query. */
export function filterStores(stores: StoreSummary[], query: string): StoreSummary[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return stores;
  return stores.filter((store) => {
    const haystack = fold(
      [store.businessName, store.shopDetails.shopName, store.address, ...store.productsInShop.map((p) => p.name)].join(
        " ",
      ),
    );
    return words.every((word) => haystack.includes(word));
  });
}
