// https://vitest.dev/config/#globalsetup — one real nextland (in-memory PGlite, demo data) for the whole BFF test
// run, in a child process of its own (nextland/src/testing/serve.ts) so its database work does not share
// vitest's main thread; test files reach it through inject('nextland').
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
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

const serveScript = createRequire(import.meta.url).resolve('nextland/testing/serve');

export default async function setup(project: TestProject) {
  const child = fork(serveScript, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const nextland = await new Promise<SharedNextland>((resolve, reject) => {
    child.once('message', (message) => resolve(message as SharedNextland));
    child.once('error', reject);
    child.once('exit', (code) =>
      reject(new Error(`the test nextland exited with ${code} before it was ready`)),
    );
  });
  project.provide('nextland', nextland);
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
}
