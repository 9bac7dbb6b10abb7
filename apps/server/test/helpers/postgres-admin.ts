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
