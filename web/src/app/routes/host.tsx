import { HostLayout } from "../../features/host/shell/index.ts";
import { ConsoleSessionProvider } from "../../lib/console/index.ts";

/** The host console's route module: its own session (host admins, token `consoleToken`) and layout. */
export function Component() {
  return (
    <ConsoleSessionProvider kind="host">
      <HostLayout />
    </ConsoleSessionProvider>
  );
}
