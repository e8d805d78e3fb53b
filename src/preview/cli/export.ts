/**
 * `npm run export -- kampagne.xlsx [--datei kampagne.json]`: the campaign file as an .xlsx.
 * The add-on is loaded so the KAMPAGNE_ tables are computed and saved with their results.
 */
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
  await exportXlsx(workbook, args.output);
  console.log(
    `Geschrieben: ${args.output}\nIn Google Drive hochladen, als Google-Tabelle öffnen und das Skript einrichten (siehe README).`,
  );
}

main().catch((error: Error) => {
  console.error(error instanceof UsageError ? `${error.message}\n\n${EXPORT_USAGE}` : error.message);
  process.exit(1);
});
