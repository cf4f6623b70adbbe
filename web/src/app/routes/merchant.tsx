import { MerchantLayout } from "../../features/merchant/shell/index.ts";
import { ConsoleSessionProvider } from "../../lib/console/index.ts";

/** The merchant console's route module: its own session (token `consoleToken`) and layout. */
export function Component() {
  return (
    <ConsoleSessionProvider kind="merchant">
      <MerchantLayout />
    </ConsoleSessionProvider>
  );
}
