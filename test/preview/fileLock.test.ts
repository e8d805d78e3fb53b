// The campaign file's lock: a zombie (killed, not yet reaped by its parent) is a dead owner, and
// the lock file is never seen half written — a write cut short leaves the old content or none.
import { spawn } from 'node:child_process';
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
