/**
 * Databases on the test cluster: test/pg-global-setup.ts starts the cluster and migrates a
 * template once; each test server copies the template (a file copy, much faster than migrating)
 * and drops its copy when it closes.
 */
import pg from 'pg';

/** Where the global setup tells the test workers the cluster's maintenance database is. */
export const PG_ADMIN_URL_VARIABLE = 'LEARNLOG_TEST_PG_ADMIN_URL';
export const PG_TEMPLATE_DATABASE = 'learnlog_template';

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function onAdmin(adminUrl: string, statement: string): Promise<void> {
  if (!adminUrl) throw new Error(`${PG_ADMIN_URL_VARIABLE} is not set: run the PostgreSQL suite through its vitest project (server-pg)`);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates `name` as a copy of `template`; answers its URL. */
export async function createTestDatabase(adminUrl: string, name: string, template: string): Promise<string> {
  await onAdmin(adminUrl, `CREATE DATABASE ${quoted(name)} TEMPLATE ${quoted(template)}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates an empty database `name` (nothing migrated); answers its URL. */
export async function createEmptyTestDatabase(adminUrl: string, name: string): Promise<string> {
  return createTestDatabase(adminUrl, name, 'template0');
}

export async function dropTestDatabase(adminUrl: string, name: string): Promise<void> {
  await onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
}
