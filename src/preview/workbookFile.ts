/**
 * The campaign file of the preview, kept durable: `kampagne.json` holds the whole workbook
 * (OfflineSpreadsheet.toJSON plus `journalSeq`, the last change it contains) and
 * `kampagne.json.journal` every change made since, one line each, appended and fsync'd before
 * the page or sidebar hears "gespeichert". Opening reads the file, replays the journal's
 * changes after `journalSeq` and drops a torn end (a last line without its newline: a crash in
 * mid-write); a damaged complete line, a damaged line with good lines after it, or a missing
 * line (a gap in the numbering) stops the start instead, both files untouched. The journal is
 * folded into the file when the shape of the grid changes, when it grows large and on a clean
 * exit. The whole file is only ever replaced atomically (temp file, fsync, rename, fsync of
 * the directory); temp files a crash left behind are removed at the next start.
 */
import { createHash, randomBytes } from 'node:crypto';
import { promises as fs, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  changedCells,
  OfflineSpreadsheet,
  parseWorkbookText,
  WorkbookChangeJson,
  workbookMeta,
  workbookFromJson,
  workbookToJson,
} from '../offline';

/** The file exists but cannot be used; the message is for the user. */
export class WorkbookFileError extends Error {}

/**
 * Beyond this size the journal is folded into the campaign file once no change has come for
 * FOLD_IDLE_MS: folding writes the whole workbook (about a second at 5,000 battles), and a
 * save arriving meanwhile would wait for it. At twice the size it is folded at once.
 */
const JOURNAL_LIMIT_BYTES = 4 * 1024 * 1024;
const FOLD_IDLE_MS = 1000;

export function journalFileOf(file: string): string {
  return `${file}.journal`;
}

function tempPrefix(file: string): string {
  return `.${path.basename(file)}.`;
}

/** Temp files of interrupted saves of `file` (only the holder of the file's lock may call this). */
export function removeLeftoverTempFiles(file: string): string[] {
  const dir = path.dirname(file);
  const prefix = tempPrefix(file);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const removed = names.filter((n) => n.startsWith(prefix) && n.endsWith('.tmp'));
  for (const name of removed) rmSync(path.join(dir, name), { force: true });
  return removed;
}

// ---- journal lines: `<seq> <checksum> <json>\n`; the checksum covers seq and json.

function checksum(seq: number, json: string): string {
  return createHash('sha1').update(`${seq} ${json}`).digest('hex').slice(0, 12);
}

export function journalLine(seq: number, change: WorkbookChangeJson): string {
  const json = JSON.stringify(change);
  return `${seq} ${checksum(seq, json)} ${json}\n`;
}

/**
 * Acknowledged changes would be lost: a line that does not match its checksum but is complete
 * (it ends in a newline, so its write finished) or is followed by more lines; or a line whose
 * number is not the one after the line before (a line is missing).
 */
export class JournalDamagedError extends Error {
  constructor(
    readonly line: number,
    /** Set when the line is whole but numbered wrongly: the change number expected there. */
    readonly gap?: { expected: number; found: number },
  ) {
    super(gap ? `Zeile ${line} hat Änderung ${gap.found}, erwartet war ${gap.expected}` : `Zeile ${line} ist beschädigt`);
  }
}

/**
 * The changes in a journal's text after `afterSeq`, in order. Only the end may be torn: a last
 * line without its newline is a write cut short by a crash (nothing in it was acknowledged, the
 * reply waits for the fsync of the whole line) and is dropped. Everything else must be whole:
 * a complete line that does not match its checksum, a bad line with a good one after it, or a
 * missing line (the changes after `afterSeq` must be numbered afterSeq+1, +2, … without a gap)
 * is damage — skipping it would lose acknowledged changes, so JournalDamagedError names it.
 * Lines the file already holds (seq ≤ afterSeq, left by a crash between saving the file and
 * emptying the journal) are skipped, damaged or not.
 */
export function readJournal(text: string, afterSeq = 0): { seq: number; change: unknown }[] {
  const out: { seq: number; change: unknown }[] = [];
  let firstBad: number | null = null;
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    const complete = index < lines.length - 1;
    if (!complete && line === '') return;
    const match = /^(\d+) ([0-9a-f]{12}) (.*)$/s.exec(line);
    let change: unknown;
    let good = complete && match !== null && checksum(Number(match[1]), match[3]) === match[2];
    if (good) {
      try {
        change = JSON.parse(match![3]);
      } catch {
        good = false;
      }
    }
    if (!good) {
      firstBad ??= index + 1;
      return;
    }
    const seq = Number(match![1]);
    if (seq <= afterSeq && !out.length) {
      // Damage before a line the file holds is in the file too: nothing is lost.
      firstBad = null;
      return;
    }
    if (firstBad !== null) throw new JournalDamagedError(firstBad);
    const expected = (out.length ? out[out.length - 1].seq : afterSeq) + 1;
    if (seq !== expected) throw new JournalDamagedError(index + 1, { expected, found: seq });
    out.push({ seq, change });
  });
  // Damaged lines at the end of which one is whole: its write finished, so it may have been acknowledged.
  if (firstBad !== null && firstBad < lines.length) throw new JournalDamagedError(firstBad);
  return out;
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    throw new WorkbookFileError(`Die Datei ${file} lässt sich nicht lesen (${code ?? 'unbekannter Fehler'}).`);
  }
}

export interface StoredWorkbook {
  workbook: OfflineSpreadsheet;
  /** The last change it holds; new changes continue after it. */
  seq: number;
  /** Journal changes replayed on top of the file. */
  replayed: number;
}

/** The journal's changes after `afterSeq`; a damaged journal stops the start and stays as it is. */
function journalChanges(file: string, afterSeq: number): { seq: number; change: unknown }[] {
  const journal = journalFileOf(file);
  try {
    return readJournal(readText(journal) ?? '', afterSeq);
  } catch (error) {
    if (!(error instanceof JournalDamagedError)) throw error;
    const what = error.gap
      ? `ist lückenhaft: in Zeile ${error.line} steht Änderung ${error.gap.found}, erwartet war Änderung ${error.gap.expected}; ` +
        'gespeicherte Änderungen fehlen oder stehen doppelt.\n'
      : `ist in Zeile ${error.line} beschädigt, und die Zeile wurde vollständig geschrieben (oder danach folgen noch ` +
        'gespeicherte Änderungen); ohne diese Zeile gingen bestätigte Änderungen verloren.\n';
    throw new WorkbookFileError(
      `Das Journal ${journal} ${what}` +
        `Kampagnendatei und Journal bleiben unverändert. Bitte beide sichern und die Zeile reparieren, oder mit --datei eine andere Datei wählen.`,
    );
  }
}

/** The workbook stored in `file` and its journal, or null when there is no such file yet. */
export function readWorkbookFile(file: string): StoredWorkbook | null {
  const text = readText(file);
  if (text === null) return null;
  try {
    const data = parseWorkbookText(text) as { journalSeq?: unknown };
    const base = typeof data?.journalSeq === 'number' ? data.journalSeq : 0;
    const changes = journalChanges(file, base);
    const workbook = workbookFromJson(
      data,
      changes.map((c) => c.change),
    );
    return { workbook, seq: changes.length ? changes[changes.length - 1].seq : base, replayed: changes.length };
  } catch (error) {
    if (error instanceof WorkbookFileError) throw error;
    throw new WorkbookFileError(
      `Die Datei ${file} ist keine lesbare Kriegsrat-Kampagne. ${(error as Error).message}\n` +
        'Sie bleibt unverändert. Bitte reparieren oder umbenennen, oder mit --datei eine andere Datei wählen.',
    );
  }
}

/** Writes `content` to `file` via a temp file in the same directory and a rename. */
export async function writeFileAtomic(file: string, content: string): Promise<void> {
  const temp = path.join(path.dirname(file), `${tempPrefix(file)}${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  const handle = await fs.open(temp, 'wx');
  try {
    await handle.writeFile(content, 'utf8');
    // On disk before the rename, or a power cut could leave an empty file under the real name.
    await handle.sync();
  } catch (error) {
    await handle.close();
    await fs.rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  try {
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
  // The rename itself is durable once the directory is.
  const dir = await fs.open(path.dirname(file), 'r');
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
}

/** A save error as the user reads it (Node's own messages are English). */
export function saveErrorMessage(error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  const known: Record<string, string> = {
    ENOSPC: 'der Datenträger ist voll',
    EACCES: 'keine Schreibrechte',
    EPERM: 'keine Schreibrechte',
    EROFS: 'der Datenträger ist schreibgeschützt',
    ENOENT: 'das Verzeichnis fehlt',
    EIO: 'Ein-/Ausgabefehler des Datenträgers',
  };
  return code ? `${known[code] ?? 'Dateifehler'} (${code})` : 'unbekannter Fehler';
}

interface Batch {
  /** The whole workbook, replacing file and journal. */
  whole: { text: string; seq: number } | null;
  lines: string[];
  waiters: { resolve: () => void; reject: (error: Error) => void }[];
}

/**
 * Saves every change of the workbook: `record()` after each action takes what the workbook's
 * change log and settings say changed and queues it; the promise it returns resolves once that
 * change is on disk. Changes that arrive while a write runs are written together with one
 * fsync (group commit). One write at a time.
 */
export class WorkbookStore {
  private seq: number;
  private lastMeta: string;
  private batch: Batch = { whole: null, lines: [], waiters: [] };
  private writing: Promise<void> | null = null;
  private journal: fs.FileHandle | null = null;
  private journalBytes = 0;
  /** After a failed journal write its end is unknown: the next write saves the whole workbook. */
  private wholeNeeded: boolean;
  /** The last failed write, for the page to report. */
  lastError: Error | null = null;
  private readonly foldAtBytes: number;
  private readonly foldIdleMs: number;
  private lastRecordAt = 0;
  private foldTimer: NodeJS.Timeout | null = null;

  constructor(
    readonly file: string,
    private readonly workbook: OfflineSpreadsheet,
    options: { seq?: number; saveWholeFirst?: boolean; foldAtBytes?: number; foldIdleMs?: number } = {},
  ) {
    this.foldAtBytes = options.foldAtBytes ?? JOURNAL_LIMIT_BYTES;
    this.foldIdleMs = options.foldIdleMs ?? FOLD_IDLE_MS;
    this.seq = options.seq ?? 0;
    this.lastMeta = JSON.stringify(workbookMeta(workbook.model));
    this.wholeNeeded = options.saveWholeFirst ?? true;
    workbook.model.changes.reset();
  }

  get journalFile(): string {
    return journalFileOf(this.file);
  }

  /**
   * Queues what changed since the last call; `saved` resolves when it is on disk. `changed`
   * says whether there was anything to save.
   */
  record(): { changed: boolean; saved: Promise<void> } {
    this.lastRecordAt = Date.now();
    const before = this.seq;
    const wholeBefore = this.batch.whole;
    const saved = this.recordChange();
    return { changed: this.seq !== before || this.batch.whole !== wholeBefore, saved };
  }

  private recordChange(): Promise<void> {
    const pending = this.workbook.model.changes.take();
    const meta = JSON.stringify(workbookMeta(this.workbook.model));
    const metaChanged = meta !== this.lastMeta;
    this.lastMeta = meta;
    const cells = changedCells(pending);
    if (cells === null || this.wholeNeeded) return this.queueWhole();
    if (!cells.length && !metaChanged) return this.durable();
    const change: WorkbookChangeJson = { ...(cells.length ? { cells } : {}), ...(metaChanged ? { meta: JSON.parse(meta) } : {}) };
    this.seq++;
    this.batch.lines.push(journalLine(this.seq, change));
    return this.enqueue();
  }

  /** Saves the whole workbook, folding the journal into the file. */
  saveWhole(): Promise<void> {
    this.stopFoldTimer();
    this.workbook.model.changes.take();
    this.lastMeta = JSON.stringify(workbookMeta(this.workbook.model));
    return this.queueWhole();
  }

  /** Resolves when everything queued so far is on disk (rejects if that write failed). */
  durable(): Promise<void> {
    if (!this.writing && !this.batch.waiters.length && !this.batch.whole && !this.batch.lines.length) {
      return this.lastError ? Promise.reject(this.lastError) : Promise.resolve();
    }
    return this.enqueue();
  }

  /** Folds the journal into the file and closes it (a clean exit). */
  async close(): Promise<void> {
    let saved = true;
    await this.saveWhole().catch(() => (saved = false));
    await this.journal?.close();
    this.journal = null;
    // Everything is in the file now; an empty journal would only puzzle whoever lists the folder.
    if (saved) await fs.rm(this.journalFile, { force: true });
  }

  private queueWhole(): Promise<void> {
    this.wholeNeeded = false;
    // The whole workbook holds every change before it: queued lines need not be written.
    this.batch.whole = { text: JSON.stringify({ ...workbookToJson(this.workbook), journalSeq: this.seq }), seq: this.seq };
    this.batch.lines = [];
    return this.enqueue();
  }

  private enqueue(): Promise<void> {
    const promise = new Promise<void>((resolve, reject) => this.batch.waiters.push({ resolve, reject }));
    this.startWrite();
    return promise;
  }

  private startWrite(): void {
    if (this.writing || !this.batch.waiters.length) return;
    const batch = this.batch;
    this.batch = { whole: null, lines: [], waiters: [] };
    this.writing = this.write(batch)
      .then(
        () => {
          this.lastError = null;
          for (const w of batch.waiters) w.resolve();
        },
        (error: Error) => {
          this.lastError = error;
          this.wholeNeeded = true;
          process.stderr.write(`Speichern von ${this.file} fehlgeschlagen: ${saveErrorMessage(error)}\n`);
          for (const w of batch.waiters) w.reject(error);
        },
      )
      .finally(() => {
        this.writing = null;
        this.startWrite();
      });
  }

  private async write(batch: Batch): Promise<void> {
    if (batch.whole) {
      await writeFileAtomic(this.file, batch.whole.text);
      // The file now holds every change up to its seq; the journal's lines are obsolete.
      const journal = await this.openJournal();
      await journal.truncate(0);
      await journal.datasync();
      this.journalBytes = 0;
    }
    if (batch.lines.length) {
      const journal = await this.openJournal();
      const text = batch.lines.join('');
      await journal.appendFile(text, 'utf8');
      await journal.datasync();
      this.journalBytes += Buffer.byteLength(text);
      if (this.journalBytes > this.foldAtBytes) this.foldWhenIdle();
    }
  }

  /** Folds the journal once changes pause (or at once when it has grown to twice the limit). */
  private foldWhenIdle(): void {
    if (this.journalBytes > 2 * this.foldAtBytes) {
      void this.saveWhole().catch(() => undefined);
      return;
    }
    if (this.foldTimer) return;
    const wait = (ms: number) => {
      this.foldTimer = setTimeout(() => {
        this.foldTimer = null;
        const quiet = Date.now() - this.lastRecordAt;
        if (quiet < this.foldIdleMs) return wait(this.foldIdleMs - quiet);
        if (this.journalBytes > this.foldAtBytes) void this.saveWhole().catch(() => undefined);
      }, ms);
      // A pending fold never keeps the process alive: close() folds anyway.
      this.foldTimer.unref();
    };
    wait(this.foldIdleMs);
  }

  private stopFoldTimer(): void {
    if (this.foldTimer) clearTimeout(this.foldTimer);
    this.foldTimer = null;
  }

  private async openJournal(): Promise<fs.FileHandle> {
    if (this.journal) return this.journal;
    this.journal = await fs.open(this.journalFile, 'a');
    // A journal created just now must be findable after a crash: its directory entry too.
    const dir = await fs.open(path.dirname(this.file), 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
    return this.journal;
  }
}
