/// <reference lib="dom" />
/**
 * The RunnerView of a place that is not a form: an action card (Bestätigen, Offene Meldungen),
 * a dialog's row of buttons (Spielerlinks), the portal's Aktualisieren. Its buttons rest while a
 * call runs; a refusal stands under the control of its field (focused, aria-invalid) or in the
 * place's message line; Google's failure there too, with "Erneut senden".
 */
import type { FieldKey } from '../../rules/fields';
import { fill, h, toggleToken } from '../dom';
import type { Refusal, RunnerView } from './serverRunner';

export interface PlaceViewOptions {
  /** The buttons that rest while a call runs (read at the time: a page may redraw them). */
  buttons(): HTMLButtonElement[];
  /** Where a message without a field goes (role="alert"). */
  message: HTMLElement;
  /** The controls a refusal's field may name. */
  controls?: Partial<Record<FieldKey, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>>;
  /** A one-field place (a pasted address): every refusal stands at this control, whatever its field. */
  everyField?: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
  /** Shown in `message` while busy (optional). */
  busyText?: string;
}

export function placeView(options: PlaceViewOptions): RunnerView {
  const { message } = options;
  /** The field messages shown, each with its control. */
  const placed: Array<{ line: HTMLElement; control: HTMLElement }> = [];
  const show = (...children: Array<Node | string>) => {
    fill(message, ...children);
    message.hidden = children.length === 0;
  };
  return {
    setBusy(on) {
      for (const button of options.buttons()) button.disabled = on;
      if (on && options.busyText) show(options.busyText);
      else if (!on && options.busyText && message.textContent === options.busyText) show();
    },
    clear() {
      show();
      for (const { line, control } of placed.splice(0)) {
        line.remove();
        toggleToken(control, 'aria-describedby', line.id, false);
        control.removeAttribute('aria-invalid');
      }
    },
    showRefusal({ field, message: text }: Refusal) {
      const control = options.everyField ?? (field === undefined ? undefined : options.controls?.[field]);
      if (!control) {
        show(text);
        return;
      }
      const line = h('p', { class: 'field-error', id: `${control.id || field}-error` }, text);
      control.insertAdjacentElement('afterend', line);
      placed.push({ line, control });
      toggleToken(control, 'aria-describedby', line.id, true);
      control.setAttribute('aria-invalid', 'true');
      control.focus();
    },
    showFailure(text, retry) {
      const button = h('button', { type: 'button', class: 'retry' }, 'Erneut senden');
      button.addEventListener('click', () => {
        show();
        retry();
      });
      show(h('span', {}, text), ' ', button);
      // The buttons rested while the call ran (the focus fell to the page, or stays on one): the focus goes
      // where the next step is — only from there, never from where the user went meanwhile.
      const at = document.activeElement;
      if (!at || at === document.body || options.buttons().some((b) => b === at)) button.focus();
    },
  };
}
