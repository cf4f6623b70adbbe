import { merchantConsolePath } from "@dutchpot/contract";

/** The onboarding email of a registered partner (Tenant/Register): welcome, Business ID, console, next steps. */
export function onboardingEmail(p: { brand: string; businessName: string; tenancyName: string; consoleUrl: string }) {
  return {
    subject: `Welcome to ${p.brand}, ${p.businessName}!`,
    body: [
      `Welcome to ${p.brand}! ${p.businessName} is registered.`,
      "",
      `Your Business ID is ${p.tenancyName}. Sign in to the merchant console with it, your email and your password: ${p.consoleUrl}`,
      "",
      "Next steps:",
      "1. Set your opening hours.",
      "2. Add your items (with their options and prices).",
      "3. Switch your shop live: customers see it once it has hours, at least one active item, and is live.",
      "",
      "You pay 0% commission for up to 30 days.",
    ].join("\n"),
  };
}

/** The password-set email of an admin a host admin created (Tenant/Create): no default password is ever sent. */
export function passwordSetEmail(p: {
  brand: string;
  name: string;
  tenancyName: string;
  tenantId: number;
  code: string;
  minutes: number;
  consoleUrl: string;
}) {
  return {
    subject: `${p.brand}: set the password of ${p.name}'s console`,
    body: [
      `An account was opened for ${p.name} on ${p.brand}. Your Business ID is ${p.tenancyName} (tenant ${p.tenantId}).`,
      "",
      `${p.code} is your code to set your password; it expires in ${p.minutes} minutes. Choose "Forgot password" in the merchant console (${p.consoleUrl}) with your Business ID and email to set it, or to get a new code later.`,
    ].join("\n"),
  };
}

/** The console's address on the storefront's first host name, or the path alone. */
export const consoleUrlOf = (hostNames: string[] | undefined) =>
  hostNames?.[0] ? `https://${hostNames[0]}${merchantConsolePath}` : merchantConsolePath;
