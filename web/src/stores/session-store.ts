import { makeAutoObservable } from 'mobx';

/** Account type as the schema names it (docs/domain.md#account-types: 0 official … 4 organisation). */
export type AccountType = 'OFFICIAL' | 'UNVERIFIED' | 'REAL_NAME' | 'CREATOR' | 'ORGANISATION';

/** Non-secret profile bits the header and the side menu need before the first query answers. */
export type UserInfo = {
  id: string;
  userId: string;
  nickname: string;
  avatarUrl: string | null;
  type: AccountType;
};

/** Spec §3 "registration info from login": the platform identity of a registration in progress. */
export type RegistrationInfo = { openid: string; unionid: string };

export type LoginPromptReason = 'required' | 'expired';

type Persisted = {
  userInfo: UserInfo | null;
  registration: RegistrationInfo | null;
  invitationCode: string | null;
};

/** localStorage key; it never holds a token (those live in the BFF's httpOnly cookies). */
export const SESSION_STORAGE_KEY = 'nextland.session';

/**
 * Client session state (spec §3 "user" and "userInfo", persisted). The access and refresh tokens never reach
 * JavaScript: "logged in" here means the BFF reported a viewer, and any UNAUTHENTICATED answer clears it.
 */
export class SessionStore {
  userInfo: UserInfo | null = null;
  registration: RegistrationInfo | null = null;
  /** From an invite link (`?invite=`), kept across the round trip to the login platform. */
  invitationCode: string | null = null;
  loginPrompt: { reason: LoginPromptReason; returnTo: string | null } | null = null;
  /** True while the platform's `code` is being exchanged (the login page shows progress meanwhile). */
  authenticating = false;

  constructor(private readonly storage: Storage | null = null) {
    makeAutoObservable<SessionStore, 'storage'>(this, { storage: false });
    this.restore();
  }

  get loggedIn(): boolean {
    return this.userInfo !== null;
  }

  get userId(): string | null {
    return this.userInfo?.id ?? null;
  }

  signedIn(userInfo: UserInfo): void {
    this.userInfo = userInfo;
    this.registration = null;
    this.invitationCode = null;
    this.loginPrompt = null;
    this.persist();
  }

  /** 506/507 or logout: forget the user and the user info (spec §4). */
  signedOut(): void {
    this.userInfo = null;
    this.persist();
  }

  startRegistration(info: RegistrationInfo): void {
    this.registration = info;
    this.persist();
  }

  cancelRegistration(): void {
    this.registration = null;
    this.persist();
  }

  rememberInvitation(code: string): void {
    this.invitationCode = code;
    this.persist();
  }

  setAuthenticating(value: boolean): void {
    this.authenticating = value;
  }

  openLoginPrompt(reason: LoginPromptReason, returnTo: string | null = null): void {
    this.loginPrompt = { reason, returnTo };
  }

  closeLoginPrompt(): void {
    this.loginPrompt = null;
  }

  private persist(): void {
    if (!this.storage) return;
    const value: Persisted = {
      userInfo: this.userInfo,
      registration: this.registration,
      invitationCode: this.invitationCode,
    };
    try {
      this.storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(value));
    } catch {
      // Storage full or disabled (private mode): the session still works for this page's lifetime.
    }
  }

  private restore(): void {
    if (!this.storage) return;
    try {
      const raw = this.storage.getItem(SESSION_STORAGE_KEY);
      if (!raw) return;
      const value = JSON.parse(raw) as Partial<Persisted>;
      this.userInfo = isUserInfo(value.userInfo) ? value.userInfo : null;
      this.registration = isRegistration(value.registration) ? value.registration : null;
      this.invitationCode = typeof value.invitationCode === 'string' ? value.invitationCode : null;
    } catch {
      // Corrupt or foreign value: start logged out rather than crash the app.
    }
  }
}

function isUserInfo(value: unknown): value is UserInfo {
  const v = value as UserInfo | null | undefined;
  return typeof v?.id === 'string' && typeof v.nickname === 'string' && typeof v.type === 'string';
}

function isRegistration(value: unknown): value is RegistrationInfo {
  const v = value as RegistrationInfo | null | undefined;
  return typeof v?.openid === 'string' && typeof v.unionid === 'string';
}
