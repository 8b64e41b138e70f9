// https://vitest.dev/config/#globalsetup — the run's database images (test-images.ts), made once in the main
// process before any suite starts, handed to the suites with provide/inject, removed after the run.
import type { TestProject } from 'vitest/node';
import { buildTestImages, removeTestImages } from './test-images.js';

export default async function setup(project: TestProject) {
  const started = performance.now();
  const images = await buildTestImages();
  console.info(`nextland tests: database images ready in ${Math.round(performance.now() - started)} ms`);
  project.provide('nextlandImages', images);
  return () => removeTestImages(images);
}
