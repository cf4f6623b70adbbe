import type { FastifyBaseLogger } from "fastify";
import type { createGeocoding } from "../geocoding/geocoding.service.ts";

export type GeocodingService = Pick<ReturnType<typeof createGeocoding>, "suggestions" | "details" | "reverse">;
export type Log = Pick<FastifyBaseLogger, "error" | "warn" | "info">;
