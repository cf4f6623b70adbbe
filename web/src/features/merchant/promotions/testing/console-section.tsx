import type { MerchantShopSummary } from "@dutchpot/contract";
import type { ReactNode } from "react";
import { ConsoleSessionProvider } from "../../../../lib/console/index.ts";
import { renderWithApp } from "../../../../test/render-with-app.tsx";
import { CurrentShopProvider } from "../../shell/current-shop.tsx";

/** Test helpers of the promotions and sales sections: a signed-in admin, the current shop, ABP answers. */

export const testShop: MerchantShopSummary = {
  id: 5,
  name: "Jerk Hut",
  kind: "restaurant",
  isLive: true,
  listed: true,
  hiddenReasons: [],
  pausedUntil: null,
};

/** A tenant admin's console token (claims only: the server is faked), kept where the console reads it. */
export function signInAdmin() {
  const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  const claims = { sub: "42", tenantId: 17, roles: ["tenantAdmin"], exp: Math.floor(Date.now() / 1000) + 3600 };
  window.localStorage.setItem("consoleToken", `${b64({ alg: "HS256", typ: "JWT" })}.${b64(claims)}.signature`);
}

/** A successful ABP envelope. */
export const envelope = (result: unknown) =>
  new Response(
    JSON.stringify({ result, success: true, error: null, targetUrl: null, unAuthorizedRequest: false, __abp: true }),
    { headers: { "Content-Type": "application/json" } },
  );

/** A console section inside the console session and the current shop, as the merchant layout gives it. */
export const renderSection = (element: ReactNode) =>
  renderWithApp(
    <ConsoleSessionProvider kind="merchant">
      <CurrentShopProvider shops={[testShop]}>{element}</CurrentShopProvider>
    </ConsoleSessionProvider>,
  );
