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
 */
import type { GrantedScopes } from './authorization';

export const TRIGGER_SCOPE = 'https://www.googleapis.com/auth/script.scriptapp';
const TRIGGERS_PER_USER = 20;
const HOURS = [1, 2, 4, 6, 8, 12];

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
  ) {}
  getHandlerFunction(): string {
    return this.handler;
  }
  getUniqueId(): string {
    return this.id;
  }
  getEventType(): string {
    return 'CLOCK';
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

  newTrigger(handler: string): { timeBased(): ClockTriggerBuilder } {
    this.requireScope('newTrigger');
    return { timeBased: () => new ClockTriggerBuilder(this, handler) };
  }

  add(handler: string, everyHours: number | null, afterMs: number | null = null): OfflineTrigger {
    const owner = this.user();
    if (this.list.filter((t) => t.owner === owner).length >= TRIGGERS_PER_USER) {
      throw new Error('This script has too many triggers. Triggers must be deleted from the script before more can be added.');
    }
    const trigger = new OfflineTrigger(String(this.next++), handler, everyHours, afterMs, owner);
    this.list.push(trigger);
    return trigger;
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
