import type { Row } from "../expectations.ts";

/** Routes outside the contract: documentation, probes, files and the web app's pages. */
export const outsideContractRows: Record<string, Row> = {
  "GET /api/docs": { access: "public", request: () => ({}) },
  "HEAD /api/docs/": { access: "public", request: () => ({}) },
  "GET /api/docs/json": { access: "public", request: () => ({}) },
  "GET /api/docs/yaml": { access: "public", request: () => ({}) },
  "GET /api/docs/static/index.html": { access: "public", request: () => ({}) },
  "GET /api/docs/static/swagger-initializer.js": { access: "public", request: () => ({}) },
  "GET /api/docs/static/*": { access: "public", request: () => ({ path: "/api/docs/static/swagger-ui.css" }) },
  "GET /health/live": { access: "public", request: () => ({}) },
  "GET /health/ready": { access: "public", request: () => ({}) },
  /** Development only (EXPOSE_DEV_MESSAGES; refused in production): the codes the log provider "sent". */
  "GET /api/dev/messages": { access: "public", request: ({ signer }) => ({ query: { to: signer.email } }) },
  "GET /media/*": { access: "public", request: () => ({ path: "/media/brand/header.svg" }) },
  "GET /": { access: "public", request: () => ({ path: "/shop" }) },
  /** The storefront's web app manifest (docs/performance.md, installable storefront): the host's brand. */
  "GET /manifest.webmanifest": { access: "public", request: () => ({}) },
};
