import { endpoints } from "@dutchpot/contract/constants";
import { useQueryClient } from "@tanstack/react-query";
import { useConsoleSession } from "../../../../lib/console/index.ts";
import { type StreamState, useEventStream } from "../../../../lib/event-stream.ts";
import { boardKey } from "../api/board.ts";

/** The data of `order.created` / `order.changed`: refetch the board. */
interface OrderEventData {
  orderId: number;
  shopId: number;
  status: number;
}

const isOrderEvent = (data: unknown): data is OrderEventData =>
  typeof data === "object" && data !== null && typeof (data as OrderEventData).orderId === "number";

/**
 * Follows the shop's order stream (`MerchantOrders/Events`, the console token in the query): each
 * event refetches the board, and a new order (`order.created`) is handed to `onNewOrder` for the
 * alert. A reopened stream refetches too (Last-Event-ID replays what was missed meanwhile).
 */
export function useBoardLive(shopId: number, onNewOrder: (orderId: number) => void): StreamState {
  const { user, call } = useConsoleSession();
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey: boardKey(shopId) });
  const target = user
    ? { path: endpoints["MerchantOrders.Events"].path, query: { shopId, access_token: user.token } }
    : null;
  return useEventStream(target, {
    events: ["order.created", "order.changed"],
    identity: user?.token ?? null,
    onEvent: (type, data) => {
      void refetch();
      if (type === "order.created" && isOrderEvent(data) && data.shopId === shopId) onNewOrder(data.orderId);
    },
    onOpen: () => void refetch(),
    probe: () => call("MerchantOrders.GetBoard", { query: { shopId } }),
  });
}
