// Benchmarks of the built add-on, run as Apps Script would run it: dist/Code.js as one classic
// script in a fresh vm context, inputs made inside that context. `npm run bench` builds first.
// Never part of `npm test`: timings depend on the machine; this prints, it does not assert.
//
// Add a measurement by appending to MEASUREMENTS: { name, run, [baseline], [target] }.
// `baseline` names another measurement; the table shows the ratio and flags a missed target.
// Counts and sizes (Sheets calls per submission, bundle sizes, cold start in a new process)
// are measured apart and join the same table as FACTS.
import * as esbuild from 'esbuild';
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CAMPAIGN_SIZE = { battles: 5000, armies: 200, bookings: 1000 };
/** The longest pause a paced player makes between two saves (for information, no goal). */
const PACED_PAUSE_MS = 2000;

/**
 * A fresh global scope with Code.js loaded. Apps Script's global is an ordinary object; a
 * default ("contextified") vm global routes every builtin lookup (Number, Object, Infinity)
 * through interceptors and makes such code ~50× slower than anywhere real, so the bench uses
 * an ordinary global (DONT_CONTEXTIFY, Node ≥ 20.18) where available.
 */
function loadCodeJs() {
  const plain = vm.constants?.DONT_CONTEXTIFY;
  if (!plain) console.warn('Warnung: vm.constants.DONT_CONTEXTIFY fehlt (Node < 20.18) – Zeiten sind zu hoch.\n');
  const context = vm.createContext(plain ?? {});
  vm.runInContext(readFileSync(path.join(root, 'dist', 'Code.js'), 'utf8'), context, { filename: 'Code.js' });
  return context;
}

/** src/demo bundled and run in `context`, so the inputs are that realm's arrays and Dates. */
async function loadDemo(context) {
  const result = await esbuild.build({
    entryPoints: [path.join(root, 'src', 'demo', 'index.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'KriegsratDemo',
    platform: 'neutral',
    target: 'es2020',
    logLevel: 'warning',
  });
  vm.runInContext(result.outputFiles[0].text, context, { filename: 'demo.js' });
  return context.KriegsratDemo;
}

/**
 * The map campaign of issue 11 §4 (test/rules/map/simulatedMapCampaign.ts, played with the
 * map rules so nearly every row counts), bundled and run in `context` like the demo.
 */
async function loadMapCampaign(context) {
  const result = await esbuild.build({
    entryPoints: [path.join(root, 'test', 'rules', 'map', 'simulatedMapCampaign.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'KriegsratKarte',
    platform: 'neutral',
    target: 'es2020',
    logLevel: 'warning',
  });
  vm.runInContext(result.outputFiles[0].text, context, { filename: 'karte.js' });
  return context.KriegsratKarte;
}

/**
 * The replay as it was before the engine refactor (issue 24): commit BASELINE_COMMIT's src/ from
 * git, bundled as build.mjs bundles Code.js but under the global `KriegsratBasis`, into the
 * same context, so both builds get the very same input arrays and are timed side by side.
 * Null (with a note) where the clone lacks that commit, e.g. a shallow one.
 */
const BASELINE_COMMIT = '48e1e66';
async function loadBaseline(context) {
  let archive;
  try {
    archive = execFileSync('git', ['archive', BASELINE_COMMIT, 'src'], { cwd: root, maxBuffer: 64 * 2 ** 20, stdio: 'pipe' });
  } catch {
    console.warn(`Hinweis: Commit ${BASELINE_COMMIT} fehlt in diesem Klon (git fetch --unshallow); kein Vergleich.\n`);
    return null;
  }
  mkdirSync(path.join(root, 'node_modules', '.cache'), { recursive: true });
  const dir = mkdtempSync(path.join(root, 'node_modules', '.cache', 'kriegsrat-basis-'));
  try {
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
    const result = await esbuild.build({
      entryPoints: [path.join(dir, 'src', 'main.ts')],
      bundle: true,
      write: false,
      format: 'iife',
      globalName: 'KriegsratBasis',
      target: 'es2020',
      platform: 'neutral',
      charset: 'utf8',
      legalComments: 'none',
      logLevel: 'warning',
    });
    vm.runInContext(result.outputFiles[0].text, context, { filename: `Code-${BASELINE_COMMIT}.js` });
    return context.KriegsratBasis.customFunctions;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What noteSave computes under the lock after a save's rows are written (N1, issue 25):
 * src/rules' eventsOfChange with the replay after the save, bundled and run in `context`.
 */
async function loadNotify(context) {
  const result = await esbuild.build({
    stdin: {
      contents:
        "export { eventsOfChange } from './src/rules/notify/changeEvents'; export { replayCampaign } from './src/rules/campaign';",
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'KriegsratNotify',
    platform: 'neutral',
    target: 'es2020',
    logLevel: 'warning',
  });
  vm.runInContext(result.outputFiles[0].text, context, { filename: 'notify.js' });
  return context.KriegsratNotify;
}

// BENCH_ONLY=saves: only the preview's saves (previewSaves), printed, README untouched — for
// working on save latency. BENCH_CPU_PROF=<dir>: start.js writes a CPU profile there.
if (process.env.BENCH_ONLY === 'saves') {
  const saves = await previewSaves(await loadOffline());
  const show = (what, r) =>
    console.log(
      `${what}: p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.min.toFixed(1)}–${r.max.toFixed(1)} ms, ${r.runs} Läufe`,
    );
  show('Vorschau: submitBattle über HTTP, nacheinander', saves.sequential);
  show('Vorschau: submitBattle über HTTP, 5 Clients', saves.concurrent);
  show(`Vorschau: 5 Spieler mit Pausen (0–${PACED_PAUSE_MS / 1000} s), nur zur Auskunft`, saves.paced);
  console.log(`5 Clients, Gesamtzeit je Speicherung: ${saves.perSave.toFixed(1)} ms`);
  for (const [what, c] of [
    ['nacheinander', saves.cost.sequential],
    ['5 Clients', saves.cost.concurrent],
  ]) {
    const cpu = c.cpuMs === null ? 'CPU unbekannt' : `CPU ${c.cpuMs.toFixed(1)} ms`;
    console.log(
      `Vorschau-Prozess je Speicherung, ${what}: ${cpu}, davon GC-Pausen ${c.gcMs.toFixed(1)} ms ` +
        `(${c.scavenges.toFixed(2)} Scavenges je Speicherung, ${c.majors} große GCs)`,
    );
  }
  process.exit(0);
}

const context = loadCodeJs();
const baseline = await loadBaseline(context);
const demo = await loadDemo(context);
const campaign = demo.generateCampaign(CAMPAIGN_SIZE);
const args = [campaign.armies, campaign.players, campaign.battles, campaign.bookings];
const cells = args.reduce((n, m) => n + m.length * m[0].length, 0);
const label = `${CAMPAIGN_SIZE.battles} Schlachten, ${CAMPAIGN_SIZE.armies} Armeen, ${CAMPAIGN_SIZE.bookings} Buchungen`;

// The same sizes on a map of 500 fields (25 × 20, king's-move neighbours plus roads: ~2,000 adjacencies).
const MAP_SIZE = { ...CAMPAIGN_SIZE, rows: 25, columns: 20, roads: 140, rounds: 25 };
const mapCampaign = (await loadMapCampaign(context)).simulateMapCampaign(MAP_SIZE);
const mapArgs = [mapCampaign.armies, mapCampaign.players, mapCampaign.battles, mapCampaign.bookings, mapCampaign.fields];
const mapCells = mapArgs.reduce((n, m) => n + m.length * m[0].length, 0);
const mapLabel = `Karte: ${MAP_SIZE.rows * MAP_SIZE.columns} Felder, ${mapCampaign.adjacencies} Nachbarschaften`;
const mapClone = `structuredClone der Karten-Eingaben (${mapCells} Zellen)`;

// One VERLUSTSTUFE call over a 10,000-row range, as `=VERLUSTSTUFE(F2:F10001; G2:G10001)`.
const LOSS_ROWS = 10000;
const lossArgs = vm.runInContext(
  `(function () {
    var played = [], losses = [];
    for (var i = 0; i < ${LOSS_ROWS}; i++) { played.push([500 + 250 * (i % 11)]); losses.push([(i * 37) % 2100]); }
    return [played, losses];
  })()`,
  context,
);

// Issue 25: the notifications' extra work per save (noteSave's comparison before/after, N1): a
// battle appended at the end (the usual save: the replay after it only) and an early row changed
// (a correction: the replay before it too). The sending is another execution's (N5).
const notify = await loadNotify(context);
const noteBefore = { armies: campaign.armies, players: campaign.players, battles: campaign.battles, bookings: campaign.bookings };
const noteAppended = { ...noteBefore, battles: [...campaign.battles, campaign.battles[campaign.battles.length - 1].slice()] };
const vpColumn = campaign.battles[0].indexOf('Siegpunkte Angreifer');
const noteEdited = {
  ...noteBefore,
  battles: campaign.battles.map((row, i) => (i === 1 ? row.map((cell, c) => (c === vpColumn ? Number(cell) + 1 : cell)) : row)),
};
const noteSaveWork = (after) => () =>
  notify.eventsOfChange({ tables: noteBefore }, { tables: after, replay: notify.replayCampaign(after) });

// Issue 24: the replay at most 1.5× a deep copy of its inputs, 2× with a 500-field map.
const REPLAY_TARGET = 1.5;
const MAP_REPLAY_TARGET = 2;
/** The functions timed against the build of BASELINE_COMMIT too (the replay of issue 24). */
const COMPARED = ['KAMPAGNE_ARMEEN', 'KAMPAGNE_SPIELER', 'KAMPAGNE_SCHLACHTEN'];
const atBaseline = (name) => `${name}, Stand ${BASELINE_COMMIT}`;

const MEASUREMENTS = [
  { name: `structuredClone der Eingaben (${cells} Zellen)`, run: () => structuredClone(args) },
  { name: 'JSON-Kopie der Eingaben', run: () => JSON.parse(JSON.stringify(args)) },
  ...['KAMPAGNE_ARMEEN', 'KAMPAGNE_SPIELER', 'KAMPAGNE_SCHLACHTEN', 'KAMPAGNE_BUCHUNGEN'].map((fn) => ({
    name: `${fn} (${label})`,
    run: () => context[fn](...args),
    baseline: `structuredClone der Eingaben (${cells} Zellen)`,
    target: REPLAY_TARGET,
    compare: baseline && COMPARED.includes(fn) ? atBaseline(`${fn} (${label})`) : undefined,
  })),
  ...(baseline
    ? COMPARED.map((fn) => ({
        name: atBaseline(`${fn} (${label})`),
        run: () => baseline[fn](...args),
        baseline: `structuredClone der Eingaben (${cells} Zellen)`,
      }))
    : []),
  { name: mapClone, run: () => structuredClone(mapArgs) },
  ...[
    'KAMPAGNE_ARMEEN',
    'KAMPAGNE_SPIELER',
    'KAMPAGNE_SCHLACHTEN',
    'KAMPAGNE_BUCHUNGEN',
    'KAMPAGNE_FELDER',
    'KAMPAGNE_KARTE',
  ].map((fn) => ({
    name: `${fn} mit felder (${mapLabel})`,
    run: () => context[fn](...mapArgs),
    baseline: mapClone,
    target: MAP_REPLAY_TARGET,
    compare: COMPARED.includes(fn) && baseline ? atBaseline(`${fn} mit felder (${mapLabel})`) : undefined,
  })),
  ...(baseline
    ? COMPARED.map((fn) => ({
        name: atBaseline(`${fn} mit felder (${mapLabel})`),
        run: () => baseline[fn](...mapArgs),
        baseline: mapClone,
      }))
    : []),
  // Issue 12 §6: the history in one replay (a round observer), ≤ 3× a deep copy of its inputs.
  ...['Stufen', 'Versorgung', 'Felder'].map((was) => ({
    name: `KAMPAGNE_VERLAUF "${was}" mit felder`,
    run: () => context.KAMPAGNE_VERLAUF(...mapArgs, was),
    baseline: mapClone,
    target: 3,
  })),
  {
    name: `Benachrichtigungen je Speichern: Vergleich vorher/nachher, Schlacht angehängt (${label})`,
    run: noteSaveWork(noteAppended),
    baseline: `structuredClone der Eingaben (${cells} Zellen)`,
  },
  {
    name: `Benachrichtigungen je Speichern: Vergleich vorher/nachher, frühe Zeile geändert (${label})`,
    run: noteSaveWork(noteEdited),
    baseline: `structuredClone der Eingaben (${cells} Zellen)`,
  },
  { name: `structuredClone von ${LOSS_ROWS.toLocaleString('de-DE')} × 2 Zellen`, run: () => structuredClone(lossArgs) },
  {
    name: `VERLUSTSTUFE über ${LOSS_ROWS.toLocaleString('de-DE')} Zeilen (ein Aufruf)`,
    run: () => context.VERLUSTSTUFE(...lossArgs),
    baseline: `structuredClone von ${LOSS_ROWS.toLocaleString('de-DE')} × 2 Zellen`,
  },
];

const RUNS = 21;
const WARMUP = 3;

/**
 * Times every measurement RUNS times, round-robin (one run of each, then the next round), so
 * load from other processes spreads over all rows alike and the ratios stay fair.
 */
function measureAll(measurements) {
  for (const m of measurements) for (let i = 0; i < WARMUP; i++) m.run();
  const times = new Map(measurements.map((m) => [m.name, []]));
  for (let i = 0; i < RUNS; i++) {
    for (const m of measurements) {
      const start = performance.now();
      m.run();
      times.get(m.name).push(performance.now() - start);
    }
  }
  const stats = new Map();
  for (const [name, list] of times) {
    const sorted = [...list].sort((a, b) => a - b);
    stats.set(name, {
      median: sorted[Math.floor(sorted.length / 2)],
      min: sorted[0],
      max: sorted[sorted.length - 1],
      runs: sorted.length,
      // In run order: the i-th run of every measurement fell into the same round.
      inOrder: list,
    });
  }
  return stats;
}

/**
 * The offline workbook (src/offline, HyperFormula) in this process, for counting the Sheets
 * calls one submitBattle makes: the four input sheets filled, Code.js loaded as Sheets would.
 */
async function loadOffline() {
  const result = await esbuild.build({
    stdin: {
      contents:
        "export * from './src/offline'; export { generateCampaign } from './src/demo';" +
        "export { createCampaignWorkbook, createDemoWorkbook } from './src/preview/demoWorkbook';" +
        "export { WorkbookStore } from './src/preview/workbookFile';" +
        "export { PAGE_KEY_CONTRACT } from './src/shared/pageKey';" +
        "export { simulateMapCampaign } from './test/rules/map/simulatedMapCampaign';",
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    external: ['hyperformula'],
    logLevel: 'warning',
  });
  const module = { exports: {} };
  const require = createRequire(path.join(root, 'package.json'));
  new Function('module', 'exports', 'require', result.outputFiles[0].text)(module, module.exports, require);
  return module.exports;
}

/**
 * Sheets calls (and time) of one accepted submitBattle in a campaign of `battles` battles, set
 * up as an organiser would (setupCampaign: Felder, Prüfung, derived sheets), counted as
 * test/integration/submitBattle.test.ts counts them: the workbook's, its sheets' and ranges'
 * calls, SpreadsheetApp's own (getActiveSpreadsheet, flush) apart.
 */
function submissionCalls(offline, battles) {
  const tables = offline.generateCampaign({ battles, armies: CAMPAIGN_SIZE.armies, bookings: CAMPAIGN_SIZE.bookings });
  const { workbook, addon } = offline.createCampaignWorkbook(readFileSync(path.join(root, 'dist', 'Code.js'), 'utf8'), tables, {
    name: 'Bench',
    user: { email: 'bench@example.com' },
  });
  const form = addon.runFromClient('getBattleFormData');
  const active = form.armeen.filter((a) => a.status === 'aktiv' && a.stufe > 0);
  const attacker = active.find((a) => active.some((d) => d.spieler !== a.spieler && d.stufe === a.stufe));
  const defender = active.find((d) => d.spieler !== attacker.spieler && d.stufe === attacker.stufe);
  const payload = {
    runde: form.runde,
    datum: '2026-11-21',
    angreifer: attacker.name,
    verteidiger: defender.name,
    mobilisierung: 0,
    skaliertAuf: 0,
    siegpunkteAngreifer: 10,
    siegpunkteVerteidiger: 5,
    aufgegeben: '',
    verlusteAngreifer: 0,
    verlusteVerteidiger: 0,
    mission: 'Bench',
    notiz: '',
    einreichungsId: `bench-${battles}`,
  };
  // The first save may find the sheet full (setup sizes it to the data) and add rows; the
  // second is the usual one, into a sheet with room.
  addon.runFromClient('submitBattle', { ...payload, einreichungsId: `bench-${battles}-0` });
  const start = performance.now();
  const measured = workbook.calls.measure(() => addon.runFromClient('submitBattle', payload));
  const ms = performance.now() - start;
  if (measured.result.zeile !== tables.battles.length + 2) throw new Error(`submitBattle schrieb Zeile ${measured.result.zeile}`);
  return { calls: sheetsCalls(measured.byMethod), byMethod: measured.byMethod, ms };
}

/**
 * Sheets calls as the tests count them (test/integration/pageReads.test.ts): the spreadsheet's,
 * its sheets' and ranges' and the Sheets API's; SpreadsheetApp's own (getActiveSpreadsheet,
 * openById, flush) apart — the same rule for a submission and for a page.
 */
function sheetsCalls(byMethod) {
  return Object.entries(byMethod).reduce((n, [method, count]) => (method.startsWith('SpreadsheetApp.') ? n : n + count), 0);
}

/** SpreadsheetApp's own calls, named: "openById, flush". */
function spreadsheetAppCalls(byMethod) {
  return Object.keys(byMethod)
    .filter((method) => method.startsWith('SpreadsheetApp.'))
    .map((method) => method.slice('SpreadsheetApp.'.length))
    .join(', ');
}

/** Load and first call of Code.js in a new Node process each time: nothing cached. */
function coldStarts(runs = 7) {
  const script = `
    const { readFileSync } = require('node:fs');
    const vm = require('node:vm');
    const { performance } = require('node:perf_hooks');
    const t0 = performance.now();
    const code = readFileSync(${JSON.stringify(path.join(root, 'dist', 'Code.js'))}, 'utf8');
    const context = vm.createContext(vm.constants?.DONT_CONTEXTIFY ?? {});
    vm.runInContext(code, context, { filename: 'Code.js' });
    const t1 = performance.now();
    const result = context.VERLUSTSTUFE(1500, 751);
    const t2 = performance.now();
    if (result !== 2) throw new Error('VERLUSTSTUFE(1500; 751) = ' + result);
    process.stdout.write(JSON.stringify({ load: t1 - t0, call: t2 - t1 }));`;
  const samples = Array.from({ length: runs }, () =>
    JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })),
  );
  const stat = (key) => {
    const list = samples.map((s) => s[key]).sort((a, b) => a - b);
    return { median: list[Math.floor(list.length / 2)], min: list[0], max: list[list.length - 1], runs: list.length };
  };
  return { load: stat('load'), call: stat('call') };
}

function size(file) {
  const bytes = readFileSync(path.join(root, 'dist', file));
  return { bytes: bytes.length, gzip: gzipSync(bytes).length };
}

// A quick look at what was measured: the replay must have counted nearly every row.
const checks = context
  .KAMPAGNE_SCHLACHTEN(...args)
  .slice(1)
  .map((row) => row[row.length - 1]);
const counted = checks.filter((c) => c === 'OK').length;
console.log(`Kampagne: ${label}; ${counted} von ${checks.length} Schlachten zählen.`);
const mapChecks = context
  .KAMPAGNE_SCHLACHTEN(...mapArgs)
  .slice(1)
  .map((row) => row[row.length - 3]);
const mapCounted = mapChecks.filter((c) => c === 'OK').length;
console.log(`Kartenkampagne: ${label}, ${mapLabel}; ${mapCounted} von ${mapChecks.length} Schlachten zählen.\n`);

const results = measureAll(MEASUREMENTS);
const ms = (n) => `${n.toFixed(1)} ms`;
const rows = MEASUREMENTS.map((m) => {
  const r = results.get(m.name);
  const base = m.baseline ? results.get(m.baseline) : undefined;
  const ratio = base ? r.median / base.median : undefined;
  const verdict =
    ratio === undefined || m.target === undefined
      ? ''
      : ratio <= m.target
        ? `≤ ${m.target}× ✓`
        : `> ${m.target}× ✗ Ziel verfehlt`;
  return [
    m.name,
    ms(r.median),
    `${r.min.toFixed(1)}–${r.max.toFixed(1)}`,
    String(r.runs),
    ratio === undefined ? '' : `${ratio.toFixed(2)}×`,
    verdict,
  ];
});

/**
 * Today's replay against the build of BASELINE_COMMIT: the ratio of the medians, and as its
 * span the ratios of the runs of one round each (both ran back to back, under the same load).
 */
for (const m of MEASUREMENTS.filter((x) => x.compare)) {
  const today = results.get(m.name);
  const before = results.get(m.compare);
  const ratio = today.median / before.median;
  const perRound = today.inOrder.map((t, i) => t / before.inOrder[i]).sort((a, b) => a - b);
  rows.push([
    `${m.name}: heute ÷ Stand ${BASELINE_COMMIT}`,
    `${ratio.toFixed(2)}×`,
    `je Runde ${perRound[0].toFixed(2)}–${perRound[perRound.length - 1].toFixed(2)}×`,
    String(perRound.length),
    '',
    ratio <= 1 ? `≤ 1× ✓` : `> 1× ✗ langsamer als ${BASELINE_COMMIT}`,
  ]);
}

const header = ['Messung', 'Median / Wert', 'Spanne ms', 'Läufe', 'Verhältnis', 'Ziel'];
function printTable(table) {
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
  const line = (cols) => cols.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of table) console.log(line(r));
}

// `BENCH_ONLY=replay node test/bench/run.mjs`: the replay's table alone (the KAMPAGNE_… rows and
// their comparison with BASELINE_COMMIT), for measuring engine changes; README stays untouched.
if (process.env.BENCH_ONLY === 'replay') {
  printTable(rows);
  console.log(`\nNur die Wiederholung (BENCH_ONLY=replay); README.md unverändert. Load ${os.loadavg()[0].toFixed(1)}.`);
  process.exit(0);
}

/**
 * Saving through the preview (`npm start`), as the sidebar does it: a campaign of
 * CAMPAIGN_SIZE.battles battles in a file, start.js in its own process, submitBattle over HTTP.
 * The time is the whole request: the add-on's run in the offline workbook, the journal line
 * and its fsync. 200 one after another, then 5 clients at once (40 each). No page is open: the
 * formulas' recalculation the writes set off runs at the next read of a result (the page's
 * next state), not inside these requests.
 */
async function previewSaves(offline) {
  const { buildPreview } = await import(path.join(root, 'build.mjs'));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kriegsrat-bench-'));
  // Inside the project, so the bundle finds hyperformula in node_modules.
  mkdirSync(path.join(root, 'node_modules', '.cache'), { recursive: true });
  const build = mkdtempSync(path.join(root, 'node_modules', '.cache', 'kriegsrat-bench-'));
  await buildPreview(build);
  const file = path.join(dir, 'kampagne.json');
  const code = readFileSync(path.join(root, 'dist', 'Code.js'), 'utf8');
  const tables = offline.generateCampaign({
    battles: CAMPAIGN_SIZE.battles,
    armies: CAMPAIGN_SIZE.armies,
    bookings: CAMPAIGN_SIZE.bookings,
  });
  const { workbook } = offline.createCampaignWorkbook(code, tables, { name: 'Bench' });
  writeFileSync(file, JSON.stringify(offline.workbookToJson(workbook)));
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  // BENCH_ONLY=saves: the preview's garbage collections, read from its --trace-gc lines.
  const traceGc = process.env.BENCH_ONLY === 'saves' ? ['--trace-gc'] : [];
  const child = spawn(process.execPath, [...profile, ...traceGc, path.join(build, 'start.js'), '--datei', file], {
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const gc = { scavenges: 0, majors: 0, ms: 0 };
  let gcLine = '';
  child.stdout.on('data', (d) => {
    const lines = (gcLine + d).split('\n');
    gcLine = lines.pop();
    for (const line of lines) {
      const pause = /: (Scavenge|Mark-Compact|Mark-Compact \(reduce\)|Mark-sweep)\b.*?MB, ([\d.]+) \/ [\d.]+ ms/.exec(line);
      if (!pause) continue;
      if (pause[1] === 'Scavenge') gc.scavenges++;
      else gc.majors++;
      gc.ms += Number(pause[2]);
    }
  });
  const url = await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      output += d;
      const found = /Vorschau läuft: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
      if (found) resolve(found[1]);
    });
    child.on('exit', (c) => reject(new Error(`start.js endete mit ${c}: ${output}`)));
  });
  // The open sidebar's key (src/server/pageKey.ts), which the page sends last with each of its calls.
  const shown = await (await fetch(new URL('/api/state', url))).json();
  const frame = shown.dialog ?? shown.sidebar;
  const sidebarHtml = await (
    await fetch(new URL(`/dialog/${frame.id}?k=${frame.key}`, url), {
      headers: { 'Sec-Fetch-Dest': 'iframe', 'Sec-Fetch-Site': 'same-origin' },
    })
  ).text();
  const pageKey = JSON.parse(/<script id="page-key" type="application\/json">([^<]*)<\/script>/.exec(sidebarHtml)[1]);
  // getBattleFormData and submitBattle, both endpoints of the sidebar: with its key.
  const run = async (name, args, attempt = 0) => {
    let response;
    try {
      response = await fetch(new URL('/api/run', url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name, args: JSON.stringify([...args, pageKey]) }),
      });
    } catch (error) {
      // A reused connection the server had just closed; submitBattle is idempotent by its id.
      if (attempt < 2) return run(name, args, attempt + 1);
      throw error;
    }
    const reply = await response.json();
    if (!reply.ok) throw new Error(`${name}: ${reply.message}`);
    return reply.value;
  };
  const form = await run('getBattleFormData', []);
  const active = form.armeen.filter((a) => a.status === 'aktiv' && a.stufe > 0);
  const attacker = active.find((a) => active.some((d) => d.spieler !== a.spieler && d.stufe === a.stufe));
  const defender = active.find((d) => d.spieler !== attacker.spieler && d.stufe === attacker.stufe);
  let n = 0;
  // No losses: no army's Stufe moves, so the same battle is accepted again and again.
  const submit = async () => {
    const payload = {
      runde: form.runde,
      datum: '2026-11-21',
      angreifer: attacker.name,
      verteidiger: defender.name,
      mobilisierung: 0,
      skaliertAuf: 0,
      siegpunkteAngreifer: 10,
      siegpunkteVerteidiger: 5,
      aufgegeben: '',
      verlusteAngreifer: 0,
      verlusteVerteidiger: 0,
      mission: 'Bench',
      notiz: '',
      einreichungsId: `bench-http-${n++}`,
    };
    const start = performance.now();
    await run('submitBattle', [payload]);
    return performance.now() - start;
  };
  for (let i = 0; i < 5; i++) await submit();
  const sequential = [];
  let mark = processMark(child.pid, gc);
  for (let i = 0; i < 200; i++) sequential.push(await submit());
  const sequentialCost = processCost(mark, processMark(child.pid, gc), sequential.length);
  const concurrent = [];
  mark = processMark(child.pid, gc);
  const burst = performance.now();
  await Promise.all(
    Array.from({ length: 5 }, async () => {
      for (let i = 0; i < 40; i++) concurrent.push(await submit());
    }),
  );
  const perSave = (performance.now() - burst) / concurrent.length;
  const concurrentCost = processCost(mark, processMark(child.pid, gc), concurrent.length);
  // For information, not a goal: five players as they save — each waits between two saves
  // (up to PACED_PAUSE_MS, the same pauses every run), so a save meets the others only
  // when their times overlap. The goal's "5 Clients" above is the burst without pauses.
  const paced = [];
  let pauses = 0;
  // Spread evenly over [0, PACED_PAUSE_MS) by the golden ratio's fractions.
  const pause = () => ((++pauses * 0.6180339887) % 1) * PACED_PAUSE_MS;
  await Promise.all(
    Array.from({ length: 5 }, async () => {
      for (let i = 0; i < 20; i++) {
        await new Promise((resolve) => setTimeout(resolve, pause()));
        paced.push(await submit());
      }
    }),
  );
  const journal = statSync(`${file}.journal`).size;
  child.kill('SIGINT');
  await new Promise((resolve) => child.on('exit', resolve));
  const sizes = { campaign: statSync(file).size, journal };
  rmSync(dir, { recursive: true, force: true });
  rmSync(build, { recursive: true, force: true });
  return {
    sequential: percentiles(sequential),
    concurrent: percentiles(concurrent),
    paced: percentiles(paced),
    perSave,
    sizes,
    cost: { sequential: sequentialCost, concurrent: concurrentCost },
  };
}

/**
 * The preview process's CPU time so far (user + system, all its threads, from /proc: Linux
 * only, else null) and its garbage collections so far (counted from --trace-gc when it runs).
 * The machine is shared: its CPU time says more than the wall clock.
 */
function processMark(pid, gc) {
  let cpuMs = null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    cpuMs = ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks();
  } catch {
    // Not Linux: no CPU figure.
  }
  return { cpuMs, ...gc };
}

/** /proc's unit of CPU time per second (asked each time: previewSaves runs before this module's later lines). */
function clockTicks() {
  return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
}

/** Per save between two marks: CPU ms, GC pause ms, scavenges and major collections. */
function processCost(before, after, saves) {
  return {
    cpuMs: before.cpuMs === null || after.cpuMs === null ? null : (after.cpuMs - before.cpuMs) / saves,
    gcMs: (after.ms - before.ms) / saves,
    scavenges: (after.scavenges - before.scavenges) / saves,
    majors: after.majors - before.majors,
  };
}

/**
 * Saving alone, in this process: a battle row written into the same campaign (not timed: that
 * is the engine's recalculation), then the store's journal line and fsync (timed). 100 one
 * after another; then 20 rounds of 5 changes at once (group commit), each timed until it is on disk.
 */
async function storeSaves(offline) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kriegsrat-bench-store-'));
  const code = readFileSync(path.join(root, 'dist', 'Code.js'), 'utf8');
  const tables = offline.generateCampaign({
    battles: CAMPAIGN_SIZE.battles,
    armies: CAMPAIGN_SIZE.armies,
    bookings: CAMPAIGN_SIZE.bookings,
  });
  const { workbook } = offline.createCampaignWorkbook(code, tables, { name: 'Bench' });
  const sheet = workbook.getSheetByName('Schlachten');
  sheet.insertRowsAfter(sheet.getMaxRows(), 1100);
  const store = new offline.WorkbookStore(path.join(dir, 'kampagne.json'), workbook);
  await store.saveWhole();
  const row = tables.battles[1];
  let next = tables.battles.length + 1;
  const change = () => {
    sheet.getRange(next++, 1, 1, row.length).setValues([row]);
    // The recalculation the write set off belongs to the engine, not to saving.
    workbook.model.engine.flush();
  };
  const sequential = [];
  for (let i = 0; i < 100; i++) {
    change();
    const start = performance.now();
    await store.record().saved;
    sequential.push(performance.now() - start);
  }
  // Five changes at once, as five requests would queue them: written to a sheet no formula
  // reads, so no recalculation runs between them and the five share one write and fsync.
  const scratch = workbook.insertSheet('Messung');
  // A new sheet is saved whole, before the timing.
  await store.saveWhole();
  let scratchRow = 1;
  const concurrent = [];
  for (let round = 0; round < 20; round++) {
    const waits = [];
    for (let i = 0; i < 5; i++) {
      scratch.getRange(scratchRow++, 1, 1, row.length).setValues([row]);
      const start = performance.now();
      waits.push(store.record().saved.then(() => concurrent.push(performance.now() - start)));
    }
    await Promise.all(waits);
  }
  await store.close();
  rmSync(dir, { recursive: true, force: true });
  return { sequential: percentiles(sequential), concurrent: percentiles(concurrent) };
}

function percentiles(list) {
  const sorted = [...list].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { p50: at(0.5), p99: at(0.99), min: sorted[0], max: sorted[sorted.length - 1], runs: sorted.length };
}

/**
 * The player portal's first load (issue 19 §5) on the map campaign (CAMPAIGN_SIZE battles,
 * MAP_SIZE fields): the organiser's "Spielerlinks" creates the links, then doGet answers a
 * player's link as the web app — server time and Sheets calls per load, and the page's bytes
 * to the phone (the opening pages' data inlined: no call to draw them). Then the one call the
 * drawn page makes for the map and the battle form (getPortalDetails, issue 24): its time and
 * the bytes of its answer.
 */
function portalFirstLoad(offline, runs = 7) {
  const tables = offline.simulateMapCampaign(MAP_SIZE);
  const sheets = [
    ['Armeen', tables.armies],
    ['Spieler', tables.players],
    ['Schlachten', tables.battles],
    ['Buchungen', tables.bookings],
    ['Felder', tables.fields],
  ];
  const workbook = new offline.OfflineSpreadsheet({ name: 'Bench', sheets: sheets.map(([name]) => name) });
  for (const [name, rows] of sheets) {
    const sheet = workbook.getSheetByName(name);
    const width = Math.max(...rows.map((r) => r.length));
    const padded = rows.map((r) => [...r, ...new Array(width - r.length).fill('')]);
    if (sheet.getMaxRows() < rows.length + 10) sheet.insertRowsAfter(sheet.getMaxRows(), rows.length + 10 - sheet.getMaxRows());
    if (sheet.getMaxColumns() < width) sheet.insertColumnsAfter(sheet.getMaxColumns(), width - sheet.getMaxColumns());
    sheet.getRange(1, 1, padded.length, width).setValues(padded);
  }
  const addon = offline.loadAddon(workbook, readFileSync(path.join(root, 'dist', 'Code.js'), 'utf8'), {
    user: { email: 'bench@example.com' },
    htmlDir: path.join(root, 'dist'),
    pageKey: offline.PAGE_KEY_CONTRACT,
    webAppUrl: 'https://script.google.com/macros/s/BENCH/exec',
  });
  addon.run('showPlayerLinks');
  const dialog = workbook.ui.dialogs[workbook.ui.dialogs.length - 1].html.getContent();
  const token = /\?t=([0-9a-f]{64})/.exec(dialog)[1];
  const times = [];
  let html = '';
  let calls = null;
  for (let i = 0; i < runs; i++) {
    const begin = performance.now();
    const measured = workbook.calls.measure(() => addon.webApp.doGet(`t=${token}`));
    times.push(performance.now() - begin);
    html = measured.result.getContent();
    calls ??= measured;
  }
  if (!html.includes('"overview"')) throw new Error('doGet: kein Portal');
  const start = performance.now();
  for (let i = 0; i < runs; i++) addon.webApp.doGet(`t=${'0'.repeat(64)}`);
  const refused = (performance.now() - start) / runs;
  const bytes = Buffer.byteLength(html);
  const detailTimes = [];
  let details = '';
  for (let i = 0; i < runs; i++) {
    const begin = performance.now();
    details = JSON.stringify(addon.webApp.run('getPortalDetails', token));
    detailTimes.push(performance.now() - begin);
  }
  return {
    times: times.sort((a, b) => a - b),
    calls,
    bytes,
    gzip: gzipSync(html).length,
    refused,
    details: { times: detailTimes.sort((a, b) => a - b), bytes: Buffer.byteLength(details), gzip: gzipSync(details).length },
  };
}

/** The demo campaign file a first `npm start` writes. */
function demoFileSize(offline) {
  const { workbook } = offline.createDemoWorkbook(readFileSync(path.join(root, 'dist', 'Code.js'), 'utf8'));
  return Buffer.byteLength(JSON.stringify(offline.workbookToJson(workbook)));
}

// Issue 24's goals for saving and the portal's first page.
const SUBMIT_CALLS_TARGET = 12;
const SAVE_P50_MS = 50;
const SAVE_P99_MS = 200;
const PORTAL_FIRST_PAGE_KB = 100;
const saveVerdict = (r) =>
  `${r.p50 <= SAVE_P50_MS ? `p50 ≤ ${SAVE_P50_MS} ms ✓` : `p50 > ${SAVE_P50_MS} ms ✗`}, ${
    r.p99 <= SAVE_P99_MS ? `p99 ≤ ${SAVE_P99_MS} ms ✓` : `p99 > ${SAVE_P99_MS} ms ✗`
  }`;

const offline = await loadOffline();
const small = submissionCalls(offline, 10);
const large = submissionCalls(offline, CAMPAIGN_SIZE.battles);
const cold = coldStarts();
const saves = await previewSaves(offline);
const storeOnly = await storeSaves(offline);
const demoBytes = demoFileSize(offline);
const portal = portalFirstLoad(offline);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const FACTS = [
  ...[
    [10, small],
    [CAMPAIGN_SIZE.battles, large],
  ].map(([battles, r]) => [
    `Sheets-Aufrufe je submitBattle (${battles.toLocaleString('de-DE')} Schlachten, offline)`,
    `${r.calls} Aufrufe`,
    ms(r.ms),
    '1',
    '',
    [
      battles === CAMPAIGN_SIZE.battles ? (r.calls === small.calls ? 'konstant' : `≠ ${small.calls}`) : '',
      r.calls <= SUBMIT_CALLS_TARGET ? `≤ ${SUBMIT_CALLS_TARGET} ✓` : `> ${SUBMIT_CALLS_TARGET} ✗ Ziel verfehlt`,
    ]
      .filter(Boolean)
      .join('; '),
  ]),
  ...['Code.js', ...readdirSync(path.join(root, 'dist')).filter((f) => f.endsWith('.html'))].map((file) => {
    const s = size(file);
    return [`Größe dist/${file}`, kb(s.bytes), `gzip ${kb(s.gzip)}`, '', '', ''];
  }),
  [
    'Kaltstart: Code.js in frischem vm-Kontext laden',
    ms(cold.load.median),
    `${cold.load.min.toFixed(1)}–${cold.load.max.toFixed(1)}`,
    String(cold.load.runs),
    '',
    '',
  ],
  ...[
    ['Vorschau: submitBattle über HTTP bis „gespeichert“, nacheinander', saves.sequential],
    ['Vorschau: submitBattle über HTTP bis „gespeichert“, 5 Clients', saves.concurrent],
    [
      `Vorschau: 5 Spieler mit Pausen (0–${PACED_PAUSE_MS / 1000} s zwischen zwei Speicherungen), nur zur Auskunft`,
      saves.paced,
      'kein Ziel: Auskunft',
    ],
    ['Speichern allein: Journalzeile + fsync, nacheinander', storeOnly.sequential],
    ['Speichern allein: Journalzeilen + fsync, 5 gleichzeitig', storeOnly.concurrent],
  ].map(([what, r, verdict]) => [
    `${what} (${CAMPAIGN_SIZE.battles.toLocaleString('de-DE')} Schlachten)`,
    `p50 ${ms(r.p50)}`,
    `p99 ${r.p99.toFixed(1)}, ${r.min.toFixed(1)}–${r.max.toFixed(1)}`,
    String(r.runs),
    '',
    verdict ?? saveVerdict(r),
  ]),
  [
    `Vorschau: 5 Clients, Gesamtzeit je Speicherung (${CAMPAIGN_SIZE.battles.toLocaleString('de-DE')} Schlachten)`,
    ms(saves.perSave),
    '',
    String(saves.concurrent.runs),
    '',
    saves.perSave <= 50 ? '≤ 50 ms ✓' : '> 50 ms ✗',
  ],
  [
    'Größe Demo-Kampagnendatei (npm start, erster Start)',
    kb(demoBytes),
    '',
    '',
    '',
    demoBytes <= 1024 * 1024 ? '≤ 1 MB ✓' : '> 1 MB ✗',
  ],
  [
    `Größe Kampagnendatei ${CAMPAIGN_SIZE.battles.toLocaleString('de-DE')} Schlachten (nach dem Beenden)`,
    kb(saves.sizes.campaign),
    `Journal vorher ${kb(saves.sizes.journal)}`,
    '',
    '',
    '',
  ],
  [
    `Spielerportal: erster Aufruf doGet (${CAMPAIGN_SIZE.battles.toLocaleString('de-DE')} Schlachten, ${MAP_SIZE.rows * MAP_SIZE.columns} Felder, offline)`,
    ms(portal.times[Math.floor(portal.times.length / 2)]),
    `${portal.times[0].toFixed(1)}–${portal.times[portal.times.length - 1].toFixed(1)}`,
    String(portal.times.length),
    '',
    `${sheetsCalls(portal.calls.byMethod)} Sheets-Aufrufe (dazu ${spreadsheetAppCalls(portal.calls.byMethod)}); 0 × google.script.run zum Zeichnen ✓`,
  ],
  [
    'Spielerportal: erste Seite zum Handy (Daten der Startseiten eingebettet)',
    kb(portal.bytes),
    `gzip ${kb(portal.gzip)}`,
    '',
    '',
    portal.gzip <= PORTAL_FIRST_PAGE_KB * 1024 ? `gzip ≤ ${PORTAL_FIRST_PAGE_KB} KB ✓` : `gzip > ${PORTAL_FIRST_PAGE_KB} KB ✗`,
  ],
  [
    'Spielerportal: Karte und Meldeformular nachgeladen (getPortalDetails, offline)',
    ms(portal.details.times[Math.floor(portal.details.times.length / 2)]),
    `${portal.details.times[0].toFixed(1)}–${portal.details.times[portal.details.times.length - 1].toFixed(1)}`,
    String(portal.details.times.length),
    '',
    `Antwort ${kb(portal.details.bytes)}, gzip ${kb(portal.details.gzip)}`,
  ],
  ['Spielerportal: abgelehnter Link (doGet)', ms(portal.refused), '', '7', '', ''],
  [
    'Kaltstart: erster Aufruf danach (VERLUSTSTUFE)',
    ms(cold.call.median),
    `${cold.call.min.toFixed(2)}–${cold.call.max.toFixed(2)}`,
    String(cold.call.runs),
    '',
    '',
  ],
];
rows.push(...FACTS);

printTable(rows);
console.log(
  `\nSheets-Aufrufe je Einreichung: ${Object.entries(large.byMethod)
    .map(([m, n]) => `${m} ${n}`)
    .join(', ')}.`,
);
console.log(
  'Sheets-Aufrufe: die der Tabelle, ihrer Blätter und Bereiche und die der Sheets-API (Sheets.Spreadsheets.…, je Aufruf einer) in einer eingerichteten Kampagne (SpreadsheetApp.getActiveSpreadsheet und flush nicht mitgezählt); Spanne: Zeit der Einreichung im Offline-Workbook (HyperFormula, nicht Google).',
);
console.log(
  'Vorschau, 5 Clients: eine Ausführung zur Zeit (wie unter Googles Dokumentsperre); jede Antwort wartet auf die Speicherungen vor ihr, also etwa 5 × die Zeit je Speicherung.',
);
console.log(
  `Vorschau, 5 Spieler mit Pausen: jede wartet 0–${PACED_PAUSE_MS / 1000} s vor ihrer nächsten Speicherung (nur zur Auskunft, kein Ziel); ihr p99 ist die langsamste der ${saves.paced.runs}: fasst die Vorschau gerade ihr Journal zusammen (etwa alle 500 Speicherungen, erst nach 1 s ohne Speicherung), wartet, was dann kommt, bis es fertig ist.`,
);
console.log(
  'Vorschau: Antwort erst nach fsync; die Formeln rechnet das Offline-Workbook erst beim nächsten Lesen eines Ergebnisses neu (ohne offene Seite hier nie).',
);
console.log(
  `Kaltstart: je Lauf ein neuer Node-Prozess. Node ${process.version}, V8 ${process.versions.v8}; Verhältnis zur Basis der Zeile.`,
);

// README.md's "Messungen" table is this run's, never typed by hand (numbers went stale that way).
const README = path.join(root, 'README.md');
const SECTION = /(<!-- MESSUNGEN:START -->)[\s\S]*?(<!-- MESSUNGEN:END -->)/;
const cell = (text) => String(text).replace(/\|/g, '\\|');
const today = new Date().toISOString().slice(0, 10).split('-').reverse().join('.');
const cpus = os.cpus();
const machine = `${cpus.length} Kerne ${cpus[0]?.model.trim() ?? ''}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.type()}`;
const markdown = [
  `\`npm run bench\` am ${today} auf ${machine}; Load beim Start ${os.loadavg()[0].toFixed(1)}. Geschrieben von`,
  '`test/bench/run.mjs`, nicht von Hand bearbeiten.',
  '',
  `| ${header.join(' | ')} |`,
  `|---|${header
    .slice(1)
    .map(() => '---:')
    .join('|')}|`,
  ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
].join('\n');
const readme = readFileSync(README, 'utf8');
if (!SECTION.test(readme)) throw new Error('README.md: Abschnitt <!-- MESSUNGEN:START --> … <!-- MESSUNGEN:END --> fehlt.');
writeFileSync(
  README,
  readme.replace(SECTION, (_, start, end) => `${start}\n${markdown}\n${end}`),
);
console.log('\nREADME.md: Messungen erneuert.');
