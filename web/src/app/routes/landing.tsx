import { useSaveAddressToProfile } from "../../features/account/api/update-profile.ts";
import { LocationPicker } from "../../features/discovery/components/location-picker.tsx";
import { ShopTypeLinks } from "../../features/discovery/components/shop-type-links.tsx";
import { LandingPage } from "../../features/landing/routes/landing-page.tsx";
import { useDocumentTitle } from "../layout/customer-layout.tsx";
import "../layout/layout.css";

/** The hero's address search: discovery's picker, saving a signed-in customer's choice to the profile. */
function LandingAddressPicker() {
  const saveAddressToProfile = useSaveAddressToProfile();
  return <LocationPicker onGo={(location, facts) => saveAddressToProfile(location.placeName, facts)} />;
}

/** `/`: the landing page (the tenant's meta title, no screen title). */
export function Component() {
  useDocumentTitle(undefined);
  return <LandingPage addressPicker={<LandingAddressPicker />} shopTypes={<ShopTypeLinks />} />;
}
