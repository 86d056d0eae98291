import type { TestProject } from 'vitest/node';
import { startLocalPostgres } from './local-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the PostgreSQL cluster the integration tests use. */
    postgresUrl: string;
  }
}

/** Starts one PostgreSQL cluster for the whole integration run (or uses TEST_DATABASE_URL). */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const cluster = await startLocalPostgres();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
