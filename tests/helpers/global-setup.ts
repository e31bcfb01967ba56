// Vitest global setup (one per project): builds the migrated template database once per run.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createTemplate, dropDatabase, type TestDbKind } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: { pgliteDumpFile?: string; templateName?: string };
  }
}

export default async function setup(project: TestProject) {
  const kind = (project.config.env?.TEST_DB as TestDbKind | undefined) ?? 'pglite';
  const dir = await mkdtemp(path.join(os.tmpdir(), 'safekid-template-'));
  const pgliteDumpFile = path.join(dir, 'template.tar');
  const { templateName } = await createTemplate(kind, pgliteDumpFile);
  project.provide('dbTemplate', { pgliteDumpFile, templateName });
  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (templateName) await dropDatabase(templateName);
  };
}
