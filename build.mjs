// Builds the Apps Script project into dist/:
//   Code.js          – the bundle (an IIFE bound to the global `Kriegsrat`) followed by one
//                      generated top-level wrapper per public function, with German JSDoc,
//                      because Sheets and google.script.run only see top-level declarations
//                      and esbuild drops comments;
//   appsscript.json  – the manifest;
//   *.html           – the sidebars, dialogs and the player portal, each with its script and styles inlined.
// `node build.mjs --docs` also rewrites the function reference in README.md from the same list,
// and the manual install's file list from what it wrote to dist/.
// `node build.mjs --preview` also builds the local preview (`npm start`, `npm run export`) into
// node_modules/.cache/kriegsrat/ — never into dist/, which clasp pushes to Google.
import * as esbuild from 'esbuild';
import { mkdir, readFile, writeFile, copyFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { isMain } from './tools/isMain.mjs';

const GLOBAL_NAME = 'Kriegsrat';
const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'dist');

async function bundle(entry, options = {}) {
  const result = await esbuild.build({
    entryPoints: [path.join(root, entry)],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    platform: 'neutral',
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'warning',
    ...options,
  });
  return result.outputFiles[0].text;
}

/** Runs the bundle the way Apps Script does (a classic script) and reads its API list. */
function readPublicApi(code) {
  const context = vm.createContext({});
  vm.runInContext(code, context);
  return context[GLOBAL_NAME].publicApi;
}

function jsDoc(lines) {
  return ['/**', ...lines.map((line) => (line ? ` * ${line}` : ' *')), ' */'].join('\n');
}

function paramDoc(param) {
  const optional = param.optional ? '(optional) ' : '';
  return `@param {*} ${param.name} ${optional}${param.description}`;
}

function wrapper(spec, target, custom) {
  const names = spec.params.map((p) => p.name).join(', ');
  const doc = [spec.summary, '', ...spec.params.map(paramDoc)];
  if (spec.returns) doc.push(`@return ${spec.returns}`);
  if (custom) doc.push('@customfunction');
  return `${jsDoc(doc)}\nfunction ${spec.name}(${names}) {\n  return ${GLOBAL_NAME}.${target}.${spec.name}(${names});\n}\n`;
}

const HEADER = `/**
 * Kriegsrat – Google-Sheets-Add-on für Warhammer-40.000-Kartenkampagnen.
 * Lizenz: GPL-3.0-or-later. Erzeugt von build.mjs aus src/ – nicht von Hand bearbeiten.
 * Berechtigungen: appsscript.json (das Spielerportal öffnet die Tabelle per openById).
 */
`;

/**
 * Every page minified (issue 24): the portal goes to phones over mobile data, and Google sends
 * a sidebar's whole HTML each time it opens. The pages' global names are their own (an IIFE).
 */
const PAGE = { minify: true };

/**
 * The frame every page shares, typed here once: a page file holds only what is its own — its
 * head lines (its title; a viewport where it wants one) above `<body>`, then its body (with
 * `<!-- DATA -->` where the server puts its data). The common head, the style and the script
 * go around it.
 */
function framePage(source, page) {
  const at = source.indexOf('<body>');
  if (at < 0 || !source.trimEnd().endsWith('</body>')) throw new Error(`${page}: expected its head lines, then <body>…</body>`);
  const head = source
    .slice(0, at)
    .trim()
    .split('\n')
    .map((line) => `  ${line.trim()}\n`)
    .join('');
  const body = source
    .slice(at)
    .trimEnd()
    .replace(/<\/body>$/, '  <!-- SCRIPT -->\n</body>');
  return `<!DOCTYPE html>\n<html lang="de">\n<head>\n  <base target="_top">\n  <meta charset="utf-8">\n${head}  <!-- STYLE -->\n</head>\n${body}\n</html>\n`;
}

/** The pages of one folder: each `<Page>.html` framed, with `<Page>.ts` bundled in and `shared` + `<Page>.css` as its style. */
async function buildPages(folder, sharedCss, options = {}) {
  const dir = path.join(root, 'src', folder);
  let entries;
  try {
    entries = await readdir(dir);
  } catch {
    return [];
  }
  const pages = entries.filter((f) => f.endsWith('.html'));
  const built = [];
  for (const page of pages) {
    const base = page.replace(/\.html$/, '');
    let html = framePage(await readFile(path.join(dir, page), 'utf8'), page);
    const script = await bundle(path.join('src', folder, `${base}.ts`), { platform: 'browser', ...options });
    // The common look (sidebar.css, portal.css) first, then what only this page has.
    const shared = await readFile(path.join(dir, sharedCss), 'utf8').catch(() => '');
    // A page's parts may bring their own style: `<Page>.<part>.css` (e.g. Portal.report.css), in name order.
    const parts = entries.filter((f) => f.startsWith(`${base}.`) && f.endsWith('.css') && f !== `${base}.css`).sort();
    let css = shared + (await readFile(path.join(dir, `${base}.css`), 'utf8').catch(() => ''));
    for (const part of parts) css += await readFile(path.join(dir, part), 'utf8');
    if (options.minify) css = (await esbuild.transform(css, { loader: 'css', minify: true, charset: 'utf8' })).code;
    // Function replacements: `$` patterns in the inlined code must stay literal.
    html = html.replace('<!-- STYLE -->', () => `<style>\n${css}</style>`);
    html = html.replace('<!-- SCRIPT -->', () => `<script>\n${script.replace(/<\/script/gi, '<\\/script')}</script>`);
    await writeFile(path.join(dist, page), html);
    built.push(page);
  }
  return built;
}

const previewDir = path.join(root, 'node_modules', '.cache', 'kriegsrat');
// Development-only dependencies stay outside the bundles (HyperFormula is GPL and dev-only).
const PREVIEW_EXTERNAL = ['hyperformula', 'exceljs', 'playwright-core', 'esbuild'];

/** The preview's Node entries and its page script, styles and HTML (tests build into their own directory). */
export async function buildPreview(outDir = previewDir) {
  await mkdir(outDir, { recursive: true });
  const node = {
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: PREVIEW_EXTERNAL,
    logLevel: 'warning',
    charset: 'utf8',
  };
  await esbuild.build({
    ...node,
    entryPoints: [path.join(root, 'src/preview/cli/start.ts')],
    outfile: path.join(outDir, 'start.js'),
  });
  await esbuild.build({
    ...node,
    entryPoints: [path.join(root, 'src/preview/cli/export.ts')],
    outfile: path.join(outDir, 'export.js'),
  });
  await writeFile(path.join(outDir, 'seite.js'), await bundle('src/preview/page/seite.ts', { platform: 'browser' }));
  for (const file of ['seite.html', 'seite.css'])
    await copyFile(path.join(root, 'src/preview/page', file), path.join(outDir, file));
  return outDir;
}

/** A Markdown table cell: `|` ends the cell even inside backticks unless escaped (GFM). */
const tableCell = (text) => String(text).replace(/\|/g, '\\|');

function functionReference(api) {
  const rows = api.customFunctions.map((f) => {
    const params = f.params.map((p) => (p.optional ? `[${p.name}]` : p.name)).join('; ');
    const cells = [`\`${f.name}(${params})\``, f.summary, `\`${f.example.formula}\` → ${f.example.result}`];
    return `| ${cells.map(tableCell).join(' | ')} |`;
  });
  return ['| Funktion | Ergebnis | Beispiel |', '|---|---|---|', ...rows].join('\n');
}

/** The manual install, one step per file the build wrote to dist/: a file left out breaks its menu entry. */
function installSteps(pages) {
  const html = pages.map((page) => {
    const name = page.replace(/\.html$/, '');
    return `- \`dist/${page}\`: mit *+ → HTML* eine Datei \`${name}\` anlegen (ohne \`.html\`, der Editor hängt es an) und den Inhalt einfügen.`;
  });
  return [
    '- `dist/Code.js`: den Inhalt von `Code.gs` dadurch ersetzen.',
    ...html,
    "- `dist/appsscript.json`: unter *Projekteinstellungen* „Manifestdatei ‚appsscript.json' im Editor anzeigen“ aktivieren und ihren Inhalt dadurch ersetzen.",
  ].join('\n');
}

const DOCS_SECTION = /(<!-- FUNKTIONEN:START -->)[\s\S]*?(<!-- FUNKTIONEN:END -->)/;
const INSTALL_SECTION = /(<!-- DATEIEN:START -->)[\s\S]*?(<!-- DATEIEN:END -->)/;

/** README.md with its function reference and install steps generated from the public API list and dist/. */
async function readmeWithReference(api, pages) {
  const readme = await readFile(path.join(root, 'README.md'), 'utf8');
  return {
    readme,
    updated: readme
      .replace(DOCS_SECTION, (_, start, end) => `${start}\n${functionReference(api)}\n${end}`)
      .replace(INSTALL_SECTION, (_, start, end) => `${start}\n${installSteps(pages)}\n${end}`),
  };
}

export async function build({ docs = false, checkDocs = false } = {}) {
  await mkdir(dist, { recursive: true });
  const code = await bundle('src/main.ts', { globalName: GLOBAL_NAME });
  const api = readPublicApi(code);
  const wrappers = [
    ...api.customFunctions.map((f) => wrapper(f, 'customFunctions', true)),
    ...api.serverFunctions.map((f) => wrapper(f, 'serverFunctions', false)),
  ];
  await writeFile(path.join(dist, 'Code.js'), `${HEADER}\n${code}\n${wrappers.join('\n')}`);
  await copyFile(path.join(root, 'appsscript.json'), path.join(dist, 'appsscript.json'));
  // The sidebars and dialogs, and the player portal (the web app's page, issue 19).
  const pages = [...(await buildPages('sidebar', 'sidebar.css', PAGE)), ...(await buildPages('portal', 'portal.css', PAGE))];
  if (docs || checkDocs) {
    const { readme, updated } = await readmeWithReference(api, pages);
    if (docs) await writeFile(path.join(root, 'README.md'), updated);
    else if (readme !== updated)
      throw new Error('README.md: Funktionsliste oder Dateiliste veraltet – `npm run docs` ausführen.');
  }
  return { api, pages };
}

if (isMain(import.meta.url)) {
  const { api, pages } = await build({
    docs: process.argv.includes('--docs'),
    checkDocs: process.argv.includes('--check-docs'),
  });
  console.log(
    `dist/Code.js: ${api.customFunctions.length} Funktionen, ${api.serverFunctions.length} Server-Funktionen` +
      (pages.length ? `; ${pages.join(', ')}` : ''),
  );
  if (process.argv.includes('--preview')) console.log(`Vorschau: ${path.relative(root, await buildPreview())}/`);
}
