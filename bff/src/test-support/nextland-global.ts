// https://vitest.dev/config/#globalsetup — one real nextland (in-memory PGlite, demo data) for the whole BFF test
// run, started once in the main process; test files reach it through inject('nextland').

import { startTestNextland } from 'nextland/testing';
import type { TestProject } from 'vitest/node';

export type SharedNextland = {
  url: string;
  clientId: string;
  clientSecret: string;
  demo: Record<string, number>;
};

declare module 'vitest' {
  export interface ProvidedContext {
    nextland: SharedNextland;
  }
}

export default async function setup(project: TestProject) {
  const nextland = await startTestNextland();
  const { url, clientId, clientSecret, demo } = nextland;
  project.provide('nextland', { url, clientId, clientSecret, demo });
  return () => nextland.stop();
}
