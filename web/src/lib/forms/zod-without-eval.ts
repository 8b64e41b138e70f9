// What `import … from 'zod'` resolves to in the web's builds (vite.config.ts aliases it here): zod itself, set
// never to try `new Function`.
//
// The site's Content-Security-Policy allows no 'unsafe-eval' (server/security.ts). zod, building an object
// schema, probes `new Function` to decide whether it may compile a faster parser; the probe is caught, yet the
// browser still reports it as a CSP violation (Lighthouse's best-practices "issues" audit). `jitless` skips the
// probe, and it must be set before the first object schema is built: this module's body runs before the body of
// any module that imports zod (@nextland/rules' schemas included), because they import it from here. The forms
// parse a handful of fields, so the interpreted parser costs them nothing a user could notice; nextland, which
// has no CSP to meet, keeps the compiled one. e2e content-security.spec.ts fails if a page reports the probe.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
