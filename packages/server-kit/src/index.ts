export { type DrainOptions, drainOf, installDrain, type ShutdownOptions, shutdownOnSignal } from './drain.js';
export { GRAPHQL_BODY_LIMIT } from './limits.js';
