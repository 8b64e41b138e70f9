import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { serializeError } from './log-errors.js';
import { withSafeErrorLogs } from './logger.js';

const phone = '13800138000';
const idNumber = '11010519491231002X';

function duplicatePhone() {
  const driver = Object.assign(
    new Error('duplicate key value violates unique constraint "customers_phone_key"'),
    {
      code: '23505',
      constraint: 'customers_phone_key',
      detail: `Key (phone)=(${phone}) already exists.`,
    },
  );
  return new DrizzleQueryError(
    'insert into "customers" ("phone", "id_number") values ($1, $2)',
    [phone, idNumber],
    driver,
  );
}

describe('serializeError', () => {
  it('keeps the statement, the code and the constraint, and drops every parameter value', () => {
    const logged = JSON.stringify(serializeError(duplicatePhone()));
    expect(logged).not.toContain(phone);
    expect(logged).not.toContain(idNumber);
    expect(logged).toContain('insert into \\"customers\\"');
    expect(logged).toContain('params: [redacted]');
    expect(logged).toContain('(phone)=([redacted])');
    expect(logged).toContain('23505');
    expect(logged).toContain('customers_phone_key');
  });

  it('leaves other errors as they are', () => {
    const logged = serializeError(new TypeError('x is not a function'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'x is not a function' });
    expect(logged.stack).toContain('log-errors.test.ts');
  });
});

describe("nextland's logger", () => {
  it('writes a failed query without its parameters', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: withSafeErrorLogs({ level: 'info', stream }) });
    app.log.error({ err: duplicatePhone() }, 'unhandled error');
    await app.close();
    expect(lines.join('')).toContain('customers_phone_key');
    expect(lines.join('')).not.toContain(phone);
    expect(lines.join('')).not.toContain(idNumber);
  });
});
