import { createServer, type Server, type Socket } from "node:net";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/support/test-app.ts";
import { DatabaseTimeoutError, isDatabaseUnavailable, openDatabase } from "./client.ts";

/** A TCP port that accepts connections and never answers (a database behind a dropped network). */
async function silentServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `postgres://nobody@127.0.0.1:${port}/nothing`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A local port with nothing listening on it. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `postgres://nobody@127.0.0.1:${port}/nothing`;
}

describe("a database that is away (issue 13 item 5)", () => {
  it("classifies a refused connection as unavailable, through Drizzle's wrapper", async () => {
    const database = await openDatabase({ databaseUrl: await closedPortUrl() });
    try {
      const err = await database.db.execute(sql`select 1`).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(err)).toBe(true);
    } finally {
      await database.close();
    }
  });

  it("bounds the readiness ping when the database does not answer", async () => {
    const silent = await silentServer();
    const database = await openDatabase({ databaseUrl: silent.url });
    try {
      const err = await database.ping(200).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(DatabaseTimeoutError);
      expect(isDatabaseUnavailable(err)).toBe(true);
    } finally {
      await silent.close();
      await database.close();
    }
  });

  it("classifies a closed database as unavailable and a wrong query as not", async () => {
    const database = await createTestDatabase();
    const wrong = await database.db.execute(sql`select * from no_such_table`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(wrong).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(wrong)).toBe(false);
    await database.close();
    const closed = await database.db.execute(sql`select 1`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(closed).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(closed)).toBe(true);
    expect(isDatabaseUnavailable(new Error("duplicate key value violates unique constraint"))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("terminating connection"), { code: "57P01" }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("unique"), { code: "23505" }))).toBe(false);
  });
});

// Only meaningful against a PostgreSQL server (PGlite has no connections to lose): CI runs this
// suite a second time with DATABASE_URL set.
describe.runIf(process.env.DATABASE_URL)("PostgreSQL connection pool", () => {
  it("survives the connection of an open transaction being lost (no uncaught error; the next statement fails as unavailable)", async () => {
    const scratch = await createTestDatabase();
    const database = await openDatabase({ databaseUrl: scratch.url });
    try {
      const failure = await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          const admin = new pg.Client({ connectionString: scratch.url });
          await admin.connect();
          await admin.query(
            "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
          );
          await admin.end();
          // Let the termination reach the idle, checked-out client (an 'error' event, no query running).
          await new Promise((resolve) => setTimeout(resolve, 300));
          await tx.execute(sql`select 2`);
        })
        .then(
          () => null,
          (err: unknown) => err,
        );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await database.close();
      await scratch.close();
    }
  });

  it("survives the server closing an idle connection and reconnects for the next query", async () => {
    const scratch = await createTestDatabase();
    const closed: Error[] = [];
    let reported!: () => void;
    const wasReported = new Promise<void>((resolve) => {
      reported = resolve;
    });
    const database = await openDatabase({
      databaseUrl: scratch.url,
      onIdleClientError: (err) => {
        closed.push(err);
        reported();
      },
    });
    try {
      await database.db.execute(sql`select 1`); // leaves one idle pooled connection

      const admin = new pg.Client({ connectionString: scratch.url });
      await admin.connect();
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      );
      await admin.end();
      await wasReported;

      expect(closed[0]?.message).toMatch(/terminat/i);
      // The pool dropped the dead client: this query runs on a fresh connection.
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await database.close();
      await scratch.close();
    }
  });
});
