import pg from 'pg';

/** Runs one statement on a connection of its own (CREATE and DROP DATABASE cannot share a pool's). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The same server and credentials, another database. */
export function databaseUrl(url: string, database: string): string {
  const address = new URL(url);
  address.pathname = `/${database}`;
  return address.toString();
}

/** How long a dropped database's last connections get to finish closing before they are cut. */
const CLOSING_GRACE_MS = 5_000;

/**
 * Drops a test database once the connections of its closed pools are gone. A pool's end resolves
 * before its sockets close; cutting them then (`with (force)`) reaches a client still closing as
 * an error nobody listens to. Only what is still open after the grace is cut.
 */
export async function dropDatabaseOnceClosed(url: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const deadline = Date.now() + CLOSING_GRACE_MS;
    for (;;) {
      const open = await client.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1', [name]);
      if (Number(open.rows[0]?.n ?? 0) === 0 || Date.now() >= deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}
