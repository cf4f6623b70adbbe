import type { SavedCard } from "@dutchpot/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api/index.ts";
import { paymentKeys } from "./keys.ts";

/** `GET Customers/GetCustomersCardsList`: brand, last four, expiry and the default flag; never a number. */
export function savedCardsOptions() {
  return queryOptions({
    queryKey: paymentKeys.cards(),
    queryFn: (): Promise<SavedCard[]> => callApi("Customers.GetCustomersCardsList"),
  });
}

/** The list with the default card first, the others in the server's order. */
export function defaultFirst(cards: readonly SavedCard[]): SavedCard[] {
  return [...cards].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/** `POST Customers/SaveCustomerCard` {Id}: a one-time token becomes a saved card. */
export function useSaveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callApi("Customers.SaveCustomerCard", { body: { Id: token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.cards() }),
  });
}

/** `POST Customers/SetCustomersDefaultCard` {cardId}: answers the whole list, written to the cache. */
export function useSetDefaultCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) => callApi("Customers.SetCustomersDefaultCard", { body: { cardId } }),
    onSuccess: (cards) => queryClient.setQueryData(paymentKeys.cards(), cards),
  });
}

/** `DELETE Customers/DeleteCustomerCard?cardId=`. */
export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) => callApi("Customers.DeleteCustomerCard", { query: { cardId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.cards() }),
  });
}
