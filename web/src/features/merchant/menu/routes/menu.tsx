import { SectionPlaceholder } from "../../shell/index.ts";

/** Placeholder of the merchant console's menu section: its owner replaces this module. */
export function Component() {
  return <SectionPlaceholder section="menu" />;
}
