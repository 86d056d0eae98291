import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../server/db/migrate.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { createTestDatabase, startLocalPostgres } from './local-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the PostgreSQL cluster the integration tests use. */
    postgresUrl: string;
    /** A database of that cluster with every migration applied, the template of each migrated test database. */
    postgresTemplate: string;
    /** Files holding PGlite databases (`dump`): a new one, and one with every migration applied. */
    pgliteTemplates: { empty: string; migrated: string };
  }
}

/**
 * A new database costs seconds (PGlite's initdb about five on a busy machine, the migrations on both), so
 * it is made once here and copied for each test file: PGlite from a dump (about one second), PostgreSQL by
 * `CREATE DATABASE … TEMPLATE`. The templates come from the same code as any database (openPglite, migrate).
 */
async function pgliteTemplates(dir: string): Promise<{ empty: string; migrated: string }> {
  const db = await openPglite(undefined);
  try {
    const files = { empty: path.join(dir, 'pglite-empty.tar'), migrated: path.join(dir, 'pglite-migrated.tar') };
    writeFileSync(files.empty, Buffer.from(await (await db.dump()).arrayBuffer()));
    await migrate(db);
    writeFileSync(files.migrated, Buffer.from(await (await db.dump()).arrayBuffer()));
    return files;
  } finally {
    await db.close();
  }
}

async function postgresTemplate(adminUrl: string): Promise<string> {
  const url = await createTestDatabase(adminUrl, 'template');
  const db = await openPostgres(url);
  try {
    await migrate(db);
  } finally {
    await db.close(); // a template is copied only while nobody is connected to it
  }
  return new URL(url).pathname.slice(1);
}

/** Starts one PostgreSQL cluster for the whole integration run (or uses TEST_DATABASE_URL), and the templates. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'db-templates-'));
  const external = process.env.TEST_DATABASE_URL;
  // PGlite's initdb (one core's work) while PostgreSQL's runs and its template is migrated.
  const pglite = pgliteTemplates(dir);
  pglite.catch(() => undefined); // awaited below, unless the cluster fails first
  const cluster = external ? undefined : await startLocalPostgres();
  const postgresUrl = external ?? cluster!.url;
  const [template, pgliteFiles] = await Promise.allSettled([postgresTemplate(postgresUrl), pglite]);
  const teardown = async () => {
    rmSync(dir, { recursive: true, force: true });
    if (cluster) return cluster.stop();
    if (template.status !== 'fulfilled') return;
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS "${template.value}"`);
    } finally {
      await client.end();
    }
  };
  if (template.status === 'rejected' || pgliteFiles.status === 'rejected') {
    await teardown();
    throw template.status === 'rejected' ? template.reason : (pgliteFiles as PromiseRejectedResult).reason;
  }
  project.provide('postgresUrl', postgresUrl);
  project.provide('postgresTemplate', template.value);
  project.provide('pgliteTemplates', pgliteFiles.value);
  return teardown;
}
