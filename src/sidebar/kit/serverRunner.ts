/// <reference lib="dom" />
/**
 * The one way every page sends something to the server and shows what came back (sidebars,
 * dialogs, the portal; forms and action cards alike):
 * - busy while the call runs (a second send is ignored), through the page's `RunnerView`;
 * - one Einreichungs-ID per fill: the same payload, and so the same ID, on "Erneut senden"; a
 *   new ID only once the user changes something after a send that saved nothing, or after a save;
 * - a refusal — answered `{ ok: false, field, message }` or thrown and marked by the server
 *   (src/shared/thrownRefusal.ts) — shown as it is, at its field (focused) when it names one;
 * - Google's own failure classified (scriptRun.ts: no connection, several accounts, busy,
 *   generic) and shown with "Erneut senden";
 * - after a save, once the page took its answer in: a second, silent call that sends the
 *   notifications the save claimed (N5: deliverPendingNotifications, an execution of its own —
 *   the save's answer never waits for a mail or the chat; what it answers or fails is nobody's
 *   business here, the hourly check sweeps what it leaves).
 */
import type { FieldKey } from '../../rules/fields';
import type { Answer, Refusal as RefusedAnswer } from '../../shared/submission';
import { callServer, classifyFailure, ServerFailure } from '../scriptRun';
import { newSubmissionId } from '../submissionId';

export interface Refusal {
  field?: FieldKey;
  message: string;
}

/** Where a page shows a call's state and outcome. */
export interface RunnerView {
  setBusy(on: boolean): void;
  /** A refusal: at its field's control (focused) when the page has one, else for the whole place. */
  showRefusal(refusal: Refusal): void | Promise<void>;
  /** Google's own failure: the German line and a button that calls `retry` (the same payload again). */
  showFailure(message: string, retry: () => void): void;
  /** A new send begins: the last message goes. */
  clear(): void;
}

/** Where a fill keeps its Einreichungs-ID: in memory, or a form's hidden control. */
export interface SubmissionIdHolder {
  get(): string;
  set(id: string): void;
}

export function memoryId(): SubmissionIdHolder {
  let id = newSubmissionId();
  return { get: () => id, set: (next) => (id = next) };
}

export class ServerRunner {
  private running = false;
  /** A send that saved nothing: the next edit makes a new Einreichungs-ID. */
  private unsaved = false;

  constructor(
    private readonly view: RunnerView,
    private readonly ids: SubmissionIdHolder = memoryId(),
  ) {}

  get busy(): boolean {
    return this.running;
  }

  /** The Einreichungs-ID of the fill as it is now. */
  get submissionId(): string {
    return this.ids.get();
  }

  /** The user changed the fill: after an unsaved send it is a new submission. */
  edited(): void {
    if (!this.unsaved || this.running) return;
    this.unsaved = false;
    this.ids.set(newSubmissionId());
  }

  /** A fresh fill (after a save, or for the next entry): a new Einreichungs-ID. */
  renew(): void {
    this.unsaved = false;
    this.ids.set(newSubmissionId());
  }

  /**
   * Sends once (ignored while another call runs): `saved` gets the saved answer; a refusal or a
   * failure is shown by the view ("Erneut senden" calls the same `send`: same payload, same ID).
   */
  async submit<R extends object>(
    send: () => Promise<Answer<R>>,
    saved: (answer: { ok: true } & R) => void | Promise<void>,
    /** A refusal the caller takes over (R6's question before saving); true when it did. */
    handled?: (refusal: RefusedAnswer) => boolean,
  ): Promise<void> {
    await this.call(
      send,
      async (answer) => {
        if (answer.ok) {
          this.unsaved = false;
          try {
            await saved(answer);
          } finally {
            sendClaimedNotifications();
          }
          return;
        }
        this.unsaved = true;
        if (handled?.(answer as RefusedAnswer)) return;
        await this.view.showRefusal(answer.field === undefined ? { message: answer.message } : answer);
      },
      () => void this.submit(send, saved, handled),
    );
  }

  /** Calls a data endpoint that answers its value (or throws its refusal); `loaded` gets the value. */
  async load<R>(send: () => Promise<R>, loaded: (value: R) => void | Promise<void>): Promise<void> {
    await this.call(send, loaded, () => void this.load(send, loaded));
  }

  private async call<R>(send: () => Promise<R>, answered: (value: R) => void | Promise<void>, retry: () => void): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.view.clear();
    this.view.setBusy(true);
    let answer: R;
    try {
      answer = await send();
    } catch (error) {
      this.unsaved = true;
      const failure: ServerFailure = classifyFailure(error);
      this.running = false;
      this.view.setBusy(false);
      if (failure.retryable) this.view.showFailure(failure.message, retry);
      else await this.view.showRefusal(failure.field === undefined ? { message: failure.message } : failure);
      return;
    }
    try {
      // Still busy while the page takes the answer in (a reload after a save, say).
      await answered(answer);
    } finally {
      this.running = false;
      this.view.setBusy(false);
    }
  }
}

/** N5: the save's notifications, sent by a call of their own; silent whatever comes of it. */
function sendClaimedNotifications(): void {
  try {
    callServer('deliverPendingNotifications').catch(() => undefined);
  } catch {
    // No runner on this page: the hourly check sends.
  }
}
