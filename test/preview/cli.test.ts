// `npm start` and `npm run export` as a user runs them: the built entries in a child process,
// PORT=0, temp directories. Ctrl-C/SIGTERM must save the last change and exit 0; a damaged
// file must stop the start with a German message and stay untouched.
import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BattleFormData, BattleSubmitResult } from '../../src/shared/battleContract';
import { DEFAULT_PORT, parseExportArgs, parsePort, parseStartArgs, UsageError } from '../../src/preview/cli/args';
import { battleBetweenEquals, builtPreview, rowByHeader, scriptRun, sheetOf, state, tempDir } from './previewKit';

let paths: ReturnType<typeof builtPreview>;
const children: ChildProcess[] = [];
const dirs: string[] = [];

beforeAll(() => {
  paths = builtPreview();
});

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function dir(): string {
  const d = tempDir();
  dirs.push(d);
  return d;
}

interface Running {
  child: ChildProcess;
  url: string;
  output(): string;
  exit(): Promise<number | null>;
}

/** Starts start.js in `cwd` and waits for the URL it prints. */
function startCli(cwd: string, args: string[] = []): Promise<Running> {
  const child = spawn(process.execPath, [path.join(paths.previewBuild, 'start.js'), ...args], {
    cwd,
    env: { ...process.env, PORT: '0', TZ: 'UTC' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL within 30 s:\n${output}`)), 30_000);
    const check = () => {
      const url = /Vorschau läuft: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output)?.[1];
      if (!url) return;
      clearTimeout(timer);
      resolve({ child, url, output: () => output, exit: () => exited });
    };
    child.stdout!.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before serving:\n${output}`));
    });
  });
}

test('first start writes the demo campaign; a battle submitted just before SIGTERM is saved; exit 0', async () => {
  const cwd = dir();
  const run = await startCli(cwd);
  expect(run.output()).toContain(`Demo-Kampagne angelegt: ${path.join(cwd, 'kampagne.json')}`);
  const form = (await scriptRun<BattleFormData>(run.url, 'getBattleFormData')).value!;
  const { payload } = battleBetweenEquals(form, 'cli-sigterm');
  const result = await scriptRun<BattleSubmitResult>(run.url, 'submitBattle', payload);
  expect(result.ok).toBe(true);
  // The script's time zone applies (appsscript.json), though the process was started in UTC.
  expect(rowByHeader(sheetOf(await state(run.url), 'Schlachten'), result.value!.zeile - 1).Datum).toBe('21.11.2026');

  run.child.kill('SIGTERM');
  expect(await run.exit()).toBe(0);
  expect(run.output()).toContain('Gespeichert.');
  expect(readdirSync(cwd)).toEqual(['kampagne.json']);

  const again = await startCli(cwd);
  expect(again.output()).not.toContain('Demo-Kampagne angelegt');
  const battles = sheetOf(await state(again.url), 'Schlachten');
  expect(rowByHeader(battles, result.value!.zeile - 1)['Einreichungs-ID']).toMatch(/^cli-sigterm~[0-9a-f]{8}$/);
  again.child.kill('SIGINT');
  expect(await again.exit()).toBe(0);
});

test('--datei chooses the file; Ctrl-C right after an edit still saves it', async () => {
  const cwd = dir();
  const file = path.join(cwd, 'herbstfeldzug.json');
  const run = await startCli(cwd, ['--datei', path.basename(file)]);
  expect(run.output()).toContain(`Kampagnendatei: ${file}`);
  const edit = await fetch(new URL('/api/edit', run.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ sheet: 'Spieler', row: 2, column: 2, text: 'Adeptus Custodes' }),
  });
  expect(await edit.json()).toMatchObject({ ok: true });
  run.child.kill('SIGINT');
  expect(await run.exit()).toBe(0);
  const saved = readFileSync(file, 'utf8');
  expect(saved).toContain('Adeptus Custodes');
  expect(existsSync(path.join(cwd, 'kampagne.json'))).toBe(false);
});

test('a damaged campaign file stops the start with a German message and is not overwritten', () => {
  const cwd = dir();
  const file = path.join(cwd, 'kampagne.json');
  const damaged = '{"format":"kriegsrat-offline-workbook","version":1,"sheets":[{"name":';
  writeFileSync(file, damaged);
  const run = spawnSync(process.execPath, [path.join(paths.previewBuild, 'start.js')], {
    cwd,
    env: { ...process.env, PORT: '0' },
    encoding: 'utf8',
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(`Die Datei ${file} ist keine lesbare Kriegsrat-Kampagne.`);
  expect(run.stderr).toContain('Sie bleibt unverändert.');
  // German to the end: the JSON parser's own English words stay out.
  expect(run.stderr).toContain('kein gültiges JSON (');
  expect(run.stderr).not.toMatch(/Unexpected|Unterminated|position|JSON at/);
  expect(run.stdout).not.toContain('Vorschau läuft');
  expect(readFileSync(file, 'utf8')).toBe(damaged);
  expect(readdirSync(cwd)).toEqual(['kampagne.json']);
});

test('wrong options and a bad PORT are explained in German', () => {
  const cwd = dir();
  const unknown = spawnSync(process.execPath, [path.join(paths.previewBuild, 'start.js'), '--file', 'x.json'], {
    cwd,
    encoding: 'utf8',
  });
  expect(unknown.status).toBe(1);
  expect(unknown.stderr).toContain('Unbekannte Option „--file“.');
  expect(unknown.stderr).toContain('Aufruf: npm start');
  const port = spawnSync(process.execPath, [path.join(paths.previewBuild, 'start.js')], {
    cwd,
    env: { ...process.env, PORT: 'achtzig' },
    encoding: 'utf8',
  });
  expect(port.status).toBe(1);
  expect(port.stderr).toContain('PORT „achtzig“ ist ungültig');
  expect(readdirSync(cwd)).toEqual([]);
});

describe('command line parsing', () => {
  test('start: default file in the working directory, PORT from the environment', () => {
    expect(parseStartArgs([], {}, '/arbeit')).toEqual({ file: '/arbeit/kampagne.json', port: DEFAULT_PORT, help: false });
    expect(parseStartArgs(['--datei', 'a/b.json'], { PORT: '0' }, '/arbeit')).toEqual({
      file: '/arbeit/a/b.json',
      port: 0,
      help: false,
    });
    expect(parseStartArgs(['--datei=/abs.json'], { PORT: '9000' }, '/arbeit').file).toBe('/abs.json');
    expect(parseStartArgs(['--hilfe'], {}, '/arbeit').help).toBe(true);
    expect(() => parseStartArgs(['--datei'], {}, '/arbeit')).toThrow(UsageError);
    expect(() => parseStartArgs(['mehr'], {}, '/arbeit')).toThrow('Unerwartetes Argument „mehr“.');
  });

  test('PORT is a whole number up to 65535', () => {
    expect(parsePort(undefined)).toBe(8080);
    expect(parsePort(' 0 ')).toBe(0);
    for (const bad of ['-1', '65536', '80.5', 'abc']) expect(() => parsePort(bad)).toThrow(UsageError);
  });

  test('export: one .xlsx target, optional --datei', () => {
    expect(parseExportArgs(['k.xlsx'], '/arbeit')).toEqual({
      file: '/arbeit/kampagne.json',
      output: '/arbeit/k.xlsx',
      help: false,
    });
    expect(parseExportArgs(['--datei', 'x.json', 'out/K.XLSX'], '/arbeit')).toMatchObject({
      file: '/arbeit/x.json',
      output: '/arbeit/out/K.XLSX',
    });
    expect(() => parseExportArgs([], '/arbeit')).toThrow('Bitte genau eine Zieldatei angeben');
    expect(() => parseExportArgs(['k.csv'], '/arbeit')).toThrow('muss auf .xlsx enden');
  });
});
