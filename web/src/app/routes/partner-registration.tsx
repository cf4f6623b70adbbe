import { useTranslation } from "react-i18next";
import { AddressSearch } from "../../features/discovery/components/address-search.tsx";
import { type AddressFieldProps, RegistrationPage } from "../../features/partner/index.ts";

/**
 * The partner registration pages with the storefront's address search (discovery), composed here
 * because features never import each other (decision 015). The chosen place's text and position
 * are sent; the server reverse-geocodes the position for the shop's city and postal code. A street
 * the search does not know can be used as typed: its text alone is sent, the server geocodes it or
 * refuses it (400), and the form shows that on the field.
 */
function PartnerAddressSearch({ id, label, error, onChange, onBlur }: AddressFieldProps) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: onBlur only records that the field was left
    <div className="field" onBlur={onBlur}>
      <AddressSearch
        inputId={id}
        label={label}
        invalid={!!error}
        describedBy={error ? errorId : undefined}
        onSelect={(location) =>
          onChange({ address: location.placeName, latitude: location.latitude, longitude: location.longitude })
        }
        onClear={() => onChange(null)}
        typedOption={{
          label: (text) => t("partner.register.addressAsTyped", { address: text }),
          onUse: (text) => onChange({ address: text }),
        }}
      />
      {error ? (
        <span className="field__error" id={errorId}>
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
