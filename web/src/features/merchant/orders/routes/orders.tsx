import { SectionPlaceholder } from "../../shell/index.ts";

/** Placeholder of the merchant console's orders section: its owner replaces this module. */
export function Component() {
  return <SectionPlaceholder section="orders" />;
}
