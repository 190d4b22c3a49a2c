import pg from "pg";

export interface ThrowawayDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** Creates `eventeazy_bench_<ts>` on the server behind `adminUrl`, so a run never touches real data. */
export async function createThrowawayDatabase(adminUrl: string): Promise<ThrowawayDatabase> {
  const name = `eventeazy_bench_${Date.now()}`;
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
