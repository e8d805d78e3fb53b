// What the preview acknowledged as saved survives a crash: every change is in the journal
// (fsync'd) before the reply; a torn last journal line is dropped; kill -9 in the middle of a
// burst of submissions loses nothing acknowledged and leaves no half change. Temp files of
// interrupted saves are removed at the next start; one writer per file.
import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BattleFormData, BattlePayload } from '../../src/shared/battleContract';
import { PreviewHandle, startPreview } from '../../src/preview/preview';
import { journalFileOf, readJournal, readWorkbookFile } from '../../src/preview/workbookFile';
import { FileLock, FileLockedError, lockFileOf } from '../../src/preview/fileLock';
import { OfflineSpreadsheet, workbookToJson } from '../../src/offline';
import { builtPreview, call, onTheMap, openPageKey, scriptRun, tempDir } from './previewKit';

let paths: ReturnType<typeof builtPreview>;
const open: PreviewHandle[] = [];
const children: ChildProcess[] = [];
const dirs: string[] = [];

beforeAll(() => {
  paths = builtPreview();
});

afterEach(async () => {
  for (const p of open.splice(0)) await p.close();
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function dir(): string {
  const d = tempDir();
  dirs.push(d);
  return d;
}

/**
 * A battle the demo accepts again and again: no losses, so no army's Stufe moves, and on the
 * map the defender wins and the attacker goes back to its own field, so no army moves either.
 */
function repeatableBattle(form: BattleFormData, id: string): BattlePayload {
  const active = form.armeen.filter((a) => a.status === 'aktiv' && a.stufe > 0);
  const ownField = (army: string) => (form.karte ? form.karte.felder[form.karte.standorte[army]]?.name : undefined);
  for (const attacker of active) {
    for (const defender of active.filter((d) => d.spieler !== attacker.spieler && d.stufe === attacker.stufe)) {
      const payload = onTheMap(
        form,
        {
          runde: form.runde,
          datum: '2026-11-21',
          angreifer: attacker.name,
          verteidiger: defender.name,
          mobilisierung: 0,
          skaliertAuf: 0,
          siegpunkteAngreifer: 5,
          siegpunkteVerteidiger: 10,
          aufgegeben: '',
          verlusteAngreifer: 0,
          verlusteVerteidiger: 0,
          mission: 'Dauerprobe',
          notiz: '',
          rueckzug: '',
          einreichungsId: id,
        },
        ownField(attacker.name),
      );
      if (payload && (!form.karte || payload.rueckzug === ownField(attacker.name))) return payload;
    }
  }
  throw new Error('no two adjacent active armies of equal Stufe');
}

/** Submission id → the battle's row as header → value, from a workbook read from disk. */
function battlesById(workbook: OfflineSpreadsheet): Map<string, Record<string, unknown>> {
  const values = workbook.getSheetByName('Schlachten')!.getDataRange().getValues();
  const headers = values[0].map(String);
  const out = new Map<string, Record<string, unknown>>();
  for (const line of values.slice(1)) {
    const row = Object.fromEntries(headers.map((h, i) => [h, line[i]]));
    // The cell holds the id with the fingerprint of what it saved ("j-1~1a2b3c4d").
    if (row['Einreichungs-ID']) out.set(String(row['Einreichungs-ID']).replace(/~[0-9a-f]{8}$/, ''), row);
  }
  return out;
}

function cellsOf(workbook: OfflineSpreadsheet) {
  return workbookToJson(workbook).sheets.map((s) => ({ name: s.name, cells: s.cells, ranges: s.ranges, rows: s.rows }));
}

test('every acknowledged change is in the journal before the reply; the file and journal give back the live workbook', async () => {
  const file = path.join(dir(), 'kampagne.json');
  const p = await startPreview({ file, port: 0, paths });
  open.push(p);
  // The demo campaign is stored small: formats and validations by range.
  expect(statSync(file).size).toBeLessThanOrEqual(1024 * 1024);
  const wholeFile = readFileSync(file, 'utf8');
  const form = (await scriptRun<BattleFormData>(p.url, 'getBattleFormData')).value!;
  for (const id of ['j-1', 'j-2', 'j-3'])
    expect((await scriptRun(p.url, 'submitBattle', repeatableBattle(form, id))).ok).toBe(true);
  const edit = await call(p.url, '/api/edit', { body: { sheet: 'Spieler', row: 2, column: 2, text: 'Adeptus Custodes' } });
  expect(edit.body).toMatchObject({ ok: true });

  // Rows added below a full sheet (as submitBattle does) move no cell: a journal line too.
  const battles = p.session.workbook.getSheetByName('Schlachten')!;
  battles.insertRowsAfter(battles.getMaxRows(), 100);
  battles.getRange(battles.getMaxRows(), 3).setValue(form.armeen[0].name);
  await p.session.store.record().saved;

  // Saved as three journal lines, one for the edit and one for the rows, not by rewriting the campaign file.
  expect(readFileSync(file, 'utf8')).toBe(wholeFile);
  expect(readJournal(readFileSync(journalFileOf(file), 'utf8'))).toHaveLength(5);
  const stored = readWorkbookFile(file)!;
  expect(stored.replayed).toBe(5);
  expect(stored.workbook.getSheetByName('Schlachten')!.getMaxRows()).toBe(battles.getMaxRows());
  expect(cellsOf(stored.workbook)).toEqual(cellsOf(p.session.workbook));
  expect([...battlesById(stored.workbook).keys()]).toEqual(expect.arrayContaining(['j-1', 'j-2', 'j-3']));
});

test('a journal cut at any byte of its last line loads without that change', async () => {
  const d = dir();
  const file = path.join(d, 'kampagne.json');
  const p = await startPreview({ file, port: 0, paths });
  open.push(p);
  const form = (await scriptRun<BattleFormData>(p.url, 'getBattleFormData')).value!;
  for (const id of ['t-1', 't-2']) expect((await scriptRun(p.url, 'submitBattle', repeatableBattle(form, id))).ok).toBe(true);
  const journal = readFileSync(journalFileOf(file));
  const lastStart = journal.lastIndexOf(0x0a, journal.length - 2) + 1;
  const copy = path.join(d, 'kopie.json');
  copyFileSync(file, copy);
  // Every cut inside the last line (sampled: the first bytes, its checksum, the JSON, the end).
  const length = journal.length - lastStart;
  const cuts = new Set([0, 1, 2, 5, 10, 14, 15, 20, Math.floor(length / 3), Math.floor(length / 2), length - 2, length - 1]);
  for (const cut of cuts) {
    writeFileSync(journalFileOf(copy), journal.subarray(0, lastStart + cut));
    const ids = battlesById(readWorkbookFile(copy)!.workbook);
    expect([cut, ids.has('t-1'), ids.has('t-2')]).toEqual([cut, true, false]);
  }
  writeFileSync(journalFileOf(copy), journal);
  expect(battlesById(readWorkbookFile(copy)!.workbook).has('t-2')).toBe(true);
});

test('a damaged line with acknowledged changes after it stops the start naming file and line; both files stay as they were', async () => {
  const d = dir();
  const file = path.join(d, 'kampagne.json');
  const p = await startPreview({ file, port: 0, paths });
  open.push(p);
  const form = (await scriptRun<BattleFormData>(p.url, 'getBattleFormData')).value!;
  const ids = Array.from({ length: 20 }, (_, i) => `m-${i + 1}`);
  for (const id of ids) expect((await scriptRun(p.url, 'submitBattle', repeatableBattle(form, id))).ok).toBe(true);
  const journal = readFileSync(journalFileOf(file));
  const lineStarts = [0];
  for (let i = 0; i < journal.length - 1; i++) if (journal[i] === 0x0a) lineStarts.push(i + 1);
  expect(lineStarts).toHaveLength(20);
  const copy = path.join(d, 'kopie.json');
  copyFileSync(file, copy);
  const campaign = readFileSync(copy);
  // Line 10 of 20, damaged three ways: a flipped bit, bytes missing, zeros (a crashed file system).
  const start = lineStarts[9];
  const end = lineStarts[10] - 1;
  const flipped = Buffer.from(journal);
  flipped[start + Math.floor((end - start) / 2)] ^= 0x01;
  const shortened = Buffer.concat([journal.subarray(0, start + 30), journal.subarray(start + 60)]);
  const zeroed = Buffer.from(journal);
  zeroed.fill(0, start, end);
  for (const damaged of [flipped, shortened, zeroed]) {
    writeFileSync(journalFileOf(copy), damaged);
    const started = startPreview({ file: copy, port: 0, paths }).then((started) => void open.push(started));
    await expect(started).rejects.toThrow(`Das Journal ${journalFileOf(copy)} ist in Zeile 10 beschädigt`);
    expect(readFileSync(copy).equals(campaign)).toBe(true);
    expect(readFileSync(journalFileOf(copy)).equals(damaged)).toBe(true);
    expect(existsSync(lockFileOf(copy))).toBe(false);
  }
  // Undamaged, the copy holds all twenty.
  writeFileSync(journalFileOf(copy), journal);
  const battles = battlesById(readWorkbookFile(copy)!.workbook);
  expect(ids.filter((id) => !battles.has(id))).toEqual([]);
});

test('a damaged complete last line or a missing line stops the start in German; both files stay as they were, never truncated', async () => {
  const d = dir();
  const file = path.join(d, 'kampagne.json');
  const p = await startPreview({ file, port: 0, paths });
  open.push(p);
  const form = (await scriptRun<BattleFormData>(p.url, 'getBattleFormData')).value!;
  for (const id of ['g-1', 'g-2', 'g-3'])
    expect((await scriptRun(p.url, 'submitBattle', repeatableBattle(form, id))).ok).toBe(true);
  const journal = readFileSync(journalFileOf(file));
  const lines = journal.toString('utf8').split('\n').slice(0, -1);
  expect(lines).toHaveLength(3);
  const copy = path.join(d, 'kopie.json');
  copyFileSync(file, copy);
  const campaign = readFileSync(copy);
  // The last line whole (its newline written, so its fsync finished and it was acknowledged) but one byte flipped.
  const flipped = Buffer.from(journal);
  const lastStart = journal.length - Buffer.byteLength(lines[2]) - 1;
  flipped[lastStart + Math.floor(Buffer.byteLength(lines[2]) / 2)] ^= 0x01;
  // The middle line missing: changes 1 and 3, each whole and checksummed.
  const gap = Buffer.from(`${lines[0]}\n${lines[2]}\n`);
  // The first line missing: the file holds none of the changes, the journal starts at 2.
  const headless = Buffer.from(`${lines[1]}\n${lines[2]}\n`);
  const cases: [Buffer, string][] = [
    [flipped, `Das Journal ${journalFileOf(copy)} ist in Zeile 3 beschädigt, und die Zeile wurde vollständig geschrieben`],
    [gap, `Das Journal ${journalFileOf(copy)} ist lückenhaft: in Zeile 2 steht Änderung 3, erwartet war Änderung 2`],
    [headless, `Das Journal ${journalFileOf(copy)} ist lückenhaft: in Zeile 1 steht Änderung 2, erwartet war Änderung 1`],
  ];
  for (const [damaged, message] of cases) {
    writeFileSync(journalFileOf(copy), damaged);
    const started = startPreview({ file: copy, port: 0, paths }).then((started) => void open.push(started));
    await expect(started).rejects.toThrow(message);
    await expect(startPreview({ file: copy, port: 0, paths })).rejects.toThrow(/Kampagnendatei und Journal bleiben unverändert/);
    expect(readFileSync(copy).equals(campaign)).toBe(true);
    expect(readFileSync(journalFileOf(copy)).equals(damaged)).toBe(true);
    expect(existsSync(lockFileOf(copy))).toBe(false);
  }
  writeFileSync(journalFileOf(copy), journal);
  expect([...battlesById(readWorkbookFile(copy)!.workbook).keys()]).toEqual(expect.arrayContaining(['g-1', 'g-2', 'g-3']));
});

test('temp files an interrupted save left behind are removed at the next start; a clean exit leaves only the file', async () => {
  const d = dir();
  const file = path.join(d, 'kampagne.json');
  const first = await startPreview({ file, port: 0, paths });
  await first.close();
  const leftovers = ['.kampagne.json.4242.0badc0de.tmp', '.kampagne.json.77.12345678.tmp'];
  for (const name of leftovers) writeFileSync(path.join(d, name), '{"halb');
  writeFileSync(path.join(d, '.andere.json.1.tmp'), 'nicht unsere');
  const again = await startPreview({ file, port: 0, paths });
  open.push(again);
  expect(readdirSync(d).sort()).toEqual(['.andere.json.1.tmp', 'kampagne.json', 'kampagne.json.journal', 'kampagne.json.lock']);
  await open.pop()!.close();
  expect(readdirSync(d).sort()).toEqual(['.andere.json.1.tmp', 'kampagne.json']);
});

// ---- child processes: npm start as a user runs it

interface Running {
  child: ChildProcess;
  url: string;
  output(): string;
  exited: Promise<number | null>;
}

function startCli(cwd: string): Promise<Running> {
  const child = spawn(process.execPath, [path.join(paths.previewBuild, 'start.js')], {
    cwd,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const check = () => {
      const url = /Vorschau läuft: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output)?.[1];
      if (url) resolve({ child, url, output: () => output, exited });
    };
    child.stdout!.on('data', check);
    void exited.then((code) => reject(new Error(`exited with ${code} before serving:\n${output}`)));
  });
}

test('kill -9 in the middle of a burst: every acknowledged battle is on disk, each battle whole or absent', async () => {
  const cwd = dir();
  const file = path.join(cwd, 'kampagne.json');
  const acknowledged = new Map<string, BattlePayload>();
  const refused: string[] = [];
  const TRIALS = 12;
  for (let trial = 0; trial < TRIALS; trial++) {
    const run = await startCli(cwd);
    const form = (await scriptRun<BattleFormData>(run.url, 'getBattleFormData')).value!;
    const key = await openPageKey(run.url);
    const sent: string[] = [];
    // Five clients submit one battle after another until the process dies.
    const client = async (n: number) => {
      for (let i = 0; ; i++) {
        const payload = repeatableBattle(form, `k${trial}-c${n}-${i}`);
        sent.push(payload.einreichungsId);
        let reply: { ok: boolean } | undefined;
        try {
          const response = await fetch(new URL('/api/run', run.url), {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ name: 'submitBattle', args: JSON.stringify([payload, key]) }),
          });
          reply = (await response.json()) as { ok: boolean };
        } catch {
          return;
        }
        if (reply.ok) acknowledged.set(payload.einreichungsId, payload);
        else refused.push(JSON.stringify(reply).slice(0, 200));
      }
    };
    const burst = Promise.all([0, 1, 2, 3, 4].map(client));
    // Somewhere in the burst, after some replies, at a different moment each trial.
    const before = acknowledged.size;
    while (acknowledged.size < before + 2) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, (trial * 37) % 150));
    run.child.kill('SIGKILL');
    await run.exited;
    await burst;

    const stored = readWorkbookFile(file)!;
    const battles = battlesById(stored.workbook);
    for (const [id, payload] of acknowledged) {
      const row = battles.get(id);
      expect([id, row?.Angreifer, row?.Verteidiger, row?.Mission]).toEqual([
        id,
        payload.angreifer,
        payload.verteidiger,
        'Dauerprobe',
      ]);
    }
    // A battle sent but not acknowledged may be there, but only whole.
    for (const id of sent) {
      const row = battles.get(id);
      if (row) expect([id, row.Mission, row.Angreifer === '' ? 'leer' : 'da']).toEqual([id, 'Dauerprobe', 'da']);
    }
  }
  expect(refused).toEqual([]);
}, 300_000);

test('a second npm start on the same file is refused naming the first (PID, port); a stale lock is taken over', async () => {
  const cwd = dir();
  const first = await startCli(cwd);
  const port = new URL(first.url).port;
  const second = spawnSync(process.execPath, [path.join(paths.previewBuild, 'start.js')], {
    cwd,
    env: { ...process.env, PORT: '0' },
    encoding: 'utf8',
  });
  expect(second.status).toBe(1);
  expect(second.stderr).toContain(
    `ist schon geöffnet: eine andere Kriegsrat-Vorschau (Prozess ${first.child.pid}) läuft auf Port ${port}`,
  );
  expect(second.stdout).not.toContain('Vorschau läuft');
  // The first still owns its file and keeps working.
  expect((await call(first.url, '/api/version')).status).toBe(200);
  first.child.kill('SIGKILL');
  await first.exited;

  // The crashed run's lock names a process that no longer exists: the next start takes over.
  expect(existsSync(lockFileOf(path.join(cwd, 'kampagne.json')))).toBe(true);
  const next = await startCli(cwd);
  expect(JSON.parse(readFileSync(lockFileOf(path.join(cwd, 'kampagne.json')), 'utf8'))).toMatchObject({
    pid: next.child.pid,
    port: Number(new URL(next.url).port),
  });
  next.child.kill('SIGINT');
  expect([await next.exited, next.output()]).toEqual([0, expect.stringContaining('Gespeichert.')]);
  expect(readdirSync(cwd)).toEqual(['kampagne.json']);
});

test('a lock held on another computer is never taken over; the message names it', () => {
  const file = path.join(dir(), 'kampagne.json');
  writeFileSync(
    lockFileOf(file),
    JSON.stringify({ pid: 4242, port: 8080, host: 'vereinsrechner', since: '2026-11-23T19:00:00.000Z' }),
  );
  expect(() => FileLock.acquire(file)).toThrow(FileLockedError);
  expect(() => FileLock.acquire(file)).toThrow(/auf dem Rechner vereinsrechner geöffnet \(Prozess 4242, Port 8080\)/);
  expect(JSON.parse(readFileSync(lockFileOf(file), 'utf8')).host).toBe('vereinsrechner');
  // A lock nobody can read (cut short by a crash) belongs to nobody.
  writeFileSync(lockFileOf(file), '{"pid": 12');
  const lock = FileLock.acquire(file);
  expect(JSON.parse(readFileSync(lockFileOf(file), 'utf8')).pid).toBe(process.pid);
  lock.release();
  expect(existsSync(lockFileOf(file))).toBe(false);
});

test('a change that cannot be written is not answered as saved: German message, and the next change saves the whole workbook', async () => {
  const file = path.join(dir(), 'kampagne.json');
  const p = await startPreview({ file, port: 0, paths });
  open.push(p);
  const store = p.session.store as unknown as { write(batch: unknown): Promise<void> };
  const write = store.write.bind(store);
  store.write = () => Promise.reject(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }));
  const refused = await call<{ ok: boolean; message: string }>(p.url, '/api/edit', {
    body: { sheet: 'Spieler', row: 2, column: 2, text: 'Voll' },
  });
  expect(refused.status).toBe(500);
  expect(refused.body.message).toBe(
    'Nicht gespeichert: der Datenträger ist voll (ENOSPC). Die Änderung ist nur im Arbeitsspeicher.',
  );
  expect((await call<{ saveError: string }>(p.url, '/api/state')).body.saveError).toBe(
    'Speichern fehlgeschlagen: der Datenträger ist voll (ENOSPC)',
  );
  store.write = write;
  const saved = await call<{ ok: boolean }>(p.url, '/api/edit', {
    body: { sheet: 'Spieler', row: 3, column: 2, text: 'Wieder frei' },
  });
  expect(saved.body).toMatchObject({ ok: true });
  // Both edits are on disk: the whole workbook was written after the failure.
  const values = readWorkbookFile(file)!.workbook.getSheetByName('Spieler')!.getRange('B2:B3').getValues();
  expect(values).toEqual([['Voll'], ['Wieder frei']]);
});
