import pg from "pg";

export interface ThrowawayDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** Creates `<prefix>_<ts>` on the server behind `adminUrl`, so a run never touches real data. */
export async function createThrowawayDatabase(
  adminUrl: string,
  prefix = "eventeazy_bench",
): Promise<ThrowawayDatabase> {
  if (!/^[a-z_][a-z0-9_]{0,40}$/.test(prefix))
    throw new Error(`a database name prefix is lower-case letters, digits and _ (got "${prefix}")`);
  const name = `${prefix}_${Date.now()}`;
  const withAdmin = async (work: (client: pg.Client) => Promise<unknown>) => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
    await client.connect();
    try {
      await work(client);
    } finally {
      await client.end();
    }
  };
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    // FORCE (PostgreSQL 13+) ends any pool connection the server left behind.
    drop: () => withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}
