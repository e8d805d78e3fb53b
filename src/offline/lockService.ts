/**
 * LockService. JavaScript here is single-threaded, so a lock can only be "held by another
 * process" if someone forgot to release it: then, stricter than Apps Script (which releases
 * locks when an execution ends), the next waitLock throws Apps Script's timeout error and
 * tryLock returns false. Every acquire and release is recorded for tests.
 */
import { reportMissingMethods } from './notEmulated';
export type LockScope = 'document' | 'script' | 'user';

export interface LockEvent {
  scope: LockScope;
  action: 'acquire' | 'release' | 'timeout' | 'busy';
  timeoutMs?: number;
}

export const LOCK_TIMEOUT_MESSAGE = 'Lock timeout: another process was holding the lock for too long.';

/** Who holds which lock, per workbook (document/script) and per user. */
export class LockRegistry {
  readonly events: LockEvent[] = [];
  /**
   * A test's hook, called as an execution gets a lock: the time it waited for it (another
   * execution held it) — e.g. the test moves its clock on (EnvironmentOptions.clock).
   */
  onAcquire: ((scope: LockScope) => void) | null = null;
  private readonly holders = new Map<string, OfflineLock>();

  /** @internal */
  holder(key: string): OfflineLock | undefined {
    return this.holders.get(key);
  }

  /** @internal */
  setHolder(key: string, lock: OfflineLock | undefined): void {
    if (lock) this.holders.set(key, lock);
    else this.holders.delete(key);
  }

  /** Whether any lock of this scope is held right now. */
  isHeld(scope: LockScope): boolean {
    return [...this.holders.keys()].some((key) => key.startsWith(`${scope}:`));
  }

  /** Scopes still locked, e.g. after a function that forgot releaseLock(). */
  held(): LockScope[] {
    return [...this.holders.keys()].map((key) => key.split(':')[0] as LockScope);
  }

  /** Acquisitions minus releases, per scope; 0 when every lock taken was given back. */
  balance(scope?: LockScope): number {
    return this.events
      .filter((e) => scope === undefined || e.scope === scope)
      .reduce((n, e) => n + (e.action === 'acquire' ? 1 : e.action === 'release' ? -1 : 0), 0);
  }

  /** Forgets holders (an execution ended); events stay. */
  releaseAll(): void {
    this.holders.clear();
  }
}

export class OfflineLock implements GoogleAppsScript.Lock.Lock {
  constructor(
    private readonly registry: LockRegistry,
    private readonly scope: LockScope,
    private readonly key: string,
  ) {}

  hasLock(): boolean {
    return this.registry.holder(this.key) === this;
  }

  tryLock(timeoutInMillis: number): boolean {
    const holder = this.registry.holder(this.key);
    if (holder && holder !== this) {
      this.registry.events.push({ scope: this.scope, action: 'busy', timeoutMs: timeoutInMillis });
      return false;
    }
    if (!holder) {
      this.registry.onAcquire?.(this.scope);
      this.registry.setHolder(this.key, this);
      this.registry.events.push({ scope: this.scope, action: 'acquire', timeoutMs: timeoutInMillis });
    }
    return true;
  }

  waitLock(timeoutInMillis: number): void {
    const holder = this.registry.holder(this.key);
    if (holder && holder !== this) {
      this.registry.events.push({ scope: this.scope, action: 'timeout', timeoutMs: timeoutInMillis });
      throw new Error(LOCK_TIMEOUT_MESSAGE);
    }
    this.tryLock(timeoutInMillis);
  }

  releaseLock(): void {
    if (this.registry.holder(this.key) === this) {
      this.registry.setHolder(this.key, undefined);
      this.registry.events.push({ scope: this.scope, action: 'release' });
    }
  }
}

export class OfflineLockService implements GoogleAppsScript.Lock.LockService {
  constructor(
    private readonly registry: LockRegistry,
    private readonly userKey: () => string,
    /** True while the script runs as a web app (loadAddon's webApp). */
    private readonly inWebApp: () => boolean = () => false,
  ) {}

  /**
   * Null outside a containing document: Google, "If this method is called outside of the
   * context of a containing document (such as from a standalone script or webapp), null is
   * returned" (https://developers.google.com/apps-script/reference/lock/lock-service#getDocumentLock()).
   * Typed like @types/google-apps-script (non-null).
   */
  getDocumentLock(): OfflineLock {
    if (this.inWebApp()) return null as unknown as OfflineLock;
    return new OfflineLock(this.registry, 'document', 'document:');
  }

  getScriptLock(): OfflineLock {
    return new OfflineLock(this.registry, 'script', 'script:');
  }

  getUserLock(): OfflineLock {
    return new OfflineLock(this.registry, 'user', `user:${this.userKey()}`);
  }
}

reportMissingMethods(OfflineLock, 'Lock');
reportMissingMethods(OfflineLockService, 'LockService');
