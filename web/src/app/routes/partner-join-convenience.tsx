export { ConvenienceRegistration as Component } from "./partner-registration.tsx";
