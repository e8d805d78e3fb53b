// Whether a script module is the one `node` was started with. Comparing import.meta.url with
// `file://${process.argv[1]}` fails on Windows (C:\…), for a folder with a space (%20) and
// through a symbolic link: then `npm run build` or `npm run deploy` would silently do nothing.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function isMain(metaUrl) {
  if (!process.argv[1]) return false;
  try {
    return realpathSync(process.argv[1]) === realpathSync(fileURLToPath(metaUrl));
  } catch {
    return false;
  }
}
