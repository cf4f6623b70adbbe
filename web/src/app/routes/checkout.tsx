import type { Cart, CartItem, CartList } from "@dutchpot/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useToast } from "../../components/ui/toast.tsx";
import { useProfile } from "../../features/account/api/get-profile.ts";
import { useSaveAddressToProfile } from "../../features/account/api/update-profile.ts";
import { VerifyPhoneDialog } from "../../features/account/components/verify-phone-dialog.tsx";
import { updateCartItem } from "../../features/cart/api/cart-items.ts";
import { customersCartsOptions, updateCarts } from "../../features/cart/api/carts.ts";
import { cartKeys } from "../../features/cart/api/keys.ts";
import { cartAddressOf } from "../../features/cart/api/update-dropoff.ts";
import { withServerCart } from "../../features/cart/cart-cache.ts";
import { CheckoutScreen } from "../../features/checkout/routes/checkout-screen.tsx";
import { AddressSearch } from "../../features/discovery/components/address-search.tsx";
import { useAuth } from "../../lib/auth.tsx";
import { saveLocation } from "../../lib/location.ts";

/** The router loads the not-found page lazily too: imported statically here it would join the entry chunk. */
const NotFound = lazy(() => import("./not-found.tsx").then((m) => ({ default: m.Component })));

/** Loaded when first opened: the panel's map (Leaflet) stays out of the checkout's first load. */
const DropOffPanel = lazy(() =>
  import("../../features/cart/components/dropoff-panel.tsx").then((m) => ({ default: m.DropOffPanel })),
);

/**
 * `/customer/checkout/{storeId}`: the checkout feature's screen with the cart (the cart feature's
 * cache, so the header badge and the sidebar follow every change), the profile and phone
 * verification (account), the place search (discovery) and the drop-off panel (cart).
 */
export function Component() {
  const { storeId } = useParams();
  const shopId = Number(storeId);
  if (!Number.isInteger(shopId) || shopId <= 0) {
    return (
      <Suspense fallback={null}>
        <NotFound />
      </Suspense>
    );
  }
  return <Checkout shopId={shopId} />;
}

function Checkout({ shopId }: { shopId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { isSignedIn } = useAuth();
  const carts = useQuery(customersCartsOptions());
  const profile = useProfile();
  const saveAddressToProfile = useSaveAddressToProfile();
  const cart = carts.data?.items.find((c) => c.shopId === shopId);

  const onCart = useCallback(
    (answer: Cart) => {
      queryClient.setQueryData<CartList>(cartKeys.list(), (list) => withServerCart(list, answer));
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
    [queryClient],
  );

  const removeLine = async (line: CartItem) => {
    try {
      onCart(
        await updateCartItem({
          shoppingCartItem: { id: line.id, foodMenuId: line.foodMenuId, quantity: 0 },
          shoppingCartId: line.shoppingCart.id,
          shopId,
        }),
      );
    } catch (error) {
      toast.show({ tone: "error", durationMs: 3000, message: t("checkout.summary.removeFailed") });
      throw error;
    }
  };

  return (
    <CheckoutScreen
      shopId={shopId}
      cart={cart}
      cartStatus={carts.isPending ? "pending" : carts.isError ? "error" : "ready"}
      onCart={onCart}
      removeLine={removeLine}
      account={isSignedIn ? (profile.data ?? null) : null}
      accountPending={isSignedIn && profile.isPending}
      renderAddressSearch={({ onDone }) => (
        <AddressSearch
          label={t("checkout.address.search")}
          autoFocus
          onSelect={(chosen, facts) => {
            saveLocation(chosen);
            saveAddressToProfile(chosen.placeName, facts);
            // Every open cart, as the header's address does: the pin is measured from it.
            updateCarts(cartAddressOf(chosen, facts))
              .then(async () => {
                await queryClient.invalidateQueries({ queryKey: cartKeys.all });
                toast.show({ tone: "success", durationMs: 3000, message: t("checkout.address.saved") });
                onDone();
              })
              .catch(() => toast.show({ tone: "error", durationMs: 3000, message: t("checkout.address.failed") }));
          }}
        />
      )}
      renderDropOff={(props) => (
        <Suspense fallback={null}>
          <DropOffPanel {...props} />
        </Suspense>
      )}
      renderVerifyPhone={({ countryCode, phoneNumber, onClose, onVerified }) => (
        <VerifyPhoneDialog
          open
          countryCode={countryCode}
          phoneNumber={phoneNumber}
          onClose={onClose}
          onVerified={onVerified}
        />
      )}
    />
  );
}
