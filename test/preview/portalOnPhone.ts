// The fixture of every player-portal test: Chromium, the demo campaign's preview (its page
// open), and a phone to open the players' links in — started once per file, closed after it;
// the add-on and the phone read the time from one TestClock.
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import { ARTIFACTS, launchChromium } from '../support';
import { phoneContext } from './phoneKit';
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
