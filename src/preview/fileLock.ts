/**
 * One writer per campaign file: `npm start` holds `<file>.lock` (its PID and port) while it
 * runs. A second start on the same file refuses with a German message naming the first; a lock
 * left by a run that crashed (its PID no longer alive) is taken over, by one starter only when
 * two find it at once (removeIfStill).
 */
import { linkSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

export class FileLockedError extends Error {}

interface LockContent {
  pid: number;
  /** Tells two locks of the same process and moment apart (a takeover compares the whole text). */
  nonce?: string;
  port: number | null;
  host: string;
  since: string;
}

const NO_HARD_LINKS = ['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS'];

export function lockFileOf(file: string): string {
  return `${file}.lock`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/**
 * A killed preview whose parent has not reaped it yet still answers kill(pid, 0), but it runs
 * no more. Linux shows it as state Z in /proc; elsewhere this cannot be seen and it counts as alive.
 */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (name) state …": the name may contain spaces and parentheses, so after the last ')'.
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state === 'Z' || state === 'X';
  } catch {
    return false;
  }
}

/**
 * The lock's content complete in a temp file beside it, or nothing: a crash or a full disk in
 * mid-write must not leave a lock nobody can read.
 */
function writeTemp(path: string, content: LockContent): string {
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    writeFileSync(temp, JSON.stringify(content), { flag: 'wx' });
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  return temp;
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

function parseLock(text: string): LockContent | null {
  try {
    const data = JSON.parse(text) as Partial<LockContent>;
    return Number.isInteger(data.pid) ? (data as LockContent) : null;
  } catch {
    // Unreadable (a crash while it was written): nobody can be shown as its owner.
    return null;
  }
}

function readLock(path: string): LockContent | null {
  const text = readText(path);
  return text === null ? null : parseLock(text);
}

/**
 * Removes the lock at `path` if it is still the one read as `seen` (a dead owner's). Two starters
 * may both have read the same stale lock; an unlink would let the later one delete the lock the
 * earlier one has just taken. So the lock is first moved aside (rename is atomic: one starter
 * gets it) and looked at there: the stale one is deleted; a newer one — a rival's, taken since —
 * is put back (link: never over a lock created meanwhile) and the next attempt finds its owner.
 */
function removeIfStill(path: string, seen: string | null): void {
  // Gone when it was read: nothing to remove, the next attempt decides.
  if (seen === null) return;
  const aside = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    renameSync(path, aside);
  } catch {
    // Gone already (the rival moved it first): the next attempt decides.
    return;
  }
  try {
    if (readText(aside) !== seen) linkSync(aside, path);
  } catch {
    // A lock was created at `path` meanwhile: that one stands.
  } finally {
    rmSync(aside, { force: true });
  }
}

export class FileLock {
  private content: LockContent;
  private held = true;

  private constructor(
    readonly file: string,
    readonly path: string,
    content: LockContent,
  ) {
    this.content = content;
  }

  /** Takes the lock of `file` or throws FileLockedError with the owner's PID and port. */
  static acquire(file: string): FileLock {
    const path = lockFileOf(file);
    const content: LockContent = {
      pid: process.pid,
      nonce: randomBytes(8).toString('hex'),
      port: null,
      host: hostname(),
      since: new Date().toISOString(),
    };
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        // link() fails if the lock exists, so taking it stays exclusive; the file appears whole.
        const temp = writeTemp(path, content);
        try {
          linkSync(temp, path);
        } catch (error) {
          // File systems without hard links (FAT on a USB stick): exclusive create, then write.
          if (!NO_HARD_LINKS.includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
          writeFileSync(path, JSON.stringify(content), { flag: 'wx' });
        } finally {
          rmSync(temp, { force: true });
        }
        return new FileLock(file, path, content);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
          throw new FileLockedError(
            `Die Sperrdatei ${path} lässt sich nicht anlegen (${(error as NodeJS.ErrnoException).code ?? 'unbekannter Fehler'}).`,
          );
        }
      }
      const seen = readText(path);
      const owner = seen === null ? null : parseLock(seen);
      if (owner && owner.host !== content.host) {
        // Another computer (a shared folder): whether that process lives cannot be seen from here.
        throw new FileLockedError(
          `Die Kampagnendatei ${file} ist auf dem Rechner ${owner.host} geöffnet (Prozess ${owner.pid}${owner.port ? `, Port ${owner.port}` : ''}).\n` +
            `Läuft dort keine Vorschau mehr, die Sperrdatei ${path} löschen und neu starten.`,
        );
      }
      if (owner && owner.pid !== process.pid && isAlive(owner.pid)) {
        const where = owner.port
          ? `auf Port ${owner.port} (http://127.0.0.1:${owner.port}/)`
          : '(Port noch nicht vergeben, sie startet gerade)';
        throw new FileLockedError(
          `Die Kampagnendatei ${file} ist schon geöffnet: eine andere Kriegsrat-Vorschau (Prozess ${owner.pid}) läuft ${where}.\n` +
            'Bitte dort weiterarbeiten oder jene Vorschau mit Strg+C beenden; zwei Vorschauen auf derselben Datei würden sich gegenseitig Änderungen überschreiben.',
        );
      }
      // Left behind by a run that no longer exists: take it over — but only that lock.
      removeIfStill(path, seen);
    }
    throw new FileLockedError(`Die Kampagnendatei ${file} ist gesperrt (${path}), und die Sperre lässt sich nicht übernehmen.`);
  }

  /** Notes the port once the server listens, so a second start can name it. */
  setPort(port: number): void {
    if (!this.held) return;
    const content = { ...this.content, port };
    renameSync(writeTemp(this.path, content), this.path);
    this.content = content;
  }

  release(): void {
    if (!this.held) return;
    this.held = false;
    if (readLock(this.path)?.pid === process.pid) {
      try {
        unlinkSync(this.path);
      } catch {
        // Already gone.
      }
    }
  }
}
