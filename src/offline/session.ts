/**
 * Session: who runs the script. Consumer accounts without the needed permission see an empty
 * e-mail address, so that is the default; tests and the preview can set a user.
 */
import { reportMissingMethods } from './notEmulated';
export interface SessionUser {
  /** Active user's address ('' by default, as Apps Script gives without permission). */
  email?: string;
  /** The effective user (the script's owner for an add-on); defaults to `email`. */
  effectiveEmail?: string;
  /** Default 'de'. */
  locale?: string;
}

export class OfflineUser {
  constructor(private readonly email: string) {}

  getEmail(): string {
    return this.email;
  }

  toString(): string {
    return this.email;
  }
}

export class OfflineSession {
  constructor(
    private readonly user: () => SessionUser,
    private readonly timeZone: string,
  ) {}

  getActiveUser(): OfflineUser {
    return new OfflineUser(this.user().email ?? '');
  }

  getEffectiveUser(): OfflineUser {
    const u = this.user();
    return new OfflineUser(u.effectiveEmail ?? u.email ?? '');
  }

  getActiveUserLocale(): string {
    return this.user().locale ?? 'de';
  }

  getScriptTimeZone(): string {
    return this.timeZone;
  }

  getTimeZone(): string {
    return this.timeZone;
  }

  /** Stable per user, like Apps Script's temporary key (which rotates every 30 days). */
  getTemporaryActiveUserKey(): string {
    const email = this.user().email ?? '';
    let hash = 0;
    for (const ch of email) hash = (hash * 31 + ch.charCodeAt(0)) | 0;
    return `offline-${(hash >>> 0).toString(36)}`;
  }
}

reportMissingMethods(OfflineUser, 'User');
reportMissingMethods(OfflineSession, 'Session');
