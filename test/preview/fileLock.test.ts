// The campaign file's lock: a zombie (killed, not yet reaped by its parent) is a dead owner, and
// the lock file is never seen half written — a write cut short leaves the old content or none.
import { ChildProcess, spawn } from 'node:child_process';
import { transformSync } from 'esbuild';
import fs, { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { FileLock, lockFileOf } from '../../src/preview/fileLock';
import { tempDir } from './previewKit';

const dirs: string[] = [];
afterEach(() => {
  jest.restoreAllMocks();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function campaignFile(): string {
  const d = tempDir();
  dirs.push(d);
  return path.join(d, 'kampagne.json');
}

/** Every write of the lock module stops early (after five bytes or none), as a full disk or a crash would. */
function cutWritesShort(): void {
  const realWriteFileSync = fs.writeFileSync;
  const enospc = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  jest.spyOn(fs, 'writeFileSync').mockImplementation((target, data) => {
    realWriteFileSync(target, String(data).slice(0, 5));
    throw enospc();
  });
  jest.spyOn(fs, 'writeSync').mockImplementation(() => {
    throw enospc();
  });
}

(process.platform === 'linux' ? test : test.skip)('a lock whose owner is a zombie is taken over', async () => {
  const file = campaignFile();
  // The shell starts a child that exits at once and then becomes `sleep`, which never reaps it.
  const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    const zombie = Number(await new Promise<string>((resolve) => parent.stdout.once('data', (d) => resolve(String(d)))));
    let state = '';
    for (let i = 0; i < 100 && state !== 'Z'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      const stat = readFileSync(`/proc/${zombie}/stat`, 'utf8');
      state = stat.slice(stat.lastIndexOf(')') + 2)[0];
    }
    expect(state).toBe('Z');
    writeFileSync(lockFileOf(file), JSON.stringify({ pid: zombie, port: 8080, host: hostname(), since: '' }));
    const lock = FileLock.acquire(file);
    expect(JSON.parse(readFileSync(lockFileOf(file), 'utf8')).pid).toBe(process.pid);
    lock.release();
  } finally {
    parent.kill('SIGKILL');
  }
});

test('a lock write cut short leaves no half-written lock file: none when taking it, the old one when noting the port', () => {
  const file = campaignFile();
  cutWritesShort();
  expect(() => FileLock.acquire(file)).toThrow(/Sperrdatei .* lässt sich nicht anlegen \(ENOSPC\)/);
  expect(readdirSync(path.dirname(file))).toEqual([]);
  jest.restoreAllMocks();

  const lock = FileLock.acquire(file);
  const before = readFileSync(lockFileOf(file), 'utf8');
  cutWritesShort();
  expect(() => lock.setPort(4711)).toThrow();
  jest.restoreAllMocks();
  expect(readFileSync(lockFileOf(file), 'utf8')).toBe(before);
  expect(readdirSync(path.dirname(file))).toEqual(['kampagne.json.lock']);
  lock.release();
  expect(existsSync(lockFileOf(file))).toBe(false);
});

/**
 * A second starter, as its own process: takes the lock of `file` with the real FileLock (the
 * source transformed by esbuild), writes "held" to `marker` and stays alive.
 */
function startRival(file: string, marker: string): ChildProcess {
  const source = transformSync(readFileSync(path.join(__dirname, '../../src/preview/fileLock.ts'), 'utf8'), {
    loader: 'ts',
    format: 'cjs',
  }).code;
  const module = path.join(path.dirname(file), 'rivalLock.cjs');
  writeFileSync(module, source);
  const script =
    `const { FileLock } = require(${JSON.stringify(module)});` +
    `FileLock.acquire(${JSON.stringify(file)});` +
    `require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'held');` +
    'setTimeout(() => {}, 30000);';
  return spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
}

/** Blocks this thread until `marker` exists (the rival runs in its own process meanwhile). */
function waitForFile(marker: string): void {
  const cell = new Int32Array(new SharedArrayBuffer(4));
  for (let i = 0; i < 3000 && !existsSync(marker); i++) Atomics.wait(cell, 0, 0, 10);
  expect(existsSync(marker)).toBe(true);
}

test('two starters over a stale lock: the one that takes it over second finds the first, never both hold it', () => {
  const file = campaignFile();
  const lockPath = lockFileOf(file);
  // A dead owner on this computer: PID 2^22+1 lies above Linux's pid_max default.
  writeFileSync(lockPath, JSON.stringify({ pid: 4_194_305, port: 8080, host: hostname(), since: '' }));
  const marker = path.join(path.dirname(file), 'rival-held');
  let rival: ChildProcess | null = null;
  // The moment this starter removes (or moves away) the stale lock, the rival — which read the same
  // stale lock — has already taken it over: the worst interleaving of two starters.
  const interleave = () => {
    if (rival) return;
    rival = startRival(file, marker);
    waitForFile(marker);
  };
  const realUnlink = fs.unlinkSync;
  const realRename = fs.renameSync;
  jest.spyOn(fs, 'unlinkSync').mockImplementation((target) => {
    if (String(target) === lockPath) interleave();
    return realUnlink(target);
  });
  jest.spyOn(fs, 'renameSync').mockImplementation((from, to) => {
    if (String(from) === lockPath) interleave();
    return realRename(from, to);
  });
  try {
    expect(() => FileLock.acquire(file)).toThrow(/ist schon geöffnet: eine andere Kriegsrat-Vorschau \(Prozess \d+\)/);
    const holder = JSON.parse(readFileSync(lockPath, 'utf8')).pid;
    expect(holder).toBe((rival as ChildProcess | null)?.pid);
  } finally {
    (rival as ChildProcess | null)?.kill('SIGKILL');
  }
});
