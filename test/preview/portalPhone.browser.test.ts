// The portal as players use it (issue 24 §4), in headless Chromium at 390×844 through the
// preview's web app path: what waits comes first on Übersicht, „Meine Schlachten“ with each
// result; the header stays one line with a long name; the map zooms with two fingers, jumps to
// my armies and its fields are buttons a screen reader reaches; Stand is ranked with held
// fields; Buchen keeps focus and scroll on a tap, and a refusal puts the focus at its field.
// Screenshots go to test-artifacts/ (portal-phone-*.png).
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { PreviewHandle } from '../../src/preview/preview';
import { PORTAL_REFRESH } from '../../src/rules/portalRefresh';
import type { PortalData } from '../../src/shared/portalContract';
import { ARTIFACTS } from '../support';
import { openOnPhone, playerLinks } from './phoneKit';
import { portalOnPhone } from './portalOnPhone';

const LONG_PLAYER = 'Bartholomäus von Hohenzollern-Sigmaringen';
const LONG_FACTION = 'Adeptus Mechanicus der Schmiedewelt';

let preview: PreviewHandle;
let links: Map<string, string>;

const tokenOf = (link: string) => link.split('?t=')[1];
const portalData = (link: string) => preview.session.addon.webApp.run('getPortalData', tokenOf(link)) as PortalData;
const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: path.join(ARTIFACTS, `portal-phone-${name}.png`), fullPage });

const fixture = portalOnPhone((opened) => {
  preview = opened.preview;
  preview.session.workbook.getSheetByName('Spieler')!.appendRow([LONG_PLAYER, LONG_FACTION, 500]);
  links = playerLinks(preview);
});

/** A demo player with battles, armies on the map and something to book. */
function busyPlayer(): [string, string] {
  return [...links.entries()].find(([, link]) => {
    const d = portalData(link);
    return (
      d.myBattles.battles.length > 1 && d.overview.armies.some((a) => a.field) && d.booking.armies.some((a) => a.targets.length)
    );
  })!;
}

/** A demo player with an army that may still rise. */
function risingPlayer(): [string, string] {
  return [...links.entries()].find(([, link]) =>
    portalData(link).booking.armies.some((a) => a.upgrades.some((u) => !('refused' in u))),
  )!;
}

async function open(url: string): Promise<{ page: Page; errors: string[] }> {
  const opened = await openOnPhone(fixture.phone, url);
  await opened.page.locator('#armies li').first().waitFor();
  return opened;
}

test('Übersicht: what waits comes first, then my armies and „Meine Schlachten“ with each result', async () => {
  const [, url] = busyPlayer();
  const data = portalData(url);
  const { page, errors } = await open(url);
  const order = await page
    .locator('#page-overview > section, #page-overview > h2')
    .evaluateAll((nodes) => nodes.map((n) => n.id || n.textContent));
  // „Du wirst angegriffen“ (when someone attacks) and „Wartet auf dich“ come before everything else.
  expect(order.slice(0, 2)).toEqual(['attacked', 'waiting']);
  // Wartet auf dich is on the first screen.
  expect((await page.locator('#waiting h2').first().boundingBox())!.y).toBeLessThan(844 / 2);
  const battles = page.locator('#my-battles li');
  expect(await battles.count()).toBe(data.myBattles.battles.length);
  await expect(battles.first().textContent()).resolves.toContain(data.myBattles.battles[0].result);
  await expect(battles.first().textContent()).resolves.toContain(data.myBattles.battles[0].opponent);
  await shot(page, 'uebersicht');
  expect(errors).toEqual([]);
  await page.close();
});

test('the header stays one line at 390 px with a long name and faction', async () => {
  const { page, errors } = await open(links.get(LONG_PLAYER)!);
  const header = (await page.locator('header.top').boundingBox())!;
  const button = (await page.locator('#refresh').boundingBox())!;
  // One line: no taller than its button and the padding.
  expect(header.height).toBeLessThanOrEqual(button.height + 20);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The whole name stays readable for assistive technology and as a tooltip.
  expect(await page.locator('#player').getAttribute('title')).toContain(LONG_PLAYER);
  await shot(page, 'kopf', false);
  expect(errors).toEqual([]);
  await page.close();
});

/** A phone zoomed to 200 % (Chrome's and Safari's page zoom): 390×844 device pixels, 195×422 CSS pixels. */
async function zoomedPhone(): Promise<BrowserContext> {
  const context = await fixture.browser.newContext({
    viewport: { width: 195, height: 422 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
  await fixture.clock.follow(context);
  return context;
}

/** How far right the first `length` characters of `selector`'s text reach, and where its box ends. */
function textEnd(page: Page, selector: string, length: number): Promise<{ text: number; box: number }> {
  return page.locator(selector).evaluate((node, n) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const first = walker.nextNode() as Text;
    const range = document.createRange();
    range.setStart(first, 0);
    range.setEnd(first, Math.min(n, first.length));
    return { text: range.getBoundingClientRect().right, box: node.getBoundingClientRect().right };
  }, length);
}

test('the header shows my whole name and the whole round, on a phone and zoomed to 200 %', async () => {
  const name = 'Konrad';
  const round = `Runde ${portalData(links.get(name)!).round.round}`;
  const zoomed = await zoomedPhone();
  for (const [context, label] of [
    [fixture.phone, 'kopf-390'],
    [zoomed, 'kopf-200'],
  ] as const) {
    const { page, errors } = await openOnPhone(context, links.get(name)!);
    await page.locator('#armies li').first().waitFor();
    const nameEnd = await textEnd(page, '#player', name.length);
    expect(nameEnd.text).toBeLessThanOrEqual(nameEnd.box + 0.5);
    const roundEnd = await textEnd(page, '#round', round.length);
    expect(roundEnd.text).toBeLessThanOrEqual(roundEnd.box + 0.5);
    // Nothing of the header runs under the button, and the page does not scroll sideways.
    const who = (await page.locator('header.top .who').boundingBox())!;
    const button = (await page.locator('#refresh').boundingBox())!;
    expect(who.x + who.width).toBeLessThanOrEqual(button.x);
    const width = page.viewportSize()!.width;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expect(page.getByRole('button', { name: PORTAL_REFRESH }).count()).resolves.toBe(1);
    await shot(page, label, false);
    expect(errors).toEqual([]);
    await page.close();
  }
  await zoomed.close();
});

/**
 * Text at 200 % without a narrower page (Firefox's font size, Chrome's former text scaling): the
 * phone stays 390 px wide and every element's text doubles — after the details are drawn.
 */
async function doubleText(page: Page): Promise<void> {
  await page.locator('.tabs button[data-page="map"]').tap();
  await page.locator('#page-map g.field').first().waitFor();
  await page.evaluate(() => {
    const all = Array.from(document.querySelectorAll<HTMLElement>('body, body *'));
    const sizes = all.map((node) => parseFloat(getComputedStyle(node).fontSize));
    all.forEach((node, i) => (node.style.fontSize = `${sizes[i] * 2}px`));
  });
}

for (const [how, width] of [
  ['zoomed to 200 %', 195],
  ['text at 200 %', 390],
] as const) {
  test(`${how}: every tab readable, no page scrolls sideways, Stand keeps names and numbers whole`, async () => {
    const context = how === 'zoomed to 200 %' ? await zoomedPhone() : fixture.phone;
    const { page, errors } = await openOnPhone(context, links.get('Konrad')!);
    await page.locator('#armies li').first().waitFor();
    if (how === 'text at 200 %') await doubleText(page);
    for (const tab of await page.locator('.tabs button').all()) {
      await tab.tap();
      // A tab's label is whole: not cut by its box.
      expect(await tab.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // The page's buttons too hold their words (the map's data comes after the first page: wait for it).
      if ((await tab.getAttribute('data-page')) === 'map') await page.locator('#page-map g.field').first().waitFor();
      const cut = await page
        .locator('header button, main .page:not([hidden]) button')
        .evaluateAll((buttons) =>
          buttons.filter((b) => b.getClientRects().length && b.scrollWidth > b.clientWidth + 1).map((b) => b.textContent),
        );
      expect(cut).toEqual([]);
    }
    // The header: nothing runs under the button.
    const who = (await page.locator('header.top .who').boundingBox())!;
    expect(who.x + who.width).toBeLessThanOrEqual((await page.locator('#refresh').boundingBox())!.x);
    await page.locator('.tabs button[data-page="standings"]').tap();
    // A player's name breaks between words at most, never letter by letter.
    const names = await page.locator('#standing-players tr, #standing-armies tr').evaluateAll((rows) =>
      rows.map((row) => {
        const cell = row.querySelector('td:not(.rank)')!;
        const range = document.createRange();
        range.selectNodeContents(cell.firstChild!);
        return { name: cell.firstChild!.textContent!, lines: range.getClientRects().length };
      }),
    );
    for (const { name, lines } of names) expect(lines).toBeLessThanOrEqual(name.split(' ').length);
    // Each number still says what it is (the column heads are out of sight).
    const labelled = await page
      .locator('#standing-players tr')
      .first()
      .locator('td.num')
      .evaluateAll((cells) => cells.map((c) => getComputedStyle(c, '::before').content));
    expect(labelled).toEqual(['"Felder"', '"Stufen"', '"VP"']);
    await shot(page, `stand-${how === 'zoomed to 200 %' ? 'zoom' : 'text'}-200`);
    expect(errors).toEqual([]);
    if (context === fixture.phone) await page.close();
    else await context.close();
  });
}

/** The words of Stand's names (player and army cells) that run over two lines. */
function brokenWords(page: Page): Promise<string[]> {
  return page.locator('#standing-players td:nth-child(2), #standing-armies td:nth-child(-n+2)').evaluateAll((cells) =>
    cells.flatMap((cell) => {
      const text = cell.firstChild!;
      const broken: string[] = [];
      for (const word of text.textContent!.matchAll(/[^\s-]+/g)) {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        const tops = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
        if (tops.size > 1) broken.push(word[0]);
      }
      return broken;
    }),
  );
}

/** Two fingers on the map, moving apart (CDP touch events: what a phone sends). */
async function pinch(page: Page, grow: number): Promise<void> {
  const box = (await page.locator('#map-canvas').boundingBox())!;
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  const cdp = await page.context().newCDPSession(page);
  const points = (d: number) => [
    { x: cx - d, y: cy, id: 1 },
    { x: cx + d, y: cy, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(40) });
  for (let step = 1; step <= 5; step++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(40 + (40 * (grow - 1) * step) / 5) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('Karte: two fingers zoom, „Zu meinen Armeen“ shows mine, every field is a button a screen reader reaches', async () => {
  const [, url] = busyPlayer();
  const data = portalData(url);
  const { page, errors } = await open(url);
  await page.locator('.tabs button[data-page="map"]').tap();
  await page.locator('#page-map svg g.field').first().waitFor();

  const width = async () => Number(await page.locator('#page-map svg').getAttribute('width'));
  const before = await width();
  await pinch(page, 2);
  expect(await width()).toBeGreaterThan(before * 1.5);
  await pinch(page, 0.5);
  expect(await width()).toBeLessThan(before * 1.5);

  // Scroll away, then back to my armies: a field of mine is inside the canvas and chosen.
  await page.locator('#map-canvas').evaluate((c) => c.scrollTo(c.scrollWidth, c.scrollHeight));
  await page.getByRole('button', { name: 'Zu meinen Armeen' }).tap();
  const chosen = page.locator('#page-map g.field.chosen');
  const mine = (await chosen.getAttribute('data-field'))!;
  expect(data.overview.armies.map((a) => a.field)).toContain(mine);
  const canvas = (await page.locator('#map-canvas').boundingBox())!;
  const tile = (await chosen.locator('rect.tile').boundingBox())!;
  expect(tile.x).toBeGreaterThanOrEqual(canvas.x - 1);
  expect(tile.x + tile.width).toBeLessThanOrEqual(canvas.x + canvas.width + 1);
  expect(tile.y).toBeGreaterThanOrEqual(canvas.y - 1);
  expect(tile.y + tile.height).toBeLessThanOrEqual(canvas.y + canvas.height + 1);
  await expect(page.locator('#map-history h2').textContent()).resolves.toContain(mine);
  await shot(page, 'karte', false);

  // Screen readers: the map is not one image; each field a button named with its holder and armies.
  const snapshot = await page.locator('#map-canvas').ariaSnapshot();
  expect(snapshot).not.toMatch(/^- img/);
  const field = data.map.fields.find((f) => f.name === mine)!;
  const button = page.getByRole('button', { name: new RegExp(`^${field.name}: `) });
  expect(await button.count()).toBe(1);
  for (const army of field.armies) await expect(button.getAttribute('aria-label')).resolves.toContain(army);
  expect(errors).toEqual([]);
  await page.close();
});

test('Stand: ranked by held fields, then Stufen, then supply, said on the page, with a column for fields', async () => {
  const [player, url] = busyPlayer();
  const { standings } = portalData(url);
  const { page, errors } = await open(url);
  await page.locator('.tabs button[data-page="standings"]').tap();
  await expect(page.locator('#page-standings').textContent()).resolves.toContain(
    'Rangfolge: gehaltene Felder, dann Stufen aller Armeen, dann Versorgung.',
  );
  const headers = await page.locator('#page-standings table').first().locator('th').allTextContents();
  expect(headers).toEqual(['Rang', 'Spieler', 'Felder', 'Stufen', 'VP']);
  const rows = await page
    .locator('#standing-players tr')
    .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.firstChild?.textContent ?? '')));
  expect(rows.map((r) => r[1])).toEqual(standings.players.map((p) => p.player));
  const fields = rows.map((r) => Number(r[2]));
  expect(fields).toEqual([...fields].sort((a, b) => b - a));
  expect(await page.locator('#standing-players tr.me td').nth(1).textContent()).toContain(player);
  // Each player's armies counted in German: „1 Armee“, „2 Armeen“.
  const counts = await page.locator('#standing-players .sub').allTextContents();
  const one = standings.players.findIndex((p) => p.activeArmies === 1);
  const two = standings.players.findIndex((p) => p.activeArmies > 1);
  expect([one, two]).not.toContain(-1);
  expect(counts[one]).toMatch(/^1\u00a0Armee · /);
  expect(counts[two]).toMatch(/^\d+\u00a0Armeen · /);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'stand');
  // Any row may be its reader's own, in bold: no name breaks inside a word even then (no
  // hyphenation here: Chromium on Linux has no German dictionary), and nothing scrolls sideways.
  await page
    .locator('#standing-players tr, #standing-armies tr')
    .evaluateAll((rows) => rows.forEach((r) => r.classList.add('me')));
  expect(await brokenWords(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(errors).toEqual([]);
  await page.close();
});

test('Buchen: a tap keeps the page (focus and scroll); a refusal puts the focus at its field', async () => {
  const [, url] = risingPlayer();
  // The organiser begins the next round: its Befehle phase is when players book (R4).
  const begun = preview.session.addon.runFromClient('startNewRound', portalData(url).round.round + 1, 1000) as { ok: boolean };
  expect(begun.ok).toBe(true);
  const { page, errors } = await open(url);
  await page.locator('.tabs button[data-page="book"]').tap();
  await page.locator('#page-book h1').waitFor();
  const kinds = page.locator('#page-book .book-kinds');
  await kinds.evaluate((node) => ((window as unknown as { kept: Element }).kept = node));
  const army = portalData(url).booking.armies.find((a) => a.upgrades.some((u) => !('refused' in u)))!;
  await page.locator('#page-book [aria-label="Armee"] button', { hasText: army.name }).tap();
  await page.locator('#page-book .book-kinds button', { hasText: 'Aufwertung' }).tap();
  const option = page.locator('#page-book [aria-label="Stufen"] button:not([disabled])').first();
  await option.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  await option.focus();
  await option.tap();
  expect(await option.getAttribute('aria-pressed')).toBe('true');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(await option.evaluate((node) => node === document.activeElement)).toBe(true);
  expect(await kinds.evaluate((node) => node === (window as unknown as { kept: Element }).kept)).toBe(true);

  // The pool is spent meanwhile (the organiser books it away): the server refuses the upgrade
  // at its field — the note is there and the focus on the chosen Stufen.
  const player = portalData(url).overview.player;
  const round = portalData(url).booking.round;
  const bookings = preview.session.workbook.getSheetByName('Buchungen')!;
  const headers = bookings.getRange(1, 1, 1, bookings.getLastColumn()).getValues()[0].map(String);
  const pool = portalData(url).overview.supply;
  bookings.appendRow(
    headers.map((h) => ({ Runde: round, Spieler: player, Art: 'Versorgungsphase', Versorgung: -pool, Notiz: 'Test' })[h] ?? ''),
  );
  await page.locator('#book-send').tap();
  const note = page.locator('#page-book .book-note.error');
  await note.waitFor();
  const focused = await page.evaluate(() => document.activeElement?.closest('[role="group"]')?.getAttribute('aria-label'));
  expect(focused).toBe('Stufen');
  await shot(page, 'buchen-abgelehnt');
  expect(errors).toEqual([]);
  await page.close();
});
