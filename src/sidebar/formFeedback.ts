/// <reference lib="dom" />
/**
 * What a sidebar form tells its user, the same in "Schlacht eintragen" and "Buchung eintragen":
 * the status line, an error that belongs to no field, each problem under its own field (all at
 * once, each once), and the send button while a submission runs.
 */
import { control, fill, h, toggleToken } from './dom';

/** A problem of one field; a blank required field waits for a submit attempt. */
export interface FieldProblem<F extends string> {
  field: F;
  message: string;
  blank: boolean;
}

export interface FeedbackElements {
  form: HTMLFormElement;
  errorBox: HTMLElement;
  statusLine: HTMLElement;
  submitButton: HTMLButtonElement;
  submitLabel: HTMLElement;
  /** The button's text when no submission runs ("Schlacht speichern"). */
  idleLabel: string;
}

/** What the form's evaluation gives: its problems, and the payload when there are none. */
export interface FormEvaluation<F extends string, P> {
  problems: FieldProblem<F>[];
  payload?: P | null;
}

export class FormFeedback<F extends string> {
  private running = false;
  /** After a submit attempt, empty required fields are marked too, not only wrong ones. */
  private markBlank = false;

  constructor(
    private readonly elements: FeedbackElements,
    /** The form's fields in display order. */
    private readonly fields: readonly F[],
  ) {}

  /** True while a submission runs: the form takes no second one. */
  get busy(): boolean {
    return this.running;
  }

  setBusy(on: boolean): void {
    const { form, submitButton, submitLabel, idleLabel } = this.elements;
    this.running = on;
    submitButton.disabled = on;
    form.classList.toggle('busy', on);
    form.setAttribute('aria-busy', String(on));
    submitLabel.textContent = on ? 'Wird gespeichert …' : idleLabel;
  }

  setStatus(text: string, kind: '' | 'success' | 'busy' = ''): void {
    const { statusLine } = this.elements;
    statusLine.textContent = text;
    statusLine.className = kind ? `status ${kind}` : 'status';
  }

  /**
   * After a save: the message in view, however long the form is — it stands under the form, and
   * the form starts afresh at its top (user test 34: it sat below the sidebar's end, unseen).
   */
  revealStatus(): void {
    this.elements.statusLine.scrollIntoView?.({ block: 'nearest' });
  }

  /** An error that belongs to no field (the campaign could not be read, the server refused). */
  showError(message: string): void {
    fill(this.elements.errorBox, message);
    this.elements.errorBox.hidden = false;
  }

  clearError(): void {
    this.elements.errorBox.hidden = true;
    this.elements.errorBox.replaceChildren();
  }

  /** A fresh form: blank fields wait for the next submit attempt again. */
  reset(): void {
    this.markBlank = false;
  }

  /**
   * Every problem next to its field, all at once, each once; blank required fields only after
   * a submit attempt. Returns the problems shown.
   */
  showProblems(problems: readonly FieldProblem<F>[]): FieldProblem<F>[] {
    const { form } = this.elements;
    const shown = problems.filter((p) => this.markBlank || !p.blank);
    for (const field of this.fields) {
      const target = control(form, field);
      if (target.type === 'hidden') continue;
      const messages = [...new Set(shown.filter((p) => p.field === field).map((p) => p.message))];
      const line = this.fieldErrorLine(field);
      line.textContent = messages.join(' ');
      line.hidden = messages.length === 0;
      toggleToken(target, 'aria-describedby', line.id, messages.length > 0);
      if (messages.length) target.setAttribute('aria-invalid', 'true');
      else target.removeAttribute('aria-invalid');
    }
    // A hidden field (einreichungsId) has no place of its own: its message goes to the form.
    const unplaced = shown.filter((p) => control(form, p.field).type === 'hidden');
    if (unplaced.length) this.showError(unplaced.map((p) => p.message).join(' '));
    return shown;
  }

  /**
   * The server refused: a refusal often means the sheet changed meanwhile (another battle, a
   * booking), so the form, keeping every value, is checked again against the campaign as it is
   * now (`recheck`). The server's message stands at its field unless the fresh check says what
   * is wrong there in its own words; one without a field (the lock was busy) above the form.
   */
  async showRefusal(
    refusal: { field?: F; message: string },
    recheck: () => Promise<FormEvaluation<F, unknown> | undefined>,
  ): Promise<void> {
    this.setStatus('');
    const evaluation = await recheck().catch(() => undefined);
    const problems = evaluation ? [...evaluation.problems] : [];
    const { field, message } = refusal;
    if (field !== undefined && !problems.some((p) => p.field === field && !p.blank)) {
      problems.unshift({ field, message, blank: false });
    }
    const placed = this.showProblems(problems);
    if (field === undefined) this.showError(message);
    const first = placed.filter((p) => p.field === field);
    this.focusFirst(first.length ? first : placed);
  }

  /**
   * R6: the organiser's entry would change battles already entered — the message, the battles as
   * a list and „Trotzdem speichern“, which sends the same entry again with the confirmation.
   */
  showConfirmation(message: string, changes: readonly string[], confirm: () => void): void {
    this.setStatus('');
    fill(
      this.elements.errorBox,
      ...changesQuestion(message, changes, () => {
        this.clearError();
        confirm();
      }),
    );
    this.elements.errorBox.hidden = false;
  }

  /** Google's own failure: the German line and a button that sends the same payload again. */
  showFailure(message: string, retry: () => void): void {
    this.setStatus('');
    const button = h('button', { type: 'button', class: 'retry' }, 'Erneut senden');
    button.addEventListener('click', () => {
      this.clearError();
      retry();
    });
    fill(this.elements.errorBox, h('span', {}, message), ' ', button);
    this.elements.errorBox.hidden = false;
    // The send button rested while the call ran (the focus fell to the page, or stays on it): the focus goes
    // where the next step is — only from the form or the page, never from where the user went meanwhile.
    const at = document.activeElement;
    if (!at || at === document.body || this.elements.form.contains(at)) button.focus();
  }

  focusFirst(problems: readonly FieldProblem<F>[]): void {
    const { form } = this.elements;
    const first = problems.find((p) => control(form, p.field).type !== 'hidden');
    if (first) control(form, first.field).focus();
  }

  /**
   * A submit checks everything and sends a complete payload, else shows what is missing; any
   * edit evaluates the form again. `evaluate` is undefined until the campaign is loaded.
   */
  listen<P>(evaluate: () => FormEvaluation<F, P> | undefined, send: (payload: P) => void): void {
    const { form } = this.elements;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (this.running) return;
      this.clearError();
      this.markBlank = true;
      const evaluation = evaluate();
      if (!evaluation) return;
      if (!evaluation.payload) {
        const shown = this.showProblems(evaluation.problems);
        if (shown.length) this.focusFirst(shown);
        else this.showError('Das Formular ist unvollständig.');
        return;
      }
      send(evaluation.payload);
    });
    const onEdit = () => {
      if (this.running) return;
      this.clearError();
      evaluate();
    };
    form.addEventListener('input', onEdit);
    form.addEventListener('change', onEdit);
  }

  /** The message line under a field, made on first use; the control points to it. */
  private fieldErrorLine(field: F): HTMLElement {
    const id = `${field}-error`;
    const existing = document.getElementById(id);
    if (existing) return existing;
    const line = document.createElement('p');
    line.id = id;
    line.className = 'field-error';
    line.hidden = true;
    control(this.elements.form, field).insertAdjacentElement('afterend', line);
    return line;
  }
}

/**
 * R6's question wherever an organiser's entry would change battles already entered (the entry
 * forms, the cards of „Offene Meldungen“): the message's lead, the battles as a list, and
 * „Trotzdem speichern“, which calls `confirm`.
 */
export function changesQuestion(message: string, changes: readonly string[], confirm: () => void): Node[] {
  const button = h('button', { type: 'button', class: 'retry' }, 'Trotzdem speichern');
  button.addEventListener('click', confirm);
  const intro = message.split(': ')[0];
  return [h('span', {}, `${intro}:`), h('ul', { class: 'changes' }, ...changes.map((c) => h('li', {}, c))), button];
}
