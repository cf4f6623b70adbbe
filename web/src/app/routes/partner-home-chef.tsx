export { HomeChefRegistration as Component } from "./partner-registration.tsx";
