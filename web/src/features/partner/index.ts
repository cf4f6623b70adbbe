export type { AddressChoice, AddressFieldProps, AddressFieldSlot } from "./components/address-field.tsx";
export { RegistrationPage } from "./routes/registration-page.tsx";
