import type { FastifyInstance } from "fastify";
import { Gauge, Histogram, type Registry } from "prom-client";

const lagBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * Event fan-out: the time from an event's row being written (its `created_at`, the database's
 * clock, taken in the change's transaction) to this instance delivering it to live subscribers
 * (docs/events.md); replays after a Last-Event-ID are not counted. Also the open event streams and
 * the streams the hub follows. The process clock is compared with the database's: keep them in
 * NTP sync, or the lag is off by their difference.
 */
export function trackEvents(app: FastifyInstance, registry: Registry): () => void {
  const lag = new Histogram({
    name: "dutchpot_event_fanout_lag_seconds",
    help: "Time from an event's commit (its row's created time) to its delivery to live subscribers here.",
    buckets: lagBuckets,
    registers: [registry],
  });
  new Gauge({
    name: "dutchpot_sse_streams_open",
    help: "Server-sent event streams open on this instance.",
    registers: [registry],
    collect() {
      this.set(app.sse.openCount);
    },
  });
  new Gauge({
    name: "dutchpot_event_streams_followed",
    help: "Event streams with at least one subscriber on this instance.",
    registers: [registry],
    collect() {
      this.set(app.events.streamCount);
    },
  });
  return app.events.onDeliver((event) => {
    lag.observe(Math.max(0, Date.now() - event.createdAt.getTime()) / 1000);
  });
}
