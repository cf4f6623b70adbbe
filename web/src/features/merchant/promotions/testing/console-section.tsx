import type { MerchantShopSummary } from "@dutchpot/contract";
import type { ReactNode } from "react";
import { consoleJwt, consoleShop } from "../../../../lib/console/console-test-support.ts";
import { ConsoleSessionProvider } from "../../../../lib/console/index.ts";
import { renderWithApp } from "../../../../test/render-with-app.tsx";
import { CurrentShopProvider } from "../../shell/current-shop.tsx";

/** Test helpers of the promotions and sales sections: a signed-in admin, the current shop, ABP answers. */

export const testShop: MerchantShopSummary = consoleShop({ name: "Jerk Hut", kind: "restaurant" });

/** A tenant admin's console token (claims only: the server is faked), kept where the console reads it. */
export function signInAdmin() {
  window.localStorage.setItem("consoleToken", consoleJwt({ tenantId: 17, roles: ["tenantAdmin"] }));
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
