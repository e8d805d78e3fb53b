// Benchmarks of the built add-on, run as Apps Script would run it: dist/Code.js as one classic
// script in a fresh vm context, inputs made inside that context. `npm run bench` builds first.
// Never part of `npm test`: timings depend on the machine; this prints, it does not assert.
//
// Add a measurement by appending to MEASUREMENTS: { name, run, [baseline], [target] }.
// `baseline` names another measurement; the table shows the ratio and flags a missed target.
import * as esbuild from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import vm from 'node:vm';

const root = path.join(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const CAMPAIGN_SIZE = { battles: 5000, armies: 200, bookings: 1000 };

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

const context = loadCodeJs();
const demo = await loadDemo(context);
const campaign = demo.generateCampaign(CAMPAIGN_SIZE);
const args = [campaign.armies, campaign.players, campaign.battles, campaign.bookings];
const cells = args.reduce((n, m) => n + m.length * m[0].length, 0);
const label = `${CAMPAIGN_SIZE.battles} Schlachten, ${CAMPAIGN_SIZE.armies} Armeen, ${CAMPAIGN_SIZE.bookings} Buchungen`;

const MEASUREMENTS = [
  { name: `structuredClone der Eingaben (${cells} Zellen)`, run: () => structuredClone(args) },
  { name: 'JSON-Kopie der Eingaben', run: () => JSON.parse(JSON.stringify(args)) },
  ...['KAMPAGNE_ARMEEN', 'KAMPAGNE_SPIELER', 'KAMPAGNE_SCHLACHTEN', 'KAMPAGNE_BUCHUNGEN'].map((fn) => ({
    name: `${fn} (${label})`,
    run: () => context[fn](...args),
    baseline: `structuredClone der Eingaben (${cells} Zellen)`,
    target: 5,
  })),
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
    list.sort((a, b) => a - b);
    stats.set(name, { median: list[Math.floor(list.length / 2)], min: list[0], max: list[list.length - 1], runs: list.length });
  }
  return stats;
}

// A quick look at what was measured: the replay must have counted nearly every row.
const checks = context.KAMPAGNE_SCHLACHTEN(...args).slice(1).map((row) => row[row.length - 1]);
const counted = checks.filter((c) => c === 'OK').length;
console.log(`Kampagne: ${label}; ${counted} von ${checks.length} Schlachten zählen.\n`);

const results = measureAll(MEASUREMENTS);
const rows = MEASUREMENTS.map((m) => {
  const r = results.get(m.name);
  const base = m.baseline ? results.get(m.baseline) : undefined;
  const ratio = base ? r.median / base.median : undefined;
  const verdict =
    ratio === undefined || m.target === undefined ? '' : ratio <= m.target ? `≤ ${m.target}× ✓` : `> ${m.target}× ✗ Ziel verfehlt`;
  return [m.name, r.median.toFixed(1), `${r.min.toFixed(1)}–${r.max.toFixed(1)}`, String(r.runs), ratio === undefined ? '' : `${ratio.toFixed(2)}×`, verdict];
});

const header = ['Messung', 'Median ms', 'Spanne ms', 'Läufe', 'Verhältnis', 'Ziel'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cols) => cols.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows) console.log(line(r));
console.log(`\nNode ${process.version}, V8 ${process.versions.v8}; Verhältnis zur Basis der Zeile (structuredClone).`);
