/**
 * The calibration of the API bench: a bare Fastify JSON route (the server's own Fastify, no plugins,
 * no logger) in a process of its own. Every row of the bench is printed as a percentage of what this
 * route serves in the same run, so figures taken on a busy or a different machine stay comparable.
 * `PORT` picks the port; `server-process.ts` starts it.
 */
import Fastify from "fastify";

const app = Fastify();
app.get("/bare", async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.on("SIGTERM", () => {
  void app.close().then(() => process.exit(0));
});
