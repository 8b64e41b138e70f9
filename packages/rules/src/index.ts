// @nextland/rules: each input rule once, as zod schemas that nextland validates requests with and the web's
// forms validate with (react-hook-form + zod resolver). Decision 0014.
export * from './address.js';
export * from './auction.js';
export * from './bank-card.js';
export * from './carrier.js';
export * from './codes.js';
export * from './date.js';
export * from './id-card.js';
export * from './phone.js';
export * from './region.js';
export * from './release.js';
export * from './review.js';
export * from './text.js';
