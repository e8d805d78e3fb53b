/**
 * `npm start`: the campaign in the browser. Prints the URL; Ctrl-C (SIGINT) or SIGTERM closes
 * the server, waits for the last save and exits 0. A damaged campaign file is reported in
 * German and left untouched (exit 1).
 */
import { projectPaths } from '../paths';
import { PreviewHandle, startPreview } from '../preview';
import { saveErrorMessage } from '../workbookFile';
import { useScriptTimeZone } from '../scriptTimeZone';
import { parseStartArgs, START_USAGE, UsageError } from './args';

async function main(): Promise<void> {
  const args = parseStartArgs(process.argv.slice(2), process.env, process.cwd());
  if (args.help) {
    console.log(START_USAGE);
    return;
  }
  // The page's files lie next to this bundle.
  const paths = { ...projectPaths(), previewBuild: __dirname };
  useScriptTimeZone(paths);
  // Listening before the start: Ctrl-C while the campaign loads must not kill the process
  // between taking the file's lock and releasing it.
  let stopping = false;
  let started: Promise<PreviewHandle> | null = null;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal === 'SIGINT' ? 'Strg+C' : signal}: Vorschau wird beendet …`);
    (started ?? Promise.reject(new Error('nicht gestartet')))
      .then((preview) => preview.close().then(() => preview))
      .then(
        (preview) => {
          const error = preview.session.store.lastError;
          if (error) {
            console.error(`Die letzte Änderung konnte nicht gespeichert werden: ${saveErrorMessage(error)}`);
            process.exit(1);
          }
          console.log('Gespeichert. Auf Wiedersehen.');
          process.exit(0);
        },
        () => process.exit(1),
      );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  started = startPreview({ file: args.file, port: args.port, paths });
  const preview = await started;
  console.log(
    `${preview.created ? `Demo-Kampagne angelegt: ${args.file}\n` : ''}` +
      `Kriegsrat-Vorschau läuft: ${preview.url}\n` +
      `Kampagnendatei: ${args.file}\n` +
      `Spielerportal – die Links der Spieler (gelten bis zum Neustart):\n${preview.playerLinks}\n` +
      `Benachrichtigungen: ${preview.notifications}\n` +
      'Beenden mit Strg+C.',
  );
}

main().catch((error: Error) => {
  console.error(error instanceof UsageError ? `${error.message}\n\n${START_USAGE}` : error.message);
  process.exit(1);
});
