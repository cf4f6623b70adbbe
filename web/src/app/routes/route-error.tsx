import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { useFirstScreenHandoff } from "../../lib/first-screen.tsx";

/** Lazy, as in the router: a static import would put the not-found page in the entry chunk. */
const NotFound = lazy(() => import("./not-found.tsx").then((m) => ({ default: m.Component })));

/** The page's code or data could not be fetched (server stopped, network gone), as opposed to a crash. */
export function isLoadFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0 || error.status >= 500;
  // A lazy route module whose chunk did not arrive: "Failed to fetch dynamically imported module".
  return error instanceof TypeError && /fetch|import/i.test(error.message);
}

/**
 * Route error boundary: a 404 response renders the not-found page, anything else a notice with
 * Retry. Inside a layout (see `inLayout` in router.tsx) the header and navigation stay around it.
 * Retry reloads the page: a route module that failed to load is not fetched again otherwise.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useFirstScreenHandoff(true); // the server's first screen gives way to the error
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFound />
      </Suspense>
    );
  }
  const loadFailure = isLoadFailure(error);
  return (
    <div className="page">
      <section className="notice" role="alert" aria-labelledby="route-error-title">
        <h1 id="route-error-title" tabIndex={-1}>
          {loadFailure ? t("errors.loadTitle") : t("errors.title")}
        </h1>
        <p>{loadFailure ? t("errors.loadText") : t("errors.text")}</p>
        <div className="notice__actions">
          <Button onClick={() => window.location.reload()}>{t("errors.retry")}</Button>
        </div>
      </section>
    </div>
  );
}
