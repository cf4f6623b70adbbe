import type { NearbyShop } from "./stores.repository.ts";

/** A listed shop as the near-me walk sees it. */
export interface IndexedShop {
  id: number;
  latitude: number;
  longitude: number;
  offersPickup: boolean;
}

/** What a near-me call asks (validated numbers; coordinates already rounded to zero near zero). */
export interface NearestQuery {
  latitude: number;
  longitude: number;
  radiusMetres: number;
  pickupOnly: boolean;
  skip: number;
  take: number;
}

/** The `earthdistance` extension's earth(): its sphere's radius in metres. */
const earthRadius = 6378168;
/** PostgreSQL's RADIANS_PER_DEGREE (float.c, 0.0174532925199432957692) as the double it rounds to. */
const radiansPerDegree = 0.017453292519943295;

/**
 * A point as `ll_to_earth(lat, lng)` makes it, operation for operation (left to right, as the SQL
 * function is written), so that the distances below are the database's own doubles.
 */
function toEarth(latitude: number, longitude: number, out: Float64Array, at: number) {
  const lat = latitude * radiansPerDegree;
  const lng = longitude * radiansPerDegree;
  out[at] = earthRadius * Math.cos(lat) * Math.cos(lng);
  out[at + 1] = earthRadius * Math.cos(lat) * Math.sin(lng);
  out[at + 2] = earthRadius * Math.sin(lat);
}

/** `sec_to_gc`: a chord (cube_distance) as the great-circle distance `earth_distance` returns. */
function chordToArc(chord: number): number {
  if (chord < 0) return 0;
  if (chord / (2 * earthRadius) > 1) return Math.PI * earthRadius;
  return 2 * earthRadius * Math.asin(chord / (2 * earthRadius));
}

/** The chord of an arc, with room for rounding: pruning with it never drops a shop the radius keeps. */
const arcToChordBound = (arc: number) =>
  arc >= Math.PI * earthRadius
    ? Number.POSITIVE_INFINITY
    : 2 * earthRadius * Math.sin(arc / (2 * earthRadius)) * 1.000001 + 1;

interface Candidate {
  id: number;
  distanceMetres: number;
  chord: number;
}

/** (distance, id): the outer query's order. */
const before = (a: Candidate, b: Candidate) =>
  a.distanceMetres < b.distanceMetres || (a.distanceMetres === b.distanceMetres && a.id < b.id);

/**
 * One storefront's listed shops in a 3-d tree over their ll_to_earth points (docs/decisions/042-…):
 * answers the near-me walk of `stores.repository.ts` (nearest first, within the radius, paged) in
 * memory, with the database's distances. Kept per storefront by `NearMeIndexCache` (decision 045).
 */
export class NearMeIndex {
  readonly size: number;
  /** Tree order: node `mid` of a range [lo, hi) splits it on `axes[mid]`. */
  readonly #points: Float64Array;
  readonly #ids: Int32Array;
  readonly #pickup: Uint8Array;
  readonly #axes: Uint8Array;
  /** The shops as given (id, latitude, longitude, pickup), for `sameShops`. */
  readonly #given: Float64Array;

  constructor(shops: readonly IndexedShop[]) {
    const n = shops.length;
    this.size = n;
    const points = new Float64Array(3 * n);
    this.#given = new Float64Array(4 * n);
    shops.forEach((s, i) => {
      toEarth(s.latitude, s.longitude, points, 3 * i);
      this.#given.set([s.id, s.latitude, s.longitude, s.offersPickup ? 1 : 0], 4 * i);
    });
    const order = Array.from({ length: n }, (_, i) => i);
    const axes = new Uint8Array(n);
    build(points, order, axes, 0, n);
    this.#points = new Float64Array(3 * n);
    this.#ids = new Int32Array(n);
    this.#pickup = new Uint8Array(n);
    order.forEach((from, to) => {
      this.#points.set(points.subarray(3 * from, 3 * from + 3), 3 * to);
      this.#ids[to] = (shops[from] as IndexedShop).id;
      this.#pickup[to] = (shops[from] as IndexedShop).offersPickup ? 1 : 0;
    });
    this.#axes = axes;
  }

  /**
   * Whether these are the shops the index was built from, in the same order: a read after a
   * catalogue change that did not touch the listed points (a price, a name) keeps the tree.
   */
  sameShops(shops: readonly IndexedShop[]): boolean {
    if (shops.length !== this.size) return false;
    const given = this.#given;
    for (let i = 0; i < shops.length; i++) {
      const s = shops[i] as IndexedShop;
      const at = 4 * i;
      if (
        given[at] !== s.id ||
        given[at + 1] !== s.latitude ||
        given[at + 2] !== s.longitude ||
        given[at + 3] !== (s.offersPickup ? 1 : 0)
      )
        return false;
    }
    return true;
  }

  /**
   * The page of shops within the radius, nearest first (ties by id), with their distances: what the
   * prepared walk returns for the same values.
   */
  nearest(q: NearestQuery): NearbyShop[] {
    const walk = q.skip + q.take;
    if (walk === 0 || this.size === 0) return [];
    const origin = new Float64Array(3);
    toEarth(q.latitude, q.longitude, origin, 0);
    const o = [origin[0] as number, origin[1] as number, origin[2] as number] as const;
    const radiusChord = arcToChordBound(q.radiusMetres);
    const best: Candidate[] = [];
    // A deep page (skipCount runs to 10,000): everything within the radius, sorted once at the end.
    const deep = walk > maxKept;
    const points = this.#points;
    const at = (i: number) => points[i] as number;
    const visit = (lo: number, hi: number): void => {
      if (lo >= hi) return;
      const mid = (lo + hi) >> 1;
      const p = 3 * mid;
      // cube_distance: the squares summed in dimension order, then the root.
      const dx = o[0] - at(p);
      const dy = o[1] - at(p + 1);
      const dz = o[2] - at(p + 2);
      let sum = 0;
      sum += dx * dx;
      sum += dy * dy;
      sum += dz * dz;
      const chord = Math.sqrt(sum);
      if (!q.pickupOnly || this.#pickup[mid] === 1) {
        const distanceMetres = chordToArc(chord);
        if (distanceMetres <= q.radiusMetres) {
          const c = { id: this.#ids[mid] as number, distanceMetres, chord };
          if (deep) best.push(c);
          else keep(best, walk, c);
        }
      }
      const axis = this.#axes[mid] as 0 | 1 | 2;
      const diff = o[axis] - at(p + axis);
      if (diff < 0) visit(lo, mid);
      else visit(mid + 1, hi);
      const worst = !deep && best.length === walk ? (best[walk - 1] as Candidate).chord * 1.000001 + 1 : radiusChord;
      if (Math.abs(diff) > Math.min(worst, radiusChord)) return;
      if (diff < 0) visit(mid + 1, hi);
      else visit(lo, mid);
    };
    visit(0, this.size);
    if (deep) best.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
    return best.slice(q.skip, walk).map(({ id, distanceMetres }) => ({ id, distanceMetres }));
  }
}

/** Pages up to this deep keep their best candidates in order as they are found. */
const maxKept = 256;

/** Keeps the `walk` first candidates in order (a page is at most a few hundred). */
function keep(best: Candidate[], walk: number, c: Candidate) {
  if (best.length === walk && !before(c, best[walk - 1] as Candidate)) return;
  let i = best.length;
  while (i > 0 && before(c, best[i - 1] as Candidate)) i--;
  best.splice(i, 0, c);
  if (best.length > walk) best.pop();
}

/** Arranges order[lo, hi) as a balanced tree: the median on the widest axis at mid, then each half. */
function build(points: Float64Array, order: number[], axes: Uint8Array, lo: number, hi: number) {
  if (hi - lo <= 1) return;
  let axis = 0;
  let widest = -1;
  for (let a = 0; a < 3; a++) {
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (let i = lo; i < hi; i++) {
      const v = points[3 * (order[i] as number) + a] as number;
      if (v < min) min = v;
      if (v > max) max = v;
    }
    if (max - min > widest) [widest, axis] = [max - min, a];
  }
  const mid = (lo + hi) >> 1;
  select(points, order, axis, lo, hi - 1, mid);
  axes[mid] = axis;
  build(points, order, axes, lo, mid);
  build(points, order, axes, mid + 1, hi);
}

/** Quickselect: order[k] gets the k-th smallest coordinate on `axis` within [left, right]. */
function select(points: Float64Array, order: number[], axis: number, left: number, right: number, k: number) {
  const value = (i: number) => points[3 * (order[i] as number) + axis] as number;
  const swap = (i: number, j: number) => {
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  };
  while (left < right) {
    swap((left + right) >> 1, right);
    const pivot = value(right);
    let store = left;
    for (let i = left; i < right; i++) if (value(i) < pivot) swap(i, store++);
    swap(store, right);
    if (store === k) return;
    if (k < store) right = store - 1;
    else left = store + 1;
  }
}
