/**
 * `npm start`: the campaign in the browser. Prints the URL; Ctrl-C (SIGINT) or SIGTERM closes
 * the server, waits for the last save and exits 0. A damaged campaign file is reported in
 * German and left untouched (exit 1).
 */
import { projectPaths } from '../paths';
import { startPreview } from '../preview';
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
  const preview = await startPreview({ file: args.file, port: args.port, paths });
  console.log(
    `${preview.created ? `Demo-Kampagne angelegt: ${args.file}\n` : ''}` +
      `Kriegsrat-Vorschau läuft: ${preview.url}\n` +
      `Kampagnendatei: ${args.file}\n` +
      'Beenden mit Strg+C.',
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal === 'SIGINT' ? 'Strg+C' : signal}: Vorschau wird beendet …`);
    preview.close().then(
      () => {
        const error = preview.session.store.lastError;
        if (error) {
          console.error(`Die letzte Änderung konnte nicht gespeichert werden: ${error.message}`);
          process.exit(1);
        }
        console.log('Gespeichert. Auf Wiedersehen.');
        process.exit(0);
      },
      (error: Error) => {
        console.error(`Fehler beim Beenden: ${error.message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: Error) => {
  console.error(error instanceof UsageError ? `${error.message}\n\n${START_USAGE}` : error.message);
  process.exit(1);
});
