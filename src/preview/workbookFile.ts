/**
 * The campaign file of the preview: the offline workbook as JSON (OfflineSpreadsheet.toJSON).
 * Reading refuses a damaged or foreign file with a German message and never touches it;
 * writing is atomic (a temp file in the same directory, then a rename), so a crash or Ctrl-C
 * leaves either the old or the new campaign, never half of one.
 */
import { randomBytes } from 'node:crypto';
import { promises as fs, readFileSync } from 'node:fs';
import path from 'node:path';
import { OfflineSpreadsheet } from '../offline';

/** The file exists but cannot be used; the message is for the user. */
export class WorkbookFileError extends Error {}

/** The workbook stored in `file`, or null when there is no such file yet. */
export function readWorkbookFile(file: string): OfflineSpreadsheet | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    throw new WorkbookFileError(`Die Kampagnendatei ${file} lässt sich nicht lesen (${code ?? (error as Error).message}).`);
  }
  try {
    return OfflineSpreadsheet.fromJSON(text);
  } catch (error) {
    throw new WorkbookFileError(
      `Die Datei ${file} ist keine lesbare Kriegsrat-Kampagne. ${(error as Error).message}\n` +
        'Sie bleibt unverändert. Bitte reparieren oder umbenennen, oder mit --datei eine andere Datei wählen.',
    );
  }
}

/** Writes `content` to `file` via a temp file in the same directory and a rename. */
export async function writeFileAtomic(file: string, content: string): Promise<void> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
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
}

/**
 * Saves the workbook in the background: `markDirty()` after a change; shortly after, the JSON
 * is produced once (several quick edits make one write) and written atomically. One write at
 * a time; `flush()` writes what is due at once and resolves when it is on disk.
 */
export class WorkbookStore {
  private dirty = false;
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> | null = null;
  private lastSaved: string | null = null;
  /** The last failed write, for the page to report. */
  lastError: Error | null = null;

  constructor(
    readonly file: string,
    private readonly produce: () => string,
    private readonly delayMs = 200,
  ) {}

  markDirty(): void {
    this.dirty = true;
    if (!this.timer) this.timer = setTimeout(() => this.startWrite(), this.delayMs);
  }

  async flush(): Promise<void> {
    this.startWrite();
    while (this.writing) await this.writing;
    if (this.dirty) await this.flush();
  }

  private startWrite(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.writing || !this.dirty) return;
    this.dirty = false;
    const content = this.produce();
    if (content === this.lastSaved) return;
    this.writing = writeFileAtomic(this.file, content).then(
      () => {
        this.lastSaved = content;
        this.lastError = null;
      },
      (error: Error) => {
        this.lastError = error;
        process.stderr.write(`Speichern von ${this.file} fehlgeschlagen: ${error.message}\n`);
      },
    ).finally(() => {
      this.writing = null;
      // Changes made while this write ran.
      if (this.dirty && !this.timer) this.timer = setTimeout(() => this.startWrite(), this.delayMs);
    });
  }
}
