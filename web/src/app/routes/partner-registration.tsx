import { AddressSearch } from "../../features/discovery/components/address-search.tsx";
import { type AddressFieldProps, RegistrationPage } from "../../features/partner/index.ts";

/**
 * The partner registration pages with the storefront's address search (discovery), composed here
 * because features never import each other (decision 015). The chosen place's text and position
 * are sent; the server reverse-geocodes the position for the shop's city and postal code.
 */
function PartnerAddressSearch({ label, error, onChange, onBlur }: AddressFieldProps) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: onBlur only records that the field was left
    <div className="field" onBlur={onBlur}>
      <AddressSearch
        label={label}
        onSelect={(location) =>
          onChange({ address: location.placeName, latitude: location.latitude, longitude: location.longitude })
        }
        onClear={() => onChange(null)}
      />
      {error ? (
        <span className="field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** `/partner/joinconvenience`. */
export function ConvenienceRegistration() {
  return <RegistrationPage shopKind="convenience" AddressField={PartnerAddressSearch} />;
}

/** `/partner/homechef`. */
export function HomeChefRegistration() {
  return <RegistrationPage shopKind="homeChef" AddressField={PartnerAddressSearch} />;
}
