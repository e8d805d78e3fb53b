/**
 * `npm run export -- kampagne.xlsx [--datei kampagne.json]`: the campaign file as an .xlsx.
 * The add-on is loaded so the KAMPAGNE_ tables are computed and saved with their results.
 */
import path from 'node:path';
import { loadAddon } from '../../offline';
import { projectPaths, readCodeJs } from '../paths';
import { useScriptTimeZone } from '../scriptTimeZone';
import { readWorkbookFile } from '../workbookFile';
import { exportXlsx } from '../xlsxExport';
import { EXPORT_USAGE, parseExportArgs, UsageError } from './args';

async function main(): Promise<void> {
  const args = parseExportArgs(process.argv.slice(2), process.cwd());
  if (args.help) {
    console.log(EXPORT_USAGE);
    return;
  }
  const paths = projectPaths();
  useScriptTimeZone(paths);
  // Reads the file with its journal (a running preview's latest changes); writes nothing.
  const workbook = readWorkbookFile(args.file)?.workbook;
  if (!workbook)
    throw new Error(`Die Kampagnendatei ${args.file} gibt es nicht – zuerst „npm start“ ausführen oder --datei angeben.`);
  loadAddon(workbook, readCodeJs(paths), { htmlDir: paths.dist });
  try {
    await exportXlsx(workbook, args.output);
  } catch (error) {
    throw new Error(unwritable(args.output, error as NodeJS.ErrnoException));
  }
  console.log(
    `Geschrieben: ${args.output}\nIn Google Drive hochladen, als Google-Tabelle öffnen und das Skript einrichten (siehe README).`,
  );
}

/**
 * The target could not be written: why, in German (user test 27: a mistyped folder printed
 * Node's „ENOENT: no such file or directory“). Anything but a file-system error keeps its message.
 */
function unwritable(output: string, error: NodeJS.ErrnoException): string {
  const reasons: Record<string, string> = {
    ENOENT: `den Ordner ${path.dirname(output)} gibt es nicht`,
    EISDIR: 'dort steht ein Ordner',
    EACCES: 'keine Schreibrechte – oder die Datei ist in einem anderen Programm (Excel, Calc) geöffnet',
    EPERM: 'keine Schreibrechte – oder die Datei ist in einem anderen Programm (Excel, Calc) geöffnet',
    EBUSY: 'die Datei ist in einem anderen Programm (Excel, Calc) geöffnet',
    ENOSPC: 'der Datenträger ist voll',
    EROFS: 'der Datenträger ist schreibgeschützt',
  };
  if (!error.code) return error.message;
  return `Die Datei ${output} ließ sich nicht schreiben: ${reasons[error.code] ?? `Fehler ${error.code} des Betriebssystems`}.`;
}

main().catch((error: Error) => {
  console.error(error instanceof UsageError ? `${error.message}\n\n${EXPORT_USAGE}` : error.message);
  process.exit(1);
});
