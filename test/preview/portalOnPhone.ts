// The fixture of every player-portal test: Chromium, the demo campaign's preview (its page
// open), and a phone to open the players' links in — started once per file, closed after it;
// the add-on and the phone read the time from one TestClock.
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { PreviewHandle } from '../../src/preview/preview';
import type { PortalData } from '../../src/shared/portalContract';
import { ARTIFACTS, launchChromium } from '../support';
import { openOnPhone, phoneContext, playerLinks, reportLastBattles, setSetting } from './phoneKit';
import { OpenPreview, openPreviewPage } from './previewKit';
import { TestClock } from './testClock';

export interface PortalOnPhone {
  browser: Browser;
  opened: OpenPreview;
  phone: BrowserContext;
  /** The time the preview and the phone read (fixed; a test moves it). */
  clock: TestClock;
}

/**
 * Registers the file's beforeAll and afterAll; the returned object is filled once beforeAll ran.
 * `prepare` changes the preview's campaign before the phone opens (e.g. a round begun).
 */
export function portalOnPhone(prepare?: (opened: OpenPreview) => void | Promise<void>): PortalOnPhone {
  const fixture = {} as PortalOnPhone;
  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    fixture.browser = await launchChromium();
    fixture.clock = new TestClock();
    fixture.opened = await openPreviewPage(fixture.browser, fixture.clock.now);
    await prepare?.(fixture.opened);
    fixture.phone = await phoneContext(fixture.browser);
    await fixture.clock.follow(fixture.phone);
  });
  afterAll(async () => {
    await fixture.phone?.close();
    await fixture.opened?.close();
    await fixture.browser?.close();
  });
  return fixture;
}

/**
 * The fixture with `player`'s last battle reported by his opponent (reportLastBattles), waiting
 * for his answer: its sheet row and his link, filled once beforeAll ran.
 */
export function reportWaitingOnPhone(player: string): { fixture: PortalOnPhone; waiting: { row: number; url: string } } {
  const waiting = { row: -1, url: '' };
  const fixture = portalOnPhone((opened) => {
    [{ row: waiting.row }] = reportLastBattles(opened.preview.session.workbook, player, 1);
    waiting.url = playerLinks(opened.preview).get(player)!;
  });
  return { fixture, waiting };
}

/** The round tests' phones: the demo with attack declarations on (A1) and its players' links. */
export interface DeclarationsOnPhone {
  fixture: PortalOnPhone;
  readonly preview: PreviewHandle;
  /** Each player's link, as the preview prints them. */
  readonly links: Map<string, string>;
  tokenOf(player: string): string;
  /** What the portal's server sends `player` now. */
  portalData(player: string): PortalData;
  /** `player`'s link opened on the phone, his armies drawn. */
  open(player: string): Promise<{ page: Page; errors: string[] }>;
  tab(page: Page, name: string): Promise<void>;
}

export function declarationsOnPhone(): DeclarationsOnPhone {
  let links = new Map<string, string>();
  const fixture = portalOnPhone((opened) => {
    links = playerLinks(opened.preview);
    setSetting(opened.preview, 'Angriffe ansagen', 'ja');
  });
  const tokenOf = (player: string) => links.get(player)!.split('?t=')[1];
  return {
    fixture,
    get preview() {
      return fixture.opened.preview;
    },
    get links() {
      return links;
    },
    tokenOf,
    portalData: (player) => fixture.opened.preview.session.addon.webApp.run('getPortalData', tokenOf(player)) as PortalData,
    async open(player) {
      const o = await openOnPhone(fixture.phone, links.get(player)!);
      await o.page.locator('#armies li').first().waitFor();
      return o;
    },
    tab: (page, name) => page.locator(`.tabs button[data-page="${name}"]`).tap(),
  };
}
