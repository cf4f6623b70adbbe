import { SectionPlaceholder } from "../../shell/index.ts";

/** Placeholder of the merchant console's promotions section: its owner replaces this module. */
export function Component() {
  return <SectionPlaceholder section="promotions" />;
}
