/**
 * ScriptApp's installable triggers for the twin (N3, N5): newTrigger(fn).timeBased()
 * .everyHours(n) or .after(ms), .create(), getProjectTriggers(), deleteTrigger(t). Pessimistic as
 * Google: the scope script.scriptapp is required; everyHours takes only 1, 2, 4, 6, 8 or 12; a
 * user may have 20 triggers per script ("This script has too many triggers …",
 * https://developers.google.com/apps-script/guides/services/quotas), and a one-off trigger
 * (`after`, "the minimum duration … the actual duration might vary") stays in the list after it
 * fired until the script deletes it. Nothing fires by itself: a test or the preview runs the
 * handler with the trigger's event. Each trigger belongs to the account that created it:
 * getProjectTriggers "gets all installable triggers associated with the current project and
 * current user", and a trigger "always runs under the account of the person who created" it
 * (https://developers.google.com/apps-script/reference/script/script-app#getProjectTriggers(),
 * https://developers.google.com/apps-script/guides/triggers/installable#restrictions).
 *
 * newTrigger(fn).forSpreadsheet(ss).onChange().create(): the installable change trigger
 * (SpreadsheetTriggerBuilder). Unlike a clock trigger it fires by itself — loadAddon.ts runs it
 * after a user's change (changeTrigger.ts says when), never after a script's.
 */
import type { GrantedScopes } from './authorization';

export const TRIGGER_SCOPE = 'https://www.googleapis.com/auth/script.scriptapp';
const TRIGGERS_PER_USER = 20;
const HOURS = [1, 2, 4, 6, 8, 12];
const FIRST_ID = 4034124084959907503n;

export class OfflineTrigger {
  constructor(
    private readonly id: string,
    private readonly handler: string,
    /** Hours between runs; null for a one-off trigger. */
    readonly everyHours: number | null,
    /** A one-off trigger: the least milliseconds after its creation it fires; null when it repeats. */
    readonly afterMs: number | null = null,
    /** The account that created it: it runs as this account, and only this account lists it. */
    readonly owner = '',
    /** ScriptApp.EventType's name: CLOCK, or ON_CHANGE for a spreadsheet's change trigger. */
    private readonly eventType: 'CLOCK' | 'ON_CHANGE' = 'CLOCK',
    /** The spreadsheet a change trigger listens to (getTriggerSourceId); '' for a clock trigger. */
    readonly sourceId = '',
  ) {}
  getHandlerFunction(): string {
    return this.handler;
  }
  getUniqueId(): string {
    return this.id;
  }
  getEventType(): string {
    return this.eventType;
  }
  getTriggerSource(): string {
    return this.eventType === 'CLOCK' ? 'CLOCK' : 'SPREADSHEETS';
  }
  getTriggerSourceId(): string | null {
    return this.eventType === 'CLOCK' ? null : this.sourceId;
  }
}

class ClockTriggerBuilder {
  private hours: number | null = null;
  constructor(
    private readonly triggers: OfflineTriggers,
    private readonly handler: string,
  ) {}
  private afterMs: number | null = null;
  everyHours(n: number): this {
    if (!HOURS.includes(n)) throw new Error('Invalid argument: everyHours. Supported values are 1, 2, 4, 6, 8, 12.');
    this.hours = n;
    return this;
  }
  after(durationMilliseconds: number): this {
    if (!Number.isInteger(durationMilliseconds) || durationMilliseconds < 0) throw new Error('Invalid argument: after.');
    this.afterMs = durationMilliseconds;
    return this;
  }
  create(): OfflineTrigger {
    if (this.hours === null && this.afterMs === null) throw new Error('No frequency set for the clock trigger.');
    return this.triggers.add(this.handler, this.hours, this.afterMs);
  }
}

/** SpreadsheetTriggerBuilder: only onChange is emulated (notEmulated for the others). */
class SpreadsheetTriggerBuilder {
  private change = false;
  constructor(
    private readonly triggers: OfflineTriggers,
    private readonly handler: string,
    private readonly sourceId: string,
  ) {}
  onChange(): this {
    this.change = true;
    return this;
  }
  create(): OfflineTrigger {
    if (!this.change) throw new Error('Not emulated offline: only onChange() spreadsheet triggers.');
    return this.triggers.add(this.handler, null, null, 'ON_CHANGE', this.sourceId);
  }
}

export class OfflineTriggers {
  readonly list: OfflineTrigger[] = [];
  private next = 1;
  constructor(
    private readonly granted: GrantedScopes,
    /** The account the script runs as now. */
    private readonly user: () => string = () => '',
  ) {}

  private requireScope(method: string): void {
    if (!this.granted.has(TRIGGER_SCOPE)) {
      throw new Error(`You do not have permission to call ScriptApp.${method}. Required permissions: ${TRIGGER_SCOPE}`);
    }
  }

  newTrigger(handler: string): {
    timeBased(): ClockTriggerBuilder;
    forSpreadsheet(spreadsheet: { getId(): string } | string): SpreadsheetTriggerBuilder;
  } {
    this.requireScope('newTrigger');
    return {
      timeBased: () => new ClockTriggerBuilder(this, handler),
      forSpreadsheet: (spreadsheet) =>
        new SpreadsheetTriggerBuilder(this, handler, typeof spreadsheet === 'string' ? spreadsheet : spreadsheet.getId()),
    };
  }

  add(
    handler: string,
    everyHours: number | null,
    afterMs: number | null = null,
    eventType: 'CLOCK' | 'ON_CHANGE' = 'CLOCK',
    sourceId = '',
  ): OfflineTrigger {
    const owner = this.user();
    if (this.list.filter((t) => t.owner === owner).length >= TRIGGERS_PER_USER) {
      throw new Error('This script has too many triggers. Triggers must be deleted from the script before more can be added.');
    }
    // Google's ids are long numbers (its example: 4034124084959907503), never 1, 2, 3 a caller could guess.
    const id = String(FIRST_ID + BigInt(this.next++) * 7919n);
    const trigger = new OfflineTrigger(id, handler, everyHours, afterMs, owner, eventType, sourceId);
    this.list.push(trigger);
    return trigger;
  }

  /** Every account's change triggers on the spreadsheet `sourceId`: what Google runs after a user's change. */
  changeTriggers(sourceId: string): OfflineTrigger[] {
    return this.list.filter((t) => t.getEventType() === 'ON_CHANGE' && t.sourceId === sourceId);
  }

  getProjectTriggers(): OfflineTrigger[] {
    this.requireScope('getProjectTriggers');
    const user = this.user();
    return this.list.filter((t) => t.owner === user);
  }

  deleteTrigger(trigger: OfflineTrigger): void {
    this.requireScope('deleteTrigger');
    const i = this.list.findIndex((t) => t.getUniqueId() === trigger.getUniqueId() && t.owner === this.user());
    if (i >= 0) this.list.splice(i, 1);
  }
}
