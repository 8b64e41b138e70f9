export { type DrainOptions, installDrain, type ShutdownOptions, shutdownOnSignal } from './drain.js';
