/**
 * Command lines of `npm start` and `npm run export`, in German. Kept apart from the entries so
 * tests can check them without starting anything.
 */
import path from 'node:path';

export const DEFAULT_WORKBOOK_FILE = 'kampagne.json';
export const DEFAULT_PORT = 8080;

export class UsageError extends Error {}

export interface StartArgs {
  /** Absolute path of the workbook file. */
  file: string;
  port: number;
  help: boolean;
}

export interface ExportArgs {
  file: string;
  /** Absolute path of the .xlsx to write. */
  output: string;
  help: boolean;
}

export const START_USAGE = `Aufruf: npm start [-- --datei PFAD]

Startet die Vorschau der Kampagne im Browser (http://127.0.0.1:PORT/).
  --datei PFAD   Kampagnendatei (Standard: ${DEFAULT_WORKBOOK_FILE} im aktuellen Verzeichnis);
                 fehlt sie, wird sie mit der Demo-Kampagne angelegt.
  --hilfe        diese Hilfe
Umgebung: PORT (Standard ${DEFAULT_PORT}; 0 = ein freier Port).`;

export const EXPORT_USAGE = `Aufruf: npm run export -- ZIEL.xlsx [--datei PFAD]

Schreibt die Kampagne als Excel-Datei (Werte, Formeln, Auswahllisten) zum Hochladen in Google Drive.
  --datei PFAD   Kampagnendatei (Standard: ${DEFAULT_WORKBOOK_FILE} im aktuellen Verzeichnis)
  --hilfe        diese Hilfe`;

interface Parsed {
  file?: string;
  positional: string[];
  help: boolean;
}

function parse(argv: readonly string[]): Parsed {
  const out: Parsed = { positional: [], help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--hilfe' || arg === '--help' || arg === '-h') out.help = true;
    else if (arg === '--datei' || arg.startsWith('--datei=')) {
      const value = arg === '--datei' ? argv[++i] : arg.slice('--datei='.length);
      if (!value) throw new UsageError('--datei braucht einen Pfad, z. B. --datei meine-kampagne.json.');
      out.file = value;
    } else if (arg.startsWith('-')) throw new UsageError(`Unbekannte Option „${arg}“.`);
    else out.positional.push(arg);
  }
  return out;
}

/** PORT as the environment gives it: a whole number 0–65535, 0 meaning any free port. */
export function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!/^\d+$/.test(value.trim()) || port > 65535) {
    throw new UsageError(`PORT „${value}“ ist ungültig; erwartet wird eine Zahl von 0 bis 65535.`);
  }
  return port;
}

export function parseStartArgs(argv: readonly string[], env: NodeJS.ProcessEnv, cwd: string): StartArgs {
  const parsed = parse(argv);
  if (parsed.positional.length) throw new UsageError(`Unerwartetes Argument „${parsed.positional[0]}“.`);
  return { file: path.resolve(cwd, parsed.file ?? DEFAULT_WORKBOOK_FILE), port: parsePort(env.PORT), help: parsed.help };
}

export function parseExportArgs(argv: readonly string[], cwd: string): ExportArgs {
  const parsed = parse(argv);
  if (parsed.help) return { file: '', output: '', help: true };
  if (parsed.positional.length !== 1) throw new UsageError('Bitte genau eine Zieldatei angeben, z. B. kampagne.xlsx.');
  const output = parsed.positional[0];
  if (!/\.xlsx$/i.test(output)) throw new UsageError(`Die Zieldatei „${output}“ muss auf .xlsx enden.`);
  return { file: path.resolve(cwd, parsed.file ?? DEFAULT_WORKBOOK_FILE), output: path.resolve(cwd, output), help: false };
}
