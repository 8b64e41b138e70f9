// Vitest setup: Testing Library's DOM matchers (toBeVisible, toHaveValue, …) on `expect`.
// https://github.com/testing-library/jest-dom#with-vitest
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait for a change, never for time: the 1 s default failed on a CI machine shared with
// PostgreSQL and three servers (an error text still present after a valid edit). A broken component still
// fails, only later.
configure({ asyncUtilTimeout: 5000 });
