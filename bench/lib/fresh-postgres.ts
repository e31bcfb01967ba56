// A fresh PostgreSQL database for one benchmark run, created and dropped here (trust auth by default).
import pg from 'pg';

export const BENCH_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: BENCH_ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `purpose` names the database (with this process's id): its URL and how to drop it. */
export async function freshPostgres(purpose: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `safekid_bench_${purpose}_${process.pid}`;
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = new URL(BENCH_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
