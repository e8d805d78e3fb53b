// The journal is folded into the campaign file (the whole workbook written, about a second at
// 5,000 battles) only when changes pause, so no save waits for it; at twice its limit at once,
// so it cannot grow without end under changes that never pause.
import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { OfflineSpreadsheet } from '../../src/offline';
import { journalFileOf, readWorkbookFile, WorkbookStore } from '../../src/preview/workbookFile';
import { tempDir } from './previewKit';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function storeOf(options: { foldAtBytes: number; foldIdleMs: number }) {
  const dir = tempDir();
  dirs.push(dir);
  const file = path.join(dir, 'kampagne.json');
  const workbook = new OfflineSpreadsheet({ name: 'Kampagne', sheets: ['Tabellenblatt1'] });
  const store = new WorkbookStore(file, workbook, options);
  await store.saveWhole();
  const sheet = workbook.getSheetByName('Tabellenblatt1')!;
  let n = 0;
  /** One change, saved (acknowledged) as the preview does it. */
  const change = async () => {
    n++;
    sheet.getRange(1 + (n % 50), 1).setValue(`Zeile ${n}`);
    await store.record().saved;
  };
  return { file, store, change, journalBytes: () => statSync(journalFileOf(file)).size, count: () => n };
}

test('changes that keep coming are not held up by a fold: it waits until they pause, then folds everything', async () => {
  const { file, store, change, journalBytes, count } = await storeOf({ foldAtBytes: 300, foldIdleMs: 400 });
  // Past the limit, but below twice it, with a change every 50 ms: no fold yet.
  while (journalBytes() <= 300) await change();
  expect(journalBytes()).toBeLessThanOrEqual(600);
  await change();
  await pause(50);
  await change();
  await pause(50);
  expect(journalBytes()).toBeGreaterThan(300);
  // Quiet for longer than foldIdleMs: folded; the file alone holds every change.
  await pause(900);
  await store.durable();
  expect(journalBytes()).toBe(0);
  const stored = readWorkbookFile(file)!;
  expect(stored.replayed).toBe(0);
  expect(
    stored.workbook
      .getSheetByName('Tabellenblatt1')!
      .getRange(1 + (count() % 50), 1)
      .getValue(),
  ).toBe(`Zeile ${count()}`);
  await store.close();
});

test('a journal at twice its limit is folded at once, even while changes keep coming', async () => {
  const { store, change, journalBytes } = await storeOf({ foldAtBytes: 300, foldIdleMs: 60_000 });
  let folded = false;
  for (let i = 0; i < 40 && !folded; i++) {
    const before = journalBytes();
    await change();
    await store.durable();
    folded = journalBytes() < before;
    expect(journalBytes()).toBeLessThanOrEqual(2 * 300 + 200);
  }
  expect(folded).toBe(true);
  await store.close();
});
