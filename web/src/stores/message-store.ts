import { makeAutoObservable } from 'mobx';

export type MessageType = 'info' | 'success' | 'warning' | 'error' | 'loading';
export type Message = { id: number; type: MessageType; text: string };
export type ShowMessageInput = { type: MessageType; text: string; duration?: number };

/** Spec §4/§9: messages hide themselves after 3000 ms by default, a loading message never times out, all are closable. */
export const DEFAULT_MESSAGE_DURATION_MS = 3000;

export class MessageStore {
  messages: Message[] = [];
  private nextId = 1;
  private timers = new Map<number, ReturnType<typeof setTimeout>>();

  constructor() {
    makeAutoObservable<MessageStore, 'timers' | 'nextId'>(this, { timers: false, nextId: false });
  }

  /** Returns the message id; `duration` 0 (or a loading message) means it stays until closed. */
  show({ type, text, duration = DEFAULT_MESSAGE_DURATION_MS }: ShowMessageInput): number {
    const id = this.nextId++;
    this.messages.push({ id, type, text });
    const timeout = type === 'loading' ? 0 : duration;
    if (timeout > 0 && typeof window !== 'undefined') {
      this.timers.set(
        id,
        setTimeout(() => this.close(id), timeout),
      );
    }
    return id;
  }

  loading(text: string): number {
    return this.show({ type: 'loading', text });
  }

  close(id: number): void {
    const timer = this.timers.get(id);
    if (timer) clearTimeout(timer);
    this.timers.delete(id);
    this.messages = this.messages.filter((message) => message.id !== id);
  }
}
