// `nextland/testing`: the real nextland for other packages' tests (the BFF's), and users made over HTTP.
export { nextIdNumber, nextPhone, type Reply, TestAccounts, type Tokens } from './accounts.js';
export { startTestNextland, type TestNextland } from './start.js';
