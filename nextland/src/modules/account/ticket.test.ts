import { describe, expect, it } from 'vitest';
import { signPayload } from '../../lib/tokens.js';
import { issueTicket, readTicket, TICKET_TTL_MS } from './ticket.js';

const identity = { openid: 'o1', unionid: 'u1' };

describe('registration ticket', () => {
  it('round-trips within 15 minutes and expires after', () => {
    const ticket = issueTicket('secret-one-secret', identity, 1000);
    expect(readTicket('secret-one-secret', ticket, 1000 + TICKET_TTL_MS - 1)).toEqual(identity);
    expect(readTicket('secret-one-secret', ticket, 1000 + TICKET_TTL_MS)).toBeNull();
  });

  it('rejects another secret, a tampered body and other purposes', () => {
    const ticket = issueTicket('secret-one-secret', identity, 1000);
    expect(readTicket('secret-two-secret', ticket, 1000)).toBeNull();
    const [body, sig] = ticket.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body ?? '', 'base64url').toString()), u: 'u2' }),
    ).toString('base64url');
    expect(readTicket('secret-one-secret', `${forged}.${sig}`, 1000)).toBeNull();
    const other = signPayload('secret-one-secret', { p: 'other', o: 'o1', u: 'u1', e: 5000 });
    expect(readTicket('secret-one-secret', other, 1000)).toBeNull();
    expect(readTicket('secret-one-secret', 'garbage', 1000)).toBeNull();
    expect(readTicket('secret-one-secret', `${ticket}.extra`, 1000)).toBeNull();
  });
});
