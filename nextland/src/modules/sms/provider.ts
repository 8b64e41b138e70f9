/** Sends a text message; the production adapter (a real SMS gateway) implements the same interface. */
export type SmsProvider = {
  send(phone: string, text: string, code: string): Promise<void>;
};

export type OutboxEntry = { phone: string; text: string; code: string; sentAt: string };

/**
 * The embedded stand-in: records messages in memory (newest first, bounded) so developers and tests can
 * read the code at GET /dev/sms/outbox. Never mounted in production.
 */
export class OutboxSmsProvider implements SmsProvider {
  readonly entries: OutboxEntry[] = [];

  async send(phone: string, text: string, code: string): Promise<void> {
    this.entries.unshift({ phone, text, code, sentAt: new Date().toISOString() });
    this.entries.length = Math.min(this.entries.length, 500);
  }

  forPhone(phone: string): OutboxEntry[] {
    return this.entries.filter((entry) => entry.phone === phone);
  }
}
