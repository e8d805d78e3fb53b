/**
 * One writer per campaign file: `npm start` holds `<file>.lock` (its PID and port) while it
 * runs. A second start on the same file refuses with a German message naming the first; a lock
 * left by a run that crashed (its PID no longer alive) is taken over.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

export class FileLockedError extends Error {}

interface LockContent {
  pid: number;
  port: number | null;
  host: string;
  since: string;
}

export function lockFileOf(file: string): string {
  return `${file}.lock`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(path: string): LockContent | null {
  try {
    const data = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockContent>;
    return Number.isInteger(data.pid) ? (data as LockContent) : null;
  } catch {
    // Unreadable (a crash while it was written): nobody can be shown as its owner.
    return null;
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
    const content: LockContent = { pid: process.pid, port: null, host: hostname(), since: new Date().toISOString() };
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const fd = openSync(path, 'wx');
        try {
          writeSync(fd, JSON.stringify(content));
        } finally {
          closeSync(fd);
        }
        return new FileLock(file, path, content);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
          throw new FileLockedError(
            `Die Sperrdatei ${path} lässt sich nicht anlegen (${(error as NodeJS.ErrnoException).code ?? 'unbekannter Fehler'}).`,
          );
        }
      }
      const owner = readLock(path);
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
      // Left behind by a run that no longer exists: take it over.
      try {
        unlinkSync(path);
      } catch {
        // Someone else removed it first; try again.
      }
    }
    throw new FileLockedError(`Die Kampagnendatei ${file} ist gesperrt (${path}), und die Sperre lässt sich nicht übernehmen.`);
  }

  /** Notes the port once the server listens, so a second start can name it. */
  setPort(port: number): void {
    if (!this.held) return;
    this.content = { ...this.content, port };
    writeFileSync(this.path, JSON.stringify(this.content));
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
