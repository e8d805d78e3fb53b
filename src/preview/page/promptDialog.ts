/**
 * A script's Ui.prompt as Google shows it: modal, with its title, its message, a text box and
 * the buttons of its ButtonSet (an alert with a choice — Ja/Nein — the same, without the box). The script waits for the answer (the session runs it again
 * with it); × and Escape answer CLOSE, Enter the first button.
 */
import type { PagePrompt, PromptAnswer } from '../pageState';
import { byId, el } from './dom';

/** Google's buttons per ButtonSet, with the captions its German UI shows. */
const BUTTONS: Record<string, [string, string][]> = {
  OK: [['OK', 'OK']],
  OK_CANCEL: [
    ['OK', 'OK'],
    ['CANCEL', 'Abbrechen'],
  ],
  YES_NO: [
    ['YES', 'Ja'],
    ['NO', 'Nein'],
  ],
  YES_NO_CANCEL: [
    ['YES', 'Ja'],
    ['NO', 'Nein'],
    ['CANCEL', 'Abbrechen'],
  ],
};

export class PromptDialog {
  private readonly backdrop = byId('prompt');
  private readonly title = byId('prompt-title');
  private readonly message = byId('prompt-message');
  private readonly input = byId<HTMLInputElement>('prompt-input');
  private readonly buttons = byId('prompt-buttons');
  private shown: PagePrompt | null = null;

  constructor(private readonly answer: (answer: PromptAnswer) => void) {
    byId('prompt-close').addEventListener('click', () => this.send('CLOSE'));
    this.input.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') this.send((BUTTONS[this.shown?.buttons ?? 'OK'] ?? BUTTONS.OK)[0][0]);
    });
    this.backdrop.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') this.send('CLOSE');
    });
  }

  show(prompt: PagePrompt | null): void {
    if (!prompt) {
      this.backdrop.hidden = true;
      this.shown = null;
      return;
    }
    if (this.shown?.id === prompt.id) return;
    this.shown = prompt;
    this.title.textContent = prompt.title;
    this.message.textContent = prompt.message;
    this.input.value = '';
    // An alert with a choice (Ja/Nein) has no text box: its first button takes the focus.
    this.input.hidden = prompt.kind === 'alert';
    this.buttons.replaceChildren(
      ...(BUTTONS[prompt.buttons] ?? BUTTONS.OK).map(([button, caption], i) => {
        const element = el('button', { className: i === 0 ? 'primary' : '', text: caption });
        element.type = 'button';
        element.addEventListener('click', () => this.send(button));
        return element;
      }),
    );
    this.backdrop.hidden = false;
    if (prompt.kind === 'alert') this.buttons.querySelector('button')?.focus();
    else this.input.focus();
  }

  /** Answers once; the dialog closes until the state brings the next question (if any). */
  private send(button: string): void {
    const prompt = this.shown;
    if (!prompt || this.backdrop.hidden) return;
    this.backdrop.hidden = true;
    this.answer({ id: prompt.id, button, text: this.input.value });
  }
}
