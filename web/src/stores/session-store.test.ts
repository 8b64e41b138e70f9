import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY, SessionStore, type UserInfo } from './session-store.js';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const user: UserInfo = { id: '7', userId: '7', nickname: '林晚', avatarUrl: null, type: 'REAL_NAME' };

describe('SessionStore', () => {
  it('persists the user info across page loads and never a token', () => {
    const storage = new MemoryStorage();
    new SessionStore(storage).signedIn(user);
    const raw = storage.getItem(SESSION_STORAGE_KEY) ?? '';
    expect(raw).not.toMatch(/token/i);
    const restored = new SessionStore(storage);
    expect(restored.loggedIn).toBe(true);
    expect(restored.userId).toBe('7');
  });

  it('forgets the user on sign-out (506/507 or logout)', () => {
    const storage = new MemoryStorage();
    const session = new SessionStore(storage);
    session.signedIn(user);
    session.signedOut();
    expect(session.loggedIn).toBe(false);
    expect(new SessionStore(storage).loggedIn).toBe(false);
  });

  it('keeps a registration in progress and the invitation code until signed in', () => {
    const storage = new MemoryStorage();
    const session = new SessionStore(storage);
    session.rememberInvitation('LINWAN22');
    session.startRegistration({ openid: 'o1', unionid: 'u1' });
    const reloaded = new SessionStore(storage);
    expect(reloaded.registration).toEqual({ openid: 'o1', unionid: 'u1' });
    expect(reloaded.invitationCode).toBe('LINWAN22');
    reloaded.signedIn(user);
    expect(reloaded.registration).toBeNull();
    expect(reloaded.invitationCode).toBeNull();
  });

  it('starts logged out when the stored value is corrupt or foreign', () => {
    const storage = new MemoryStorage();
    storage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(new SessionStore(storage).loggedIn).toBe(false);
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ userInfo: { id: 1 } }));
    expect(new SessionStore(storage).loggedIn).toBe(false);
  });

  it('opens and closes the login prompt with where to return', () => {
    const session = new SessionStore();
    session.openLoginPrompt('expired', '/en/my/msg');
    expect(session.loginPrompt).toEqual({ reason: 'expired', returnTo: '/en/my/msg' });
    session.closeLoginPrompt();
    expect(session.loginPrompt).toBeNull();
  });
});
