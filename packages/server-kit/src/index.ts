export { type DrainOptions, drainOf, installDrain, type ShutdownOptions, shutdownOnSignal } from './drain.js';
