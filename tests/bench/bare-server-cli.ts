// `node --import tsx bench/bare-server-cli.ts <html-file>`: the bare node:http ceiling as its own process, so
// the bench can pin it to the front tier's core and compare like with like. Prints its URL, then serves.
import { readFileSync } from 'node:fs';
import { startBareServer } from './bare-server.js';

const file = process.argv[2];
if (!file) throw new Error('usage: bare-server-cli.ts <html-file>');
const bare = await startBareServer(readFileSync(file, 'utf8'));
console.log(bare.url);
