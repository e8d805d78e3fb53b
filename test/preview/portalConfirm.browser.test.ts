// „Bestätigen“ in the player portal, in headless Chromium at 390×844 through the preview's web
// app path (/exec, doGet, google.script.run): Helga sees two reports of the other side waiting,
// disputes one — first without a reason (refused at the reason field), then with one — and
// confirms the other (the Stand changes); a Mission and a reason with markup stay text.
// Then an older battle of hers is reported: counting it would change the one she confirmed, so
// its card offers only Bestreiten and says the organiser decides.
// Screenshots go to test-artifacts/ (portal-bestaetigen-*.png).
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from '../support';
import { openOnPhone, playerLinks, readmeScreenshot, reportLastBattles } from './phoneKit';
import { portalOnPhone } from './portalOnPhone';

const PLAYER = 'Helga';
const MARKUP_MISSION = '<b onmouseover="window.__pwned=1">Hinterhalt</b>';
const MARKUP_REASON = '<img src=x onerror="window.__pwned=1">Foto fehlt';

let url: string;
/** The two reports set up for Helga: [confirmed in the test, disputed in the test], 1-based sheet rows. */
let rows: number[];
/** The older report only the organiser may confirm (data-row index; sheet row older + 1), set up by the second test. */
let older = -1;
/** Who reported that older battle: Helga's opponent (C10: they may withdraw it). */
let olderReporter = '';

const fixture = portalOnPhone((opened) => {
  rows = reportLastBattles(opened.preview.session.workbook, PLAYER, 2).map((r) => r.row);
  url = playerLinks(opened.preview).get(PLAYER)!;
});

/** Every text of the portal's pages, hidden tabs too, without its scripts and styles: what the player may read. */
function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    body.querySelectorAll('script, style, template').forEach((code) => code.remove());
    return body.textContent ?? '';
  });
}

/**
 * Each tab's words on one line inside its button, its badge inside the button too, clear of the
 * words and never on a line under them (user test 34: „Bestätigen“ with its badge broke onto two lines at 390 px).
 */
async function tabsOnOneLine(page: Page): Promise<void> {
  const tabs = await page.locator('.tabs button').evaluateAll((buttons) =>
    buttons.map((button) => {
      const box = button.getBoundingClientRect();
      const rects = (node: Node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0);
      };
      const words = Array.from(button.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())
        .flatMap(rects);
      const badge = button.querySelector('.badge:not([hidden])')?.getBoundingClientRect();
      const within = (r: DOMRect) =>
        r.left >= box.left - 0.5 && r.right <= box.right + 0.5 && r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5;
      const apart = (a: DOMRect, b: DOMRect) => a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
      return {
        tab: button.textContent!.trim(),
        lines: new Set(words.map((r) => Math.round(r.top))).size,
        inside: words.every(within) && (!badge || within(badge)),
        clear: !badge || words.every((w) => apart(w, badge)),
        // Beside the words or in the corner above them, never broken onto a line under them.
        notUnder: !badge || words.every((w) => badge.top + badge.height / 2 <= w.top + w.height / 2 + 2),
      };
    }),
  );
  for (const t of tabs) expect(t).toEqual({ tab: t.tab, lines: 1, inside: true, clear: true, notUnder: true });
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

const cellOf = (row: number, header: string) => {
  const sheet = fixture.opened.preview.session.workbook.getSheetByName('Schlachten')!;
  const headers = sheet.getRange(1, 1, 1, sheet.getLastColumn()).getValues()[0].map(String);
  return sheet.getRange(row, headers.indexOf(header) + 1).getValue();
};

test('Helga sees two reports waiting, disputes one with a reason and confirms the other; the Stand changes', async () => {
  const { page, errors } = await openOnPhone(fixture.phone, url);
  await page.locator('#armies li').first().waitFor();

  // Übersicht: what waits, briefly; the tab shows how many.
  expect(await page.locator('#waiting-list li').count()).toBe(2);
  expect(await page.locator('#confirm-count').textContent()).toBe('2');
  await tabsOnOneLine(page);
  // Zoomed to 200 % (195 CSS px) the tabs are one row that scrolls: the count beside the words.
  await page.setViewportSize({ width: 195, height: 422 });
  await tabsOnOneLine(page);
  await page.locator('.tabs button[data-page="confirm"] .badge').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-bestaetigen-reiter-200.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await noSidewaysScroll(page);
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-bestaetigen-uebersicht.png'), fullPage: true });
  await page.locator('#waiting-go').tap();
  await page.locator('#page-confirm .answer').first().waitFor();
  // Chosen, the tab is bold — wider — and still one line.
  await tabsOnOneLine(page);
  await readmeScreenshot(page, 'portal-bestaetigen');

  // The organiser puts markup into the Mission of the second report; „Aktualisieren“ draws it as text.
  const sheet = fixture.opened.preview.session.workbook.getSheetByName('Schlachten')!;
  const headers = sheet.getRange(1, 1, 1, sheet.getLastColumn()).getValues()[0].map(String);
  sheet.getRange(rows[1], headers.indexOf('Mission') + 1).setValue(MARKUP_MISSION);
  await page.locator('.tabs button[data-page="standings"]').tap();
  const standBefore = await page.locator('#standing-armies').textContent();
  await page.locator('#refresh').tap();
  await page.waitForFunction(() => !(document.getElementById('refresh') as HTMLButtonElement).disabled);
  await page.locator('.tabs button[data-page="overview"]').tap();
  await page.locator('#waiting-go').tap();
  expect(await page.locator('#page-confirm').isVisible()).toBe(true);
  const [first, second] = rows.map((row) => page.locator(`#page-confirm .answer[data-row="${row}"]`));
  await expect(second.textContent()).resolves.toContain(MARKUP_MISSION);
  await expect(first.locator('.consequences li').first().textContent()).resolves.toMatch(/^Sieger /);
  for (const target of await page.locator('#page-confirm button, #page-confirm textarea, .tabs button').all()) {
    const box = (await target.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  }
  await noSidewaysScroll(page);
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-bestaetigen-markup.png'), fullPage: true });

  // Bestreiten without a reason: refused at the reason field, nothing written.
  await second.locator('button[data-action="bestreiten"]').tap();
  // At the field it is about (the server's `field`), which has the focus.
  await second.locator('.field-error').waitFor();
  await expect(second.locator('.field-error').textContent()).resolves.toMatch(/Begründung/);
  expect(await second.locator('textarea').getAttribute('aria-invalid')).toBe('true');
  await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('TEXTAREA');
  expect(cellOf(rows[1], 'Status')).toBe('gemeldet');
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-bestaetigen-ohne-grund.png'), fullPage: true });

  // With a reason (markup, stays text): bestritten; it moves to „Von dir bestritten“ (user test 32: not „Deine offenen Meldungen“).
  await second.locator('textarea').fill(MARKUP_REASON);
  await second.locator('button[data-action="bestreiten"]').tap();
  await page.locator('#confirm-done').waitFor();
  expect(await second.count()).toBe(0);
  // The answered card and its button are gone: the focus is on what came of it, not lost to the page.
  await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('confirm-done');
  expect(cellOf(rows[1], 'Status')).toBe('bestritten');
  expect(cellOf(rows[1], 'Einspruch')).toBe(MARKUP_REASON);
  // Who decides, as players read it — not which Status the organiser sets (no column names).
  await expect(page.locator('#confirm-disputed').textContent()).resolves.toContain(
    `Von dir bestritten („${MARKUP_REASON}“) – die Spielleitung entscheidet.`,
  );

  // Bestätigen: counts; the Stand is drawn again from the fresh data.
  await first.locator('button[data-action="bestätigen"]').tap();
  await page.waitForFunction(() => !document.querySelector('#page-confirm .answer'));
  await expect(page.locator('#confirm-done').textContent()).resolves.toContain('Bestätigt – die Schlacht zählt jetzt.');
  await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('confirm-done');
  expect(cellOf(rows[0], 'Status')).toBe('bestätigt');
  expect(cellOf(rows[0], 'Bestätigt von')).toBe(PLAYER);
  expect(await page.locator('#confirm-count').isHidden()).toBe(true);
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-bestaetigen-fertig.png'), fullPage: true });
  await page.locator('.tabs button[data-page="standings"]').tap();
  expect(await page.locator('#standing-armies').textContent()).not.toBe(standBefore);
  await page.locator('.tabs button[data-page="overview"]').tap();
  await expect(page.locator('#waiting-list').textContent()).resolves.toContain('keine Meldung wartet auf dich');
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-bestaetigen-uebersicht-fertig.png'), fullPage: true });

  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator('img, b').count()).toBe(0);
  expect(errors).toEqual([]);
  await page.close();
});

test('a report that would change a battle already counted after it: only Bestreiten, the organiser decides', async () => {
  // Helga's battle before the one she confirmed, with the same army, is reported by her opponent.
  const workbook = fixture.opened.preview.session.workbook;
  const sheet = workbook.getSheetByName('Schlachten')!;
  const values = sheet.getDataRange().getValues();
  const headers = values[0].map(String);
  const at = (header: string) => headers.indexOf(header);
  const armies = workbook.getSheetByName('Armeen')!.getDataRange().getValues();
  const playerOf = (army: unknown) => String(armies.find((r) => r[0] === army)?.[1] ?? '');
  const confirmed = values[rows[0] - 1];
  const helgasArmy = [confirmed[at('Angreifer')], confirmed[at('Verteidiger')]].find((a) => playerOf(a) === PLAYER)!;
  older = rows[0] - 2;
  while (
    older >= 1 &&
    !(
      [values[older][at('Angreifer')], values[older][at('Verteidiger')]].includes(helgasArmy) &&
      values[older][at('Status')] === '' &&
      !/^Zählt nicht/.test(String(values[older][at('Prüfung')]))
    )
  )
    older--;
  expect(older).toBeGreaterThan(0);
  const [a, d] = [playerOf(values[older][at('Angreifer')]), playerOf(values[older][at('Verteidiger')])];
  olderReporter = a === PLAYER ? d : a;
  sheet.getRange(older + 1, at('Status') + 1, 1, 2).setValues([['gemeldet', olderReporter]]);

  const { page, errors } = await openOnPhone(fixture.phone, url);
  await page.locator('#armies li').first().waitFor();
  await page.locator('#waiting-go').tap();
  const card = page.locator(`#page-confirm .answer[data-row="${older + 1}"]`);
  await card.waitFor();
  await expect(card.locator('.organiser-only').textContent()).resolves.toContain('nur die Spielleitung');
  // Players never see the sheet: the battle it would change by armies, Runde and day — no row.
  const changes = (await card.locator('.organiser-only ul').textContent())!;
  expect(changes).toMatch(/^.+ gegen .+ \(Runde \d+, gespielt am \d\d\.\d\d\.\d{4}\): /);
  expect(await pageText(page)).not.toContain('Zeile');
  // The organiser's „Offene Meldungen“ names the same battle by its row: he finds it in the sheet.
  const organiser = fixture.opened.preview.session.addon.runFromClient('getOpenReports') as {
    meldungen: { zeile: number; nurSpielleitung?: string[] }[];
  };
  expect(organiser.meldungen.find((m) => m.zeile === older + 1)?.nurSpielleitung?.[0]).toContain(`Zeile ${rows[0]} (`);
  expect(await card.locator('button[data-action="bestätigen"]').count()).toBe(0);
  expect(await card.locator('button[data-action="bestreiten"]').count()).toBe(1);
  await noSidewaysScroll(page);
  await card.locator('h2').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -100));
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-bestaetigen-nur-spielleitung.png') });
  expect(errors).toEqual([]);
  await page.close();
});

test('two days on, Helga’s reminder of that report says the organiser decides it and what it would change', async () => {
  expect(older).toBeGreaterThan(0);
  const { workbook, addon } = fixture.opened.preview.session;
  const sheet = workbook.getSheetByName('Schlachten')!;
  const headers = sheet.getRange(1, 1, 1, sheet.getLastColumn()).getValues()[0].map(String);
  sheet.getRange(older + 1, headers.indexOf('Gemeldet am') + 1).setValue(new Date(fixture.clock.now() - 49 * 3_600_000));
  // The hourly check, as its trigger fires it (sheetsOnly.ts: only with one of the project's triggers).
  const trigger = addon.environment.triggers.add('checkReportDeadlines', 1);
  expect(addon.run('checkReportDeadlines', { triggerUid: trigger.getUniqueId() })).toContain('1 Erinnerung(en) fällig');

  const { page, errors } = await openOnPhone(fixture.phone, url);
  const item = page.locator('#news-list li', { hasText: 'Erinnerung' }).first();
  await item.waitFor();
  const text = (await item.textContent())!;
  expect(text).toContain('wartet seit 49 Stunden. Bestätigen kann sie nur die Spielleitung: Zählt sie jetzt, ändert sie');
  // Only players read it: the battle by armies, Runde and day, never the sheet's row.
  expect(text).toMatch(
    /ändert sie eine Schlacht, die danach schon gezählt hat: .+ gegen .+ \(Runde \d+, gespielt am \d\d\.\d\d\.\d{4}\): /,
  );
  expect(await pageText(page)).not.toContain('Zeile');
  expect(text).toContain('Bestreiten kannst du sie weiterhin.');
  await noSidewaysScroll(page);
  await item.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-neuigkeiten-nur-spielleitung.png') });
  expect(errors).toEqual([]);
  await page.close();
});

test('its reporter withdraws that report (C10): the page says so, like any other answer', async () => {
  expect(olderReporter).not.toBe('');
  const { page, errors } = await openOnPhone(fixture.phone, playerLinks(fixture.opened.preview).get(olderReporter)!);
  await page.locator('#armies li').first().waitFor();
  await page.locator('.tabs button[data-page="confirm"]').tap();
  const mine = page.locator('#confirm-mine li', { hasText: 'Meldung zurückziehen' });
  expect(await mine.count()).toBe(1);
  const what = (await mine.locator('strong').textContent())!;
  await mine.locator('button[data-action="zurückziehen"]').tap();
  await page.locator('#confirm-done').waitFor();
  await expect(page.locator('#confirm-done').textContent()).resolves.toBe(`${what}: Zurückgezogen – die Meldung zählt nicht.`);
  // The button is gone with the redrawn list: the focus is on what came of it.
  await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('confirm-done');
  expect(cellOf(older + 1, 'Status')).toBe('verworfen');
  await noSidewaysScroll(page);
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-bestaetigen-zurueckgezogen.png') });
  expect(errors).toEqual([]);
  await page.close();
});

test('a Status the organiser mistyped: Helga reads who fixes it and what she can do — no row, no allowed values', async () => {
  expect(older).toBeGreaterThan(0);
  const { workbook, addon } = fixture.opened.preview.session;
  const sheet = workbook.getSheetByName('Schlachten')!;
  const headers = sheet.getRange(1, 1, 1, sheet.getLastColumn()).getValues()[0].map(String);
  const set = (row: number, header: string, value: unknown) => sheet.getRange(row, headers.indexOf(header) + 1).setValue(value);
  // The older report waits for Helga again.
  set(older + 1, 'Status', 'gemeldet');
  set(older + 1, 'Einspruch', '');
  const { page, errors } = await openOnPhone(fixture.phone, url);
  await page.locator('#waiting-go').tap();
  const card = page.locator(`#page-confirm .answer[data-row="${older + 1}"]`);
  await card.waitFor();
  // Her page is open; the organiser mistypes the Status of that row and of the one she confirmed.
  set(older + 1, 'Status', 'gemeldte');
  set(rows[0], 'Status', 'bestätgt');
  await card.locator('textarea').fill('Das Ergebnis stimmt nicht.');
  await card.locator('button[data-action="bestreiten"]').tap();
  const refusal = card.locator('.answer-error');
  await refusal.waitFor();
  const said = (await refusal.textContent())!;
  expect(said).toMatch(
    /^Die Spielleitung muss den Status der Schlacht .+ gegen .+ \(Runde \d+, gespielt am [\d.]+\) berichtigen/,
  );
  expect(said).toContain('Du musst nichts tun; dauert es, sag der Spielleitung Bescheid. Nichts wurde gespeichert.');
  expect(said).not.toMatch(/Zeile|erlaubt|gemeldte/);
  expect(cellOf(older + 1, 'Status')).toBe('gemeldte');
  await noSidewaysScroll(page);
  await refusal.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-bestaetigen-status-falsch.png') });

  // „Aktualisieren“: „Meine Schlachten“ says it of both battles; nothing on her page names a row.
  await page.locator('#refresh').tap();
  await page.waitForFunction(() => !(document.getElementById('refresh') as HTMLButtonElement).disabled);
  await page.locator('.tabs button[data-page="overview"]').tap();
  const typo = page.locator('#my-battles li', { hasText: 'Status dieser Schlacht berichtigen' });
  expect(await typo.count()).toBe(2);
  expect(await pageText(page)).not.toMatch(/Zeile|erlaubt sind: leer|bestätgt|gemeldte/);
  await typo.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-meine-schlachten-status-falsch.png') });

  // The organiser's answer to the same row still names it and the allowed values.
  const decided = addon.runFromClient('decideReport', { zeile: older + 1, aktion: 'verwerfen', einreichungsId: 'd-typo' }) as {
    ok: boolean;
    message?: string;
  };
  expect(decided.ok).toBe(false);
  expect(decided.message).toMatch(new RegExp(`^Zeile ${older + 1}: Status „gemeldte“ ist unbekannt; erlaubt sind: `));
  expect(errors).toEqual([]);
  await page.close();
});

test('the organiser typed that battle too: Helga reads it may count twice, and that she disputes it then (user test 34)', async () => {
  expect(older).toBeGreaterThan(0);
  const { workbook } = fixture.opened.preview.session;
  const sheet = workbook.getSheetByName('Schlachten')!;
  const headers = sheet.getRange(1, 1, 1, sheet.getLastColumn()).getValues()[0].map(String);
  const set = (row: number, header: string, value: unknown) => sheet.getRange(row, headers.indexOf(header) + 1).setValue(value);
  set(older + 1, 'Status', 'gemeldet');
  set(rows[0], 'Status', 'bestätigt');
  // The same Runde, armies and result typed into a new row (no Status: it counts at once).
  const inputs = headers.indexOf('Mission') + 1;
  sheet.appendRow(sheet.getRange(older + 1, 1, 1, inputs).getValues()[0]);
  const { page, errors } = await openOnPhone(fixture.phone, url);
  await page.locator('#waiting-go').tap();
  const note = page.locator(`#page-confirm .answer[data-row="${older + 1}"] .same-battle`);
  await note.waitFor();
  expect(await note.textContent()).toMatch(
    /^Vielleicht doppelt: In Runde \d+ steht schon eine Schlacht .+ gegen .+ \(\d+:\d+, von der Spielleitung eingetragen, zählt\)\. Ist es dieselbe, zählt sie mit dieser Meldung doppelt – dann „Bestreiten“ und das im Einspruch sagen\.$/,
  );
  await noSidewaysScroll(page);
  await note.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-bestaetigen-doppelt.png') });
  expect(errors).toEqual([]);
  await page.close();
});
