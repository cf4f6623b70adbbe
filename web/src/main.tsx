import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { keepServerFirstScreen } from "./lib/first-screen.tsx";
import { languages, preloadLanguage, storedLanguage } from "./lib/i18n.ts";
import { registerServiceWorker } from "./lib/service-worker.ts";
import "./components/ui/tokens.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
// The visitor's language (French or Afghani are fetched; English ships with the app) before the
// first render, so the page never flashes in English. If it cannot be fetched, English is shown.
const mount = root;
// The server's first screen (landing hero, store banner) stays until the app's page shows it (decision 039).
keepServerFirstScreen(mount, languages.find((l) => l.code === storedLanguage())?.htmlLang);
/** Lets the browser paint and handle input between two steps of the start (Lighthouse TBT, issue 16 item 17). */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
preloadLanguage(storedLanguage())
  .catch(() => undefined)
  // The modules' evaluation is one task; the first render starts in the next.
  .then(yieldToBrowser)
  .then(() => {
    const reactRoot = createRoot(mount);
    // The first render as a transition: React renders the app in slices of a few milliseconds and
    // yields between them, instead of one long task. Until it commits, the page shows the server's
    // first screen or the outline, as before.
    startTransition(() =>
      reactRoot.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  });

// Offline: the shell and the menus already seen (issue 16 item 18); built files only.
if (import.meta.env.PROD) registerServiceWorker();
