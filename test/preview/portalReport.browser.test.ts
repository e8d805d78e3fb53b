// "Schlacht melden" in the player portal at 390×844 through the preview's web app path: Konrad
// (a demo player) reports a battle with the battle form's preview; the page says it is saved,
// the row is gemeldet with Gemeldet von Konrad, and after Aktualisieren Übersicht and Stand are
// unchanged (a gemeldet report counts for nothing yet). An army name with markup is inert.
// The page's picture in the README is test/screenshots/portal-melden.png, taken here.
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { PortalDetails } from '../../src/shared/portalContract';
import { ARTIFACTS } from '../support';
import { openOnPhone, playerLinks, readmeScreenshot, setSetting } from './phoneKit';
import { portalOnPhone } from './portalOnPhone';
import type { PortalData } from '../../src/shared/portalContract';

const MARKUP_ARMY = '<b onmouseover="window.__pwned=1">Schatten</b>';
const MARKUP_PLAYER = '<img src=x onerror="window.__pwned=1">Mallory';

let links: Map<string, string>;

const fixture = portalOnPhone((opened) => {
  const workbook = opened.preview.session.workbook;
  // Reports without declarations, in the Schlachten phase (R3, A1 off): Melden offers every
  // opponent next to an own army.
  setSetting(opened.preview, 'Angriffe ansagen', 'nein');
  setSetting(opened.preview, 'Phase', 'Schlachten');
  // The markup army stands on an empty field next to another player's army: it has someone to report against.
  const [first] = [...playerLinks(opened.preview).values()];
  const { map } = opened.preview.session.addon.webApp.run('getPortalData', first.split('?t=')[1]) as PortalData;
  const occupied = new Set(map.fields.filter((f) => f.armies.length > 0).map((f) => f.name));
  const start = map.fields.find((f) => f.armies.length === 0 && f.neighbours.some((n) => occupied.has(n)))!.name;
  workbook.getSheetByName('Spieler')!.appendRow([MARKUP_PLAYER, 'Chaos', 500]);
  const armies = workbook.getSheetByName('Armeen')!;
  const headers = armies.getRange(1, 1, 1, armies.getLastColumn()).getValues()[0].map(String);
  armies.appendRow(
    headers.map((h) => ({ Armee: MARKUP_ARMY, Spieler: MARKUP_PLAYER, Startstufe: 2, Startfeld: start })[h] ?? ''),
  );
  links = playerLinks(opened.preview);
});

async function openLink(url: string): Promise<{ page: Page; errors: string[] }> {
  const opened = await openOnPhone(fixture.phone, url);
  await opened.page.locator('#armies li').first().waitFor();
  return opened;
}

const options = (page: Page, select: string) =>
  page.locator(`${select} option`).evaluateAll((os) => (os as HTMLOptionElement[]).map((o) => o.value).filter(Boolean));

test('Konrad reports a battle: saved as gemeldet, Übersicht and Stand unchanged after Aktualisieren', async () => {
  const { page, errors } = await openLink(links.get('Konrad')!);
  const overviewBefore = await page.locator('#armies').textContent();
  const standingsBefore = await page.locator('#standing-players').textContent();
  await page.locator('.tabs button[data-page="battle"]').tap();
  await page.locator('#page-battle').waitFor();
  // The battle form's data follows the first page (issue 24): the form shows once it is here.
  await page.locator('#battle-form').waitFor();
  // Only Konrad's armies on his side, none of his on the other; only battles he may report now.
  const data = await page.evaluate(() => JSON.parse(document.getElementById('page-data')!.textContent!));
  const { token } = data;
  const details = fixture.opened.preview.session.addon.webApp.run('getPortalDetails', token) as PortalDetails;
  const owner = new Map<string, string>(details.battleForm.armeen.map((a) => [a.name, a.spieler]));
  const mine = await options(page, '#angreifer');
  expect(mine.length).toBeGreaterThan(0);
  expect(mine.every((a) => owner.get(a) === 'Konrad')).toBe(true);
  const theirs = await options(page, '#verteidiger');
  expect(theirs.length).toBeGreaterThan(0);
  expect(theirs.some((a) => owner.get(a) === 'Konrad')).toBe(false);
  // Only opponents next to one of his armies (C5: they can attack each other now).
  const reportable = (data.round.reportable as { defender: string }[]).map((b) => b.defender);
  expect(theirs.every((a) => reportable.includes(a))).toBe(true);

  // A pair on adjacent fields: the form names the attacked field.
  let found = false;
  for (const attacker of mine) {
    await page.locator('#angreifer').selectOption(attacker);
    for (const defender of theirs) {
      await page.locator('#verteidiger').selectOption(defender);
      if (
        (await page.locator('#angriffsfeld').textContent()) &&
        (await page
          .locator('#verteidiger-error')
          .isHidden()
          .catch(() => true))
      ) {
        found = true;
        break;
      }
    }
    if (found) break;
  }
  expect(found).toBe(true);
  await page.locator('#siegpunkteAngreifer').fill('30');
  await page.locator('#siegpunkteVerteidiger').fill('20');
  await page.locator('#verlusteAngreifer').fill('0');
  await page.locator('#verlusteVerteidiger').fill('0');
  await page.locator('#mission').fill('Vorposten halten');
  if (await page.locator('#rueckzug-field').isVisible()) {
    const retreat = await options(page, '#rueckzug');
    if (retreat.length) await page.locator('#rueckzug').selectOption(retreat[0]);
  }
  await expect(page.locator('#outcome').textContent()).resolves.toMatch(/Sieger/);
  for (const target of await page
    .locator('#page-battle select, #page-battle input:not([type="hidden"]), #page-battle button, #page-battle summary')
    .all()) {
    if (!(await target.isVisible())) continue;
    expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // A new form's Datum is the phone's today: the tests' day, not the wall clock's (the README's picture shows it).
  expect(await page.locator('#datum').inputValue()).toBe('2026-03-14');
  // The Runde is the round's (C5): it reads as text, not as a box to type in (user test 34),
  // and stays the labelled, read-only control a screen reader announces.
  const round = page.getByLabel('Runde', { exact: true });
  await expect(round.inputValue()).resolves.toBe(String(data.round.round));
  await expect(round.evaluate((input) => (input as HTMLInputElement).readOnly)).resolves.toBe(true);
  await expect(
    round.evaluate((input) => {
      const style = getComputedStyle(input);
      return [style.borderTopWidth, style.backgroundColor];
    }),
  ).resolves.toEqual(['0px', 'rgba(0, 0, 0, 0)']);
  await readmeScreenshot(page, 'portal-melden');

  // Verluste left blank (user test 29): blank is no 0 — the sheet refuses a blank Verluste too —
  // so the form says at the field what to type for a side that lost nothing, and sends nothing.
  await page.locator('#verlusteVerteidiger').fill('');
  await page.locator('#submit').tap();
  const lossesError = page.locator('#verlusteVerteidiger-error');
  await lossesError.waitFor();
  await expect(lossesError.textContent()).resolves.toBe(
    'Verluste Verteidiger fehlt; bitte die Verlustpunkte angeben – 0, wenn die Seite nichts verloren hat.',
  );
  // The pair stays a pair (user test 34): the error under one field moves neither input.
  const tops = () =>
    Promise.all(['#verlusteAngreifer', '#verlusteVerteidiger'].map(async (c) => (await page.locator(c).boundingBox())!.y));
  const [attackerTop, defenderTop] = await tops();
  expect(Math.abs(attackerTop - defenderTop)).toBeLessThanOrEqual(1);
  await page.locator('#verlusteVerteidiger').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-melden-verluste-leer.png') });
  await page.locator('#verlusteVerteidiger').fill('0');
  await expect(lossesError.isHidden()).resolves.toBe(true);

  const rowsBefore = fixture.opened.preview.session.workbook.getSheetByName('Schlachten')!.getLastRow();
  await page.locator('#submit').tap();
  await page.locator('#status.success').waitFor();
  // Players never see the sheet: no row number.
  expect(await page.locator('#status').textContent()).toMatch(
    /^Gemeldet: .+ gegen .+ \(Runde \d+\)\. Sie wartet auf die Bestätigung durch /,
  );
  expect(await page.locator('#status').textContent()).not.toMatch(/Zeile/);
  await page.locator('#report-done').waitFor();
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-melden-gespeichert.png'), fullPage: true });
  const sheet = fixture.opened.preview.session.workbook.getSheetByName('Schlachten')!;
  const values = sheet.getDataRange().getValues();
  const header = values[0].map(String);
  const saved = values.find((r) => r[header.indexOf('Gemeldet von')] === 'Konrad')!;
  expect(saved).toBeDefined();
  expect(saved[header.indexOf('Status')]).toBe('gemeldet');
  expect(sheet.getLastRow()).toBeGreaterThan(rowsBefore);

  // The page asked for fresh data: Übersicht and Stand show the same, the report waits.
  await page.waitForFunction(() => !(document.getElementById('refresh') as HTMLButtonElement).disabled);
  await page.locator('#refresh').tap();
  await page.waitForFunction(() => !(document.getElementById('refresh') as HTMLButtonElement).disabled);
  expect(await page.locator('#armies').textContent()).toBe(overviewBefore);
  expect(await page.locator('#standing-players').textContent()).toBe(standingsBefore);
  // The form is fresh for the next report.
  expect(await page.locator('#siegpunkteAngreifer').inputValue()).toBe('');
  // „Gemeldet … wartet auf die Bestätigung“ belonged to the moment after sending: after
  // Aktualisieren the data may say otherwise (confirmed, another round), so it is gone (user test 34).
  expect(await page.locator('#report-done').count()).toBe(0);
  expect(await page.locator('#status').textContent()).toBe('');
  expect(errors).toEqual([]);
  await page.close();
});

test('an army name with markup is inert on the Melden page', async () => {
  const { page, errors } = await openLink(links.get(MARKUP_PLAYER)!);
  await page.locator('.tabs button[data-page="battle"]').tap();
  expect(await options(page, '#angreifer')).toEqual([MARKUP_ARMY]);
  await page.locator('#angreifer').selectOption(MARKUP_ARMY);
  await page.locator('#verlustrechner summary').first().tap();
  // A unit's fields side by side stand level, a label of two lines on its input (the pairs' subgrid, user test 34).
  const unit = page.locator('#verlustrechner fieldset.unit').first();
  if (!(await unit.isVisible())) await page.locator('#verlustrechner .add-unit').first().tap();
  for (const row of await unit.locator('.row').all()) {
    const tops = await row.locator('input, select').evaluateAll((cs) => cs.map((c) => c.getBoundingClientRect().top));
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(1);
  }
  await unit.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-melden-verlustrechner.png') });
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator('#page-battle img, #page-battle b').count()).toBe(0);
  expect(errors).toEqual([]);
  await page.close();
});

test('the phone is offline when Helga sends: „Keine Verbindung“ at the form, her input kept, the focus on „Erneut senden“; online again, the retry saves once with the same Einreichungs-ID', async () => {
  const { page, errors } = await openLink(links.get('Helga')!);
  await page.locator('.tabs button[data-page="battle"]').tap();
  await page.locator('#battle-form').waitFor();
  await page.locator('#page-battle .report-pick').first().tap();
  await page.locator('#siegpunkteAngreifer').fill('30');
  await page.locator('#siegpunkteVerteidiger').fill('20');
  await page.locator('#verlusteAngreifer').fill('0');
  await page.locator('#verlusteVerteidiger').fill('0');
  await page.locator('#mission').fill('Funkstille');
  if (await page.locator('#rueckzug-field').isVisible()) {
    const retreat = await options(page, '#rueckzug');
    if (retreat.length) await page.locator('#rueckzug').selectOption(retreat[0]);
  }
  const sent: string[] = [];
  page.on('request', (request) => {
    const body = request.postDataJSON() as { name?: string; args?: string } | null;
    if (body?.name === 'reportBattle')
      sent.push((JSON.parse(body.args!) as [string, { einreichungsId: string }])[1].einreichungsId);
  });
  const sheet = fixture.opened.preview.session.workbook.getSheetByName('Schlachten')!;
  const rowsBefore = sheet.getLastRow();

  await page.context().setOffline(true);
  await page.locator('#submit').tap();
  const retry = page.getByRole('button', { name: 'Erneut senden' });
  await retry.waitFor();
  await expect(page.locator('#page-battle').textContent()).resolves.toContain('Keine Verbindung');
  // The send button rested while the call ran: the focus is where the next step is, not lost to the page.
  expect(await retry.evaluate((node) => node === document.activeElement)).toBe(true);
  expect(await page.locator('#mission').inputValue()).toBe('Funkstille');
  expect(sheet.getLastRow()).toBe(rowsBefore);
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-melden-offline.png'), fullPage: true });

  await page.context().setOffline(false);
  await retry.tap();
  await page.locator('#status.success').waitFor();
  expect(sheet.getLastRow()).toBe(rowsBefore + 1);
  expect(sent.length).toBe(2);
  expect(sent[1]).toBe(sent[0]);
  // She starts the next report: the message of the last one goes, above the form and under it (user test 34).
  await page.locator('#report-done').waitFor();
  await page.locator('#mission').fill('Die nächste');
  expect(await page.locator('#report-done').count()).toBe(0);
  expect(await page.locator('#status').textContent()).toBe('');
  expect(errors).toEqual([]);
  await page.close();
});

test('Melden: the battles to pick stand apart, no two touching, and apart from the form below', async () => {
  const { page, errors } = await openLink(links.get('Helga')!);
  await page.locator('.tabs button[data-page="battle"]').tap();
  await page.locator('#battle-form').waitFor();
  const picks = await page.locator('#page-battle .report-pick').evaluateAll((buttons) =>
    buttons.map((b) => {
      const box = b.getBoundingClientRect();
      return { top: box.top, bottom: box.bottom };
    }),
  );
  expect(picks.length).toBeGreaterThan(1);
  for (let i = 1; i < picks.length; i++) expect(picks[i].top - picks[i - 1].bottom).toBeGreaterThanOrEqual(8);
  const formTop = await page.locator('#battle-form').evaluate((form) => {
    const first = Array.from(form.querySelectorAll('*')).find((n) => n.getClientRects().length)!;
    return first.getBoundingClientRect().top;
  });
  expect(formTop - picks[picks.length - 1].bottom).toBeGreaterThanOrEqual(8);
  await page.locator('#page-battle .report-pick').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-melden-auswahl.png') });
  expect(errors).toEqual([]);
  await page.close();
});

// User test 34: at 390 px „Verlustrechner Angreifer“ and its total („· 1 Einheit, Summe offen“)
// each broke over two lines side by side, a word orphaned in each column.
test('the Verlustrechner’s heading at 390 px: its name and its total each on one line, text readable', async () => {
  const { page, errors } = await openLink(links.get('Konrad')!);
  await page.locator('.tabs button[data-page="battle"]').tap();
  await page.locator('#battle-form').waitFor();
  for (const calculator of await page.locator('#verlustrechner .loss-calculator').all()) {
    const summary = calculator.locator('summary');
    await summary.tap();
    await calculator.locator('.add-unit').tap();
    await calculator.locator('fieldset.unit').first().waitFor();
    // Each run of text in the heading: on how many lines it lies, and its size.
    const runs = await summary.evaluate((node) => {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      const found: { text: string; lines: number; fontSize: number }[] = [];
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (!text.textContent!.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        const tops = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
        found.push({
          text: text.textContent!.trim(),
          lines: tops.size,
          fontSize: parseFloat(getComputedStyle(text.parentElement!).fontSize),
        });
      }
      return found;
    });
    expect(runs.map((r) => r.text).join(' ')).toMatch(/^Verlustrechner \S+ · 1 Einheit, Summe offen$/);
    for (const run of runs) {
      expect([run.text, run.lines]).toEqual([run.text, 1]);
      expect(run.fontSize).toBeGreaterThanOrEqual(15);
    }
  }
  await page.locator('#verlustrechner').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-melden-verlustrechner-kopf.png') });
  expect(errors).toEqual([]);
  await page.close();
});

// User test 34: a report sent again after the organiser mistyped a cell of its row showed the
// organiser's Prüfung („… bekannte Armeen stehen im Blatt Armeen“), not who puts it right.
test('Ulrike sends her report again after the organiser mistyped its Verteidiger: the battle, why, who fixes it, no sheet', async () => {
  const { page, errors } = await openLink(links.get('Ulrike')!);
  // The second send is the first sent again, byte for byte (as after an answer lost on the way).
  let first: string | null = null;
  await page.route('**/*', async (route) => {
    const body = route.request().postDataJSON() as { name?: string } | null;
    if (body?.name !== 'reportBattle') return route.continue();
    first ??= route.request().postData();
    return route.continue({ postData: first! });
  });
  const fill = async () => {
    await page.locator('#page-battle .report-pick').first().tap();
    await page.locator('#siegpunkteAngreifer').fill('30');
    await page.locator('#siegpunkteVerteidiger').fill('20');
    await page.locator('#verlusteAngreifer').fill('0');
    await page.locator('#verlusteVerteidiger').fill('0');
    await page.locator('#mission').fill('Tippfehler');
    if (await page.locator('#rueckzug-field').isVisible()) {
      const retreat = await options(page, '#rueckzug');
      if (retreat.length) await page.locator('#rueckzug').selectOption(retreat[0]);
    }
  };
  await page.locator('.tabs button[data-page="battle"]').tap();
  await page.locator('#battle-form').waitFor();
  await fill();
  const defender = await page.locator('#verteidiger').inputValue();
  await page.locator('#submit').tap();
  await page.locator('#status.success').waitFor();
  const sheet = fixture.opened.preview.session.workbook.getSheetByName('Schlachten')!;
  const header = sheet.getRange(1, 1, 1, sheet.getLastColumn()).getValues()[0].map(String);
  const typo = `${defender.slice(0, -1)}`;
  sheet
    .getRange(sheet.getLastRow(), header.indexOf('Verteidiger') + 1)
    .clearDataValidations()
    .setValue(typo);

  await fill();
  await page.locator('#submit').tap();
  const refusal = page.locator('#form-error', { hasText: 'Die Spielleitung muss die Schlacht berichtigen' });
  await refusal.waitFor();
  const shown = (await refusal.textContent())!;
  expect(shown).toContain(`gegen ${typo} (Runde `);
  expect(shown).toContain(`Verteidiger „${typo}“ ist in der Kampagne unbekannt.`);
  expect(shown).not.toMatch(/Blatt|Zeile|Zelle/);
  await refusal.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-melden-tippfehler.png') });
  expect(errors).toEqual([]);
  await page.close();
});
