import type { Cart, OpeningHours } from "@dutchpot/contract";
import { useState } from "react";
import { local } from "../../../lib/storage.ts";
import { envelope, mockApi } from "../../../test/api-mock.ts";
import { fakeJwt } from "../../../test/render-app.tsx";
import { type CheckoutAccount, CheckoutScreen } from "../routes/checkout-screen.tsx";
import { openingHoursFixture, slotsFixture } from "./checkout-fixture.ts";

/** What the checkout screen's tests share: a signed-in account, the shop's API, the screen in a harness. */

export const app = "/services/app";
export const account: CheckoutAccount = {
  name: "Ada",
  surname: "Lovelace",
  emailAddress: "ada@example.com",
  phoneNumber: "4165550100",
  phoneCountryCode: "+1",
};

type Handlers = Parameters<typeof mockApi>[0];

/** The shop's reads plus `extra`; the cart calls answer the cart changed as `answer` says. */
export function api(
  extra: Handlers = {},
  { isOpen = true, offersPickup = true, offersDelivery = true, week = [] as OpeningHours["week"] } = {},
) {
  return mockApi({
    [`GET ${app}/Shop/GetStoreInfo`]: () =>
      envelope({ shopId: 7, businessName: "Island Grill", offersPickup, offersDelivery }),
    [`GET ${app}/Shop/GetOpeningHours`]: () => envelope(openingHoursFixture(isOpen, week)),
    [`GET ${app}/Shop/GetDeliverySlots`]: () => envelope(slotsFixture()),
    ...extra,
  });
}

export function bodyOf(init: RequestInit | undefined): Record<string, unknown> {
  return JSON.parse(String(init?.body ?? "{}"));
}

/** The screen with its cart held in state, as the cart feature's cache holds it in the app. */
export function Harness({
  initial,
  signedIn = true,
  who = account,
  cartStatus = "ready",
}: {
  initial: Cart | undefined;
  signedIn?: boolean;
  who?: CheckoutAccount;
  cartStatus?: "pending" | "error" | "ready";
}) {
  const [cart, setCart] = useState(initial);
  return (
    <CheckoutScreen
      shopId={7}
      cart={cart}
      cartStatus={cartStatus}
      onCart={setCart}
      removeLine={async () => undefined}
      account={signedIn ? who : null}
      accountPending={false}
      renderDropOff={() => null}
      renderAddressSearch={() => null}
      renderVerifyPhone={({ countryCode, phoneNumber }) => (
        <p>
          Verifying {countryCode} {phoneNumber}
        </p>
      )}
    />
  );
}

export function signIn() {
  local.set("token", fakeJwt(3600));
}

/** UpdateShoppingCart answering the cart with the sent delivery fields applied. */
export function updateAnswering(cart: () => Cart) {
  return (init: RequestInit | undefined) => {
    const body = bodyOf(init);
    const next = { ...cart(), ...body } as Cart;
    return envelope({ items: [next] });
  };
}
