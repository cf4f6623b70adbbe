import { SectionPlaceholder } from "../../shell/index.ts";

/** The shop section (being built). */
export function Component() {
  return <SectionPlaceholder section="shop" />;
}
