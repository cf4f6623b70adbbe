import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Component as NotFound } from "./not-found.tsx";

/** Route error boundary: a 404 response renders the not-found page, anything else a retry notice. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <div className="page">
      <section className="notice" role="alert">
        <h1>{t("errors.title")}</h1>
        <p>{t("errors.text")}</p>
        <div className="notice__actions">
          <Button onClick={() => window.location.reload()}>{t("errors.reload")}</Button>
        </div>
      </section>
    </div>
  );
}
