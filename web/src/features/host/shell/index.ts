export { HostLayout } from "./host-layout.tsx";
