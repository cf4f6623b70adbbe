import { useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import { cartKeys } from "../../features/cart/api/keys.ts";
import { useCarts } from "../../features/cart/hooks/use-carts.ts";
import { PaymentScreen } from "../../features/payment/components/payment-screen.tsx";

/** `/customer/payment/{storeId}`: the payment screen over the cart feature's cart of that shop. */
export function Component() {
  const queryClient = useQueryClient();
  const shopId = Number(useParams().storeId);
  const { carts, status, refetch } = useCarts();
  const cart = Number.isInteger(shopId) ? carts.find((c) => c.shopId === shopId) : undefined;
  return (
    <PaymentScreen
      key={shopId}
      shopId={shopId}
      cart={cart}
      cartStatus={status}
      refetchCart={() => void refetch()}
      onPaid={() => void queryClient.invalidateQueries({ queryKey: cartKeys.all })}
    />
  );
}
