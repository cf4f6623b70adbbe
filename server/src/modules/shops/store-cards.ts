import type { OpeningState, StoreSummary } from "@dutchpot/contract";
import { LRUCache } from "lru-cache";
import { openingExpiry } from "../../cache/opening-expiry.ts";
import type { ShopSchedule } from "../hours/schedule.ts";

/**
 * What a store card shows that only a catalogue change can change: the summary as an anonymous
 * visitor sees it far away (no distance, not liked), and the shop's schedule to tell open from
 * closed at any time. `version` is the storefront's catalogue version read before the card's data.
 */
export interface StoreCard {
  version: number;
  summary: StoreSummary;
  /** Null: no timetable (closed, nothing to announce). */
  schedule: ShopSchedule | null;
  /** The last opening state worked out and the span of time it holds for (epoch ms, [from, until)). */
  opening: { state: OpeningState; from: number; until: number } | null;
}

/** Reads the cards of these shops as of now (a miss): a summary and a schedule per id found. */
export type FillCards = (
  shopIds: number[],
) => Promise<Map<number, { summary: StoreSummary; schedule: ShopSchedule | null }>>;

/** The opening state of a schedule at an instant (the hours module's rule). */
export type OpeningStateAt = (schedule: ShopSchedule, now: Date) => OpeningState;

const closed: OpeningState = { isOpen: false, closesAt: null, opensAt: null };

/**
 * Cards kept: about 2–5 KB each (ten products), so at most ~10 MB; a page shows ten, and a page
 * seen once and never again is the first to go.
 */
const maxCards = 2_000;

/**
 * Near me's per-shop cache (docs/decisions/038-near-me-store-cards.md): store cards by shop, under
 * the storefront's catalogue version (decision 033), so a near-me call is the index walk for ids
 * and distances plus cards from memory. A card is used only when its version is at least the one
 * the request read: its data was read after that version, so it is never older than a change
 * committed before the request; a write bumps the version and the next request refills. Concurrent
 * misses of one card share one fill. Open or closed is computed at the request's time from the
 * cached schedule, and kept until the state's next transition.
 */
export class StoreCardCache {
  readonly #cards = new LRUCache<string, StoreCard>({ max: maxCards });
  readonly #filling = new Map<string, Promise<StoreCard | undefined>>();

  constructor(
    private readonly fill: FillCards,
    private readonly openingStateAt: OpeningStateAt,
  ) {}

  /** The cards of these shops of the storefront at `version` or later; a shop that no longer exists is absent. */
  async cards(storefrontId: number, version: number, shopIds: readonly number[]): Promise<Map<number, StoreCard>> {
    const found = new Map<number, StoreCard>();
    const pending: Promise<void>[] = [];
    const missing: number[] = [];
    for (const id of shopIds) {
      const key = `${storefrontId}:${id}`;
      const card = this.#cards.get(key);
      if (card && card.version >= version) {
        found.set(id, card);
        continue;
      }
      const filling = this.#filling.get(`${key}@${version}`);
      if (filling) {
        pending.push(filling.then((c) => void (c && found.set(id, c))));
      } else missing.push(id);
    }
    if (missing.length > 0) pending.push(this.#fillCards(storefrontId, version, missing, found));
    await Promise.all(pending);
    return found;
  }

  /** The opening state of a card at `now`, worked out again only when its last one has run out. */
  openingState(card: StoreCard, now: Date): OpeningState {
    if (!card.schedule) return closed;
    const t = now.getTime();
    const last = card.opening;
    if (last && last.from <= t && t < last.until) return last.state;
    const state = this.openingStateAt(card.schedule, now);
    card.opening = { state, from: t, until: openingExpiry([state], now) ?? Number.POSITIVE_INFINITY };
    return state;
  }

  async #fillCards(storefrontId: number, version: number, ids: number[], found: Map<number, StoreCard>) {
    const read = this.fill(ids);
    await Promise.all(
      ids.map((id) => {
        const key = `${storefrontId}:${id}`;
        const filling = read.then((data) => {
          const entry = data.get(id);
          if (!entry) return undefined;
          const card: StoreCard = { version, ...entry, opening: null };
          const kept = this.#cards.get(key);
          // A slower fill of an older version never replaces a newer card.
          if (!kept || kept.version <= version) this.#cards.set(key, card);
          return card;
        });
        const flight = `${key}@${version}`;
        this.#filling.set(flight, filling);
        return filling.then((card) => void (card && found.set(id, card))).finally(() => this.#filling.delete(flight));
      }),
    );
  }
}
