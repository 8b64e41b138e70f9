// Vitest setup: findBy*/waitFor wait up to 4 s, not Testing Library's default 1 s. Tests run two files at a time
// on two cores, beside other suites' servers in CI: a mocked query's answer has been seen to take over a second
// to render there (header-cart-link, settlement-records), which failed tests that were right.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 4000 });
