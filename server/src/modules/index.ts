import type { FastifyInstance } from "fastify";
import { countriesRoutes } from "./countries/countries.routes.ts";
import { healthRoutes } from "./health/health.routes.ts";
import { likesRoutes } from "./likes/likes.routes.ts";
import { shopsRoutes } from "./shops/shops.routes.ts";
import { storesRoutes } from "./shops/stores.routes.ts";

/** Every domain module's routes. Add a module here, nowhere else. */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(countriesRoutes);
  await app.register(shopsRoutes);
  await app.register(storesRoutes);
  await app.register(likesRoutes);
}
