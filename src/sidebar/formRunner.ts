/// <reference lib="dom" />
/**
 * Sends a form's payload to its server endpoint, the same in every sidebar (and later the
 * phone pages): the busy state while it runs; a refusal (`{ ok: false, field, message }`)
 * shown at its field after checking the form again; a failure of Google's own (no answer)
 * shown with "Erneut senden", which sends the same payload with the same Einreichungs-ID. Once
 * the user changes anything after an unsaved send, the form gets a new Einreichungs-ID: the
 * server keeps each id for the content first saved under it.
 */
import type { Answer, RefusalField } from '../shared/submission';
import { CONFIRM_CHANGES_KEY } from '../shared/roundsContract';
import { control } from './dom';
import { FormEvaluation, FormFeedback } from './formFeedback';
import { GOOGLE_FAILED, ServerFailure } from './scriptRun';
import { newSubmissionId } from './submissionId';

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

export class FormRunner<F extends string, P, R> {
  /** A send that saved nothing; the next edit makes a new Einreichungs-ID. */
  private unsaved = false;

  constructor(private readonly options: FormRunnerOptions<F, P, R>) {
    const renew = () => {
      if (!this.unsaved || options.feedback.busy) return;
      this.unsaved = false;
      control(options.form, SUBMISSION_ID_CONTROL).value = newSubmissionId();
    };
    options.form.addEventListener('input', renew);
    options.form.addEventListener('change', renew);
  }

  /** Sends `payload` once (a second submit while it runs is ignored by FormFeedback). */
  async submit(payload: P): Promise<void> {
    const { feedback, busyText } = this.options;
    feedback.setBusy(true);
    feedback.setStatus(busyText, 'busy');
    try {
      let answer: Answer<R>;
      try {
        answer = await this.options.send(payload);
      } catch (error) {
        this.unsaved = true;
        const message = error instanceof ServerFailure ? error.message : GOOGLE_FAILED;
        feedback.showFailure(message, () => void this.submit(payload));
        return;
      }
      if (!answer.ok && answer.aenderungen && answer.aenderungen.length > 0) {
        // R6: nothing was saved; the organiser decides whether the changes are meant.
        const confirmed = { ...payload, [CONFIRM_CHANGES_KEY]: true } as P;
        feedback.showConfirmation(answer.message, answer.aenderungen, () => void this.submit(confirmed));
        return;
      }
      if (!answer.ok) {
        this.unsaved = true;
        const field = answer.field === undefined ? undefined : this.options.controlOf(answer.field, payload);
        await feedback.showRefusal({ field, message: answer.message }, this.options.recheck);
        return;
      }
      this.unsaved = false;
      await this.options.saved(answer as R, payload);
    } finally {
      feedback.setBusy(false);
    }
  }
}
