import { SectionPlaceholder } from "../../shell/index.ts";

/** The hours section (being built). */
export function Component() {
  return <SectionPlaceholder section="hours" />;
}
