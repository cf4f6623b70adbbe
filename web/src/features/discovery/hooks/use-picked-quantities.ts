import { useCallback, useSyncExternalStore } from "react";

/**
 * Quantities picked on the menu before the cart exists (the cart issue replaces this with the real
 * cart). Kept in memory for the visit: nothing is ordered or sent anywhere.
 */
const quantities = new Map<number, number>();
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function changePickedQuantity(productId: number, delta: number): number {
  const next = Math.max(0, (quantities.get(productId) ?? 0) + delta);
  if (next === 0) quantities.delete(productId);
  else quantities.set(productId, next);
  emit();
  return next;
}

export function pickedQuantity(productId: number): number {
  return quantities.get(productId) ?? 0;
}

/** Test helper: forget every pick. */
export function clearPickedQuantities(): void {
  quantities.clear();
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The picked quantity of one product, with step 1 and minimum 0 (spec §9). */
export function usePickedQuantity(productId: number) {
  const quantity = useSyncExternalStore(
    subscribe,
    () => pickedQuantity(productId),
    () => 0,
  );
  const increment = useCallback(() => changePickedQuantity(productId, 1), [productId]);
  const decrement = useCallback(() => changePickedQuantity(productId, -1), [productId]);
  return { quantity, increment, decrement };
}
