import type { TestProject } from 'vitest/node';
import { prepareDatabaseTemplates, type DatabaseTemplates } from '../db/testing';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The databases every test file's database is copied from (db/testing.ts). */
    databaseTemplates?: DatabaseTemplates;
  }
}

/**
 * Once per run of the server's tests: migrates and seeds the demo data once, on PGlite or on
 * the PostgreSQL server TEST_DATABASE_URL names, for every test file to start from a copy.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { templates, remove } = await prepareDatabaseTemplates();
  project.provide('databaseTemplates', templates);
  return remove;
}
