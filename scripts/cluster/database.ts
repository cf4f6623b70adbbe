import pg from "pg";

/** The PostgreSQL server the cluster uses when DATABASE_URL names none: the local one. */
export const defaultServerUrl = "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * The cluster's database on the server of `serverUrl` (the URL's own database is only used to
 * connect): created when missing; with `fresh`, dropped first (it is the cluster's own, never the
 * URL's). Answers its URL, which every process of the cluster gets as DATABASE_URL.
 */
export async function clusterDatabase(serverUrl: string, name: string, fresh: boolean): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect().catch((err: Error) => {
    const where = new URL(serverUrl).host;
    throw new Error(`PostgreSQL at ${where} does not answer (${err.message}): start it, or set DATABASE_URL`);
  });
  try {
    if (fresh) await admin.query(`drop database if exists ${name} with (force)`);
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
