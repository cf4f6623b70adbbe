import type { MerchantOrder } from "@dutchpot/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { consoleQueryRoot, useConsoleSession } from "../../../../lib/console/index.ts";

/** Query key of one shop's board (MerchantOrders/GetBoard); the live stream refetches it. */
export const boardKey = (shopId: number) => [consoleQueryRoot, "merchant", "orders", shopId, "board"] as const;

/** The shop's live orders and those finished today. */
export function useBoard(shopId: number) {
  const { call, user } = useConsoleSession();
  return useQuery({
    queryKey: boardKey(shopId),
    queryFn: ({ signal }) => call("MerchantOrders.GetBoard", { query: { shopId }, signal }),
    enabled: user !== null,
  });
}

/** What the merchant does to an order: each answers the order as it now is. */
export type OrderAction =
  | { kind: "accept"; id: number; prepMinutes: number }
  | { kind: "reject"; id: number; reason: string }
  | { kind: "advance"; id: number; to: number }
  | { kind: "cancel"; id: number; reason: string; refundAmount?: number; idempotencyKey: string };

/** Sends an order action, then refetches the board (the stream would too; this is at once). */
export function useOrderAction(shopId: number) {
  const { call } = useConsoleSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: OrderAction): Promise<MerchantOrder> => {
      switch (action.kind) {
        case "accept":
          return call("MerchantOrders.Accept", { body: { id: action.id, prepMinutes: action.prepMinutes } });
        case "reject":
          return call("MerchantOrders.Reject", { body: { id: action.id, reason: action.reason } });
        case "advance":
          return call("MerchantOrders.Advance", { body: { id: action.id, to: action.to } });
        case "cancel":
          // One key per cancel dialog: a retried cancel (lost answer) never refunds twice.
          return call("MerchantOrders.Cancel", {
            body: { id: action.id, reason: action.reason, refundAmount: action.refundAmount },
            headers: { "Idempotency-Key": action.idempotencyKey },
          });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKey(shopId) }),
  });
}
