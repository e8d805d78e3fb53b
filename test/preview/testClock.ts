// The time the portal's tests run at: one fixed instant in the demo campaign's story, read alike
// by the add-on (the preview's clock) and the phone's browser, so what a page shows of the time —
// a Neuigkeit's time, a new report's Datum — and with it the README's pictures are the same on
// every run. It moves only when a test moves it (a visit, then a round begun ten minutes later).
import type { BrowserContext } from 'playwright-core';

/**
 * Saturday, 14 March 2026, 18:00 in Berlin: the demo's round 5 began on 28 February and its
 * battles were reported and confirmed by 13 March (src/demo/campaignSimulator.ts `date`).
 */
export const TEST_START = new Date('2026-03-14T18:00:00+01:00');

export class TestClock {
  private ms = TEST_START.getTime();
  private readonly browsers: BrowserContext[] = [];

  /** What the add-on reads as now (PreviewOptions.clock). */
  readonly now = (): number => this.ms;

  /** A browser context reads the same time from now on (Date only: its timers keep running). */
  async follow(context: BrowserContext): Promise<void> {
    this.browsers.push(context);
    await context.clock.setFixedTime(this.ms);
  }

  async advance(minutes: number): Promise<void> {
    this.ms += minutes * 60_000;
    for (const browser of this.browsers) await browser.clock.setFixedTime(this.ms);
  }
}
