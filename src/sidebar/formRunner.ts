/// <reference lib="dom" />
/**
 * A form's sending (the battle and booking forms of sidebar and portal): the page's one
 * ServerRunner (kit/serverRunner.ts) with the form's FormFeedback as its view. The Einreichungs-ID
 * lives in the form's hidden control, so the payload carries it; a refusal is shown at its
 * field after the form is checked again with fresh data (`recheck`).
 */
import type { FieldKey } from '../rules/fields';
import type { Answer, RefusalField } from '../shared/submission';
import { CONFIRM_CHANGES_KEY } from '../shared/roundsContract';
import { control } from './dom';
import { FormEvaluation, FormFeedback } from './formFeedback';
import { ServerRunner } from './kit/serverRunner';

/** The hidden control every submitting form holds its Einreichungs-ID in. */
export const SUBMISSION_ID_CONTROL = 'einreichungsId';

export interface FormRunnerOptions<F extends string, P, R> {
  form: HTMLFormElement;
  feedback: FormFeedback<F>;
  /** Shown while the payload is on its way ("Schlacht wird gespeichert …"). */
  busyText: string;
  /** Calls the endpoint (callServer). */
  send(payload: P): Promise<Answer<R>>;
  /** The control a refusal's field is about; undefined: it belongs above the form. */
  controlOf(field: RefusalField, payload: P): F | undefined;
  /** Fresh campaign data and the form checked again (after a refusal). */
  recheck(): Promise<FormEvaluation<F, unknown> | undefined>;
  /** Saved: report it and get the form ready for the next entry. */
  saved(result: R, payload: P): Promise<void>;
}

export class FormRunner<F extends string, P, R extends object> {
  private payload: P | undefined;
  /** R6: the last answer named battles the entry would change: what „Trotzdem speichern“ sends. */
  private changes: { payload: P; list: readonly string[] } | null = null;
  private readonly runner: ServerRunner;

  constructor(private readonly options: FormRunnerOptions<F, P, R>) {
    const { form, feedback, busyText } = options;
    const idControl = () => control(form, SUBMISSION_ID_CONTROL);
    this.runner = new ServerRunner(
      {
        setBusy: (on) => {
          feedback.setBusy(on);
          if (on) feedback.setStatus(busyText, 'busy');
        },
        clear: () => feedback.clearError(),
        showRefusal: ({ field, message }: { field?: FieldKey; message: string }) => {
          const changes = this.changes;
          if (changes) {
            this.changes = null;
            feedback.showConfirmation(message, changes.list, () => void this.submit(changes.payload));
            return;
          }
          const at = field === undefined || this.payload === undefined ? undefined : options.controlOf(field, this.payload);
          return feedback.showRefusal({ field: at, message }, options.recheck);
        },
        showFailure: (message, retry) => {
          feedback.setStatus('');
          feedback.showFailure(message, retry);
        },
      },
      { get: () => idControl().value, set: (id) => (idControl().value = id) },
    );
    const edited = () => this.runner.edited();
    form.addEventListener('input', edited);
    form.addEventListener('change', edited);
  }

  /**
   * The form's first data (the campaign as the form needs it), through a runner of its own: the
   * status line while it loads; why not, above the form — with "Erneut senden" when Google failed.
   */
  static async loadFirst<T>(feedback: FormFeedback<string>, load: () => Promise<T>, loaded: (data: T) => void): Promise<void> {
    const failed = (message: string) => `Kampagnendaten konnten nicht geladen werden: ${message}`;
    await new ServerRunner({
      setBusy: (on) => feedback.setStatus(on ? 'Lade Kampagnendaten …' : '', on ? 'busy' : ''),
      clear: () => feedback.clearError(),
      showRefusal: ({ message }) => feedback.showError(failed(message)),
      showFailure: (message, retry) => feedback.showFailure(failed(message), retry),
    }).load(load, loaded);
  }

  /** Sends `payload` once (a second submit while it runs is ignored). */
  async submit(payload: P): Promise<void> {
    this.payload = payload;
    this.changes = null;
    await this.runner.submit(
      async () => {
        const answer = await this.options.send(payload);
        // R6: nothing was saved; the organiser decides whether the changes are meant (shown by showRefusal).
        if (!answer.ok && answer.aenderungen && answer.aenderungen.length > 0) {
          this.changes = { payload: { ...payload, [CONFIRM_CHANGES_KEY]: true } as P, list: answer.aenderungen };
        }
        return answer;
      },
      (answer) => this.options.saved(answer as unknown as R, payload),
      (refusal) => {
        if (!refusal.aenderungen?.length) return false;
        // R6: nothing was saved; the organiser decides whether the changes are meant.
        const confirmed = { ...payload, [CONFIRM_CHANGES_KEY]: true } as P;
        this.options.feedback.showConfirmation(refusal.message, refusal.aenderungen, () => void this.submit(confirmed));
        return true;
      },
    );
  }
}
