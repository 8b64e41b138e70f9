// Vitest setup, first: each test file starts from a fresh registry of our own modules (`vi.resetModules`), so its
// `vi.mock`s apply and no module state (i18n language, stores, caches) carries over from the file before. The
// suite runs with `isolate: false` (vitest.config.ts): the environment and the dependencies under node_modules —
// most of what a file used to load — are loaded once per worker instead of once per file.
import { vi } from 'vitest';

vi.resetModules();
