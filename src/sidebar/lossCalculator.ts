/// <reference lib="dom" />
/**
 * The Verlustrechner: per side a collapsible list of units, each judged by the rules (lossList,
 * i.e. VERLUSTPUNKTE's function), and the side's sum written into its Verluste field. The lines
 * live only in the form: their controls have no name, so they are never part of the payload.
 *
 * A typed sum and the calculator: every change of the list writes the sum into the field (or,
 * while a line is incomplete, empties it if it still holds the calculator's last sum); typing in
 * the field afterwards wins until the list changes again. The section says which is the case.
 */
import { parseNumber } from '../rules/cells/parseCell';
import { fieldLabel } from '../rules/battleForm';
import {
  LOSS_LINE_KEYS,
  LossLineInput,
  LossLineKey,
  LossLineResult,
  LossListResult,
  NO_KEYWORD,
  emptyLossLine,
  lossLineLabel,
  sumLossLines,
} from '../rules/lossList';
import { WOUND_KEYWORD_NAMES } from '../rules/unitLosses';
import { h, control, toggleToken } from './dom';

/** The side's army field (whose label names the side) and its Verluste field. */
const SIDES = [
  { army: 'angreifer', losses: 'verlusteAngreifer' },
  { army: 'verteidiger', losses: 'verlusteVerteidiger' },
] as const;

const units = (n: number) => (n === 1 ? '1 Einheit' : `${n} Einheiten`);

interface Line {
  element: HTMLFieldSetElement;
  legend: HTMLLegendElement;
  remove: HTMLButtonElement;
  controls: Record<LossLineKey, HTMLInputElement | HTMLSelectElement>;
  errors: Record<LossLineKey, HTMLElement>;
  woundRow: HTMLElement;
  result: HTMLElement;
}

let nextId = 1;

class SideCalculator {
  readonly element: HTMLDetailsElement;
  private readonly lines: Line[] = [];
  private readonly list: HTMLElement;
  private readonly summaryTotal: HTMLElement;
  private readonly sumNote: HTMLElement;
  private readonly target: HTMLInputElement;
  private readonly targetLabel: string;
  /** The value this calculator last wrote into the Verluste field. */
  private lastFilled: string | undefined;
  private result: LossListResult = { lines: [], total: 0 };

  constructor(
    form: HTMLFormElement,
    private readonly side: string,
    lossesKey: (typeof SIDES)[number]['losses'],
  ) {
    this.target = control(form, lossesKey) as HTMLInputElement;
    this.targetLabel = fieldLabel(lossesKey);
    this.summaryTotal = h('span', { class: 'loss-summary-total' });
    this.list = h('div', { class: 'unit-list' });
    this.sumNote = h('p', { class: 'loss-sum', role: 'status', 'aria-live': 'polite' });
    const add = h('button', { type: 'button', class: 'add-unit' }, 'Einheit hinzufügen');
    add.addEventListener('click', () => this.addLine());
    this.element = h(
      'details',
      { class: 'loss-calculator', 'data-side': side },
      h('summary', { id: `verlustrechner-${side.toLowerCase()}` }, `Verlustrechner ${side}`, this.summaryTotal),
      h(
        'p',
        { class: 'hint' },
        `Jede Änderung der Liste trägt die Summe in „${this.targetLabel}“ ein; was man danach dort eintippt, gilt, ` +
          'bis die Liste wieder geändert wird. Die Einheiten werden nicht gespeichert.',
      ),
      this.list,
      add,
      this.sumNote,
    );
    // Typing in the Verluste field: the note says whether it still holds the sum.
    this.target.addEventListener('input', () => this.renderSum());
    this.renderSum();
  }

  /** Drops every line (a new battle); the Verluste field is the form's to reset. */
  reset(): void {
    for (const line of this.lines.splice(0)) line.element.remove();
    this.lastFilled = undefined;
    this.result = sumLossLines([]);
    this.renderSum();
  }

  private addLine(): void {
    const id = `${this.side.toLowerCase()}-einheit-${nextId++}`;
    const controls = {} as Line['controls'];
    const errors = {} as Line['errors'];
    const field = (key: LossLineKey) => {
      const inputId = `${id}-${key}`;
      const input =
        key === 'typ'
          ? h(
              'select',
              { id: inputId },
              h('option', { value: '' }, NO_KEYWORD),
              ...WOUND_KEYWORD_NAMES.map((name) => h('option', { value: name }, name)),
            )
          : h('input', { id: inputId, inputmode: 'numeric', autocomplete: 'off' });
      const error = h('p', { id: `${inputId}-error`, class: 'field-error', hidden: '' });
      controls[key] = input;
      errors[key] = error;
      return h('div', { class: 'field' }, h('label', { for: inputId }, lossLineLabel(key)), input);
    };
    const [typ, punkte, sollstaerke, modelle, lp, lpUebrig] = LOSS_LINE_KEYS.map(field);
    const woundRow = h('div', { class: 'row two' }, lp, lpUebrig);
    const legend = h('legend', {});
    const remove = h('button', { type: 'button', class: 'remove-unit' }, 'Entfernen');
    const result = h('p', { class: 'unit-result' });
    const element = h(
      'fieldset',
      { class: 'unit' },
      legend,
      typ,
      h('div', { class: 'row three' }, punkte, sollstaerke, modelle),
      woundRow,
      // The messages under the rows, full width (a column is too narrow); each is tied to its
      // field by aria-describedby.
      ...LOSS_LINE_KEYS.map((key) => errors[key]),
      h('div', { class: 'unit-footer' }, result, remove),
    );
    const line: Line = { element, legend, remove, controls, errors, woundRow, result };
    remove.addEventListener('click', () => this.removeLine(line));
    // Runs before the form's own listener (the event bubbles up to it), so the form's preview
    // reads the sum this change wrote.
    element.addEventListener('input', () => this.listChanged());
    // Enter in a unit field would submit the whole battle (implicit submission): not from here.
    element.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
    });
    this.lines.push(line);
    this.list.append(element);
    this.listChanged();
    controls.typ.focus();
  }

  private removeLine(line: Line): void {
    const index = this.lines.indexOf(line);
    this.lines.splice(index, 1);
    line.element.remove();
    this.listChanged();
    // Focus stays in the list: on the line that took this one's place, else on "hinzufügen".
    const next = this.lines[Math.min(index, this.lines.length - 1)];
    (next?.remove ?? this.element.querySelector<HTMLButtonElement>('.add-unit'))?.focus();
  }

  private values(line: Line): LossLineInput {
    const values = emptyLossLine();
    for (const key of LOSS_LINE_KEYS) values[key] = line.controls[key].value;
    return values;
  }

  /** Judges the list, shows each line's verdict and writes the sum into the Verluste field. */
  private listChanged(): void {
    this.result = sumLossLines(this.lines.map((line) => this.values(line)));
    this.lines.forEach((line, i) => this.renderLine(line, i, this.result.lines[i]));
    const before = this.target.value;
    if (this.lines.length && this.result.total !== undefined) {
      this.target.value = this.lastFilled = String(this.result.total);
    } else if (this.lastFilled !== undefined && this.target.value === this.lastFilled) {
      // No sum now: the old one would be stale. A value typed by hand stays.
      this.target.value = '';
      this.lastFilled = undefined;
    }
    // The form re-evaluates on input events; a button click (add, remove) sends none itself.
    if (this.target.value !== before) this.target.dispatchEvent(new Event('input', { bubbles: true }));
    this.renderSum();
  }

  private renderLine(line: Line, index: number, result: LossLineResult): void {
    const name = `Einheit ${index + 1}`;
    line.legend.textContent = name;
    line.remove.setAttribute('aria-label', `${name} (${this.side}) entfernen`);
    line.woundRow.hidden = !result.woundsAsked;
    for (const key of LOSS_LINE_KEYS) {
      // Empty fields wait: the verdict lists them instead of marking them red while typing.
      const messages = result.problems.filter((p) => p.field === key && !p.blank).map((p) => p.message);
      const error = line.errors[key];
      error.textContent = messages.join(' ');
      error.hidden = messages.length === 0;
      toggleToken(line.controls[key], 'aria-describedby', error.id, messages.length > 0);
      if (messages.length) line.controls[key].setAttribute('aria-invalid', 'true');
      else line.controls[key].removeAttribute('aria-invalid');
    }
    const missing = result.problems.filter((p) => p.blank).map((p) => lossLineLabel(p.field));
    line.result.classList.toggle('destroyed', result.destroyed === true);
    if (result.lossPoints !== undefined) {
      line.result.textContent = `${result.destroyed ? 'Zählt als vernichtet' : 'Zählt nicht als vernichtet'}: ${result.lossPoints} Verlustpunkte`;
    } else if (result.problems.some((p) => !p.blank)) {
      line.result.textContent = 'Bitte die markierten Angaben korrigieren.';
    } else {
      line.result.textContent = `Noch offen: ${missing.join(', ')}`;
    }
  }

  /** The sum under the list and in the summary, and whether the Verluste field holds it. */
  private renderSum(): void {
    const { total } = this.result;
    const count = this.lines.length;
    this.summaryTotal.textContent =
      count === 0 ? '' : ` · ${units(count)}, ${total === undefined ? 'Summe offen' : `${total} Punkte`}`;
    if (count === 0) {
      this.sumNote.textContent = 'Noch keine Einheiten.';
    } else if (total === undefined) {
      this.sumNote.textContent = 'Keine Summe, solange eine Einheit unvollständig oder fehlerhaft ist.';
    } else if (this.holds(total)) {
      this.sumNote.textContent = `Summe: ${total} Verlustpunkte, eingetragen in „${this.targetLabel}“.`;
    } else {
      const typed = this.target.value.trim();
      this.sumNote.textContent =
        `Summe: ${total} Verlustpunkte. In „${this.targetLabel}“ steht ${typed ? `von Hand ${typed}` : 'nichts'}; ` +
        'eine Änderung der Liste trägt die Summe wieder ein.';
    }
  }

  private holds(total: number): boolean {
    try {
      return parseNumber(this.target.value, this.targetLabel) === total;
    } catch {
      return false;
    }
  }
}

export interface LossCalculators {
  /** Drops every unit line of both sides (after a save: they belonged to that battle). */
  reset(): void;
}

/** Puts one Verlustrechner per side into `container` (inside the battle form). */
export function mountLossCalculators(container: HTMLElement, form: HTMLFormElement): LossCalculators {
  const calculators = SIDES.map(({ army, losses }) => new SideCalculator(form, fieldLabel(army), losses));
  container.replaceChildren(...calculators.map((c) => c.element));
  return {
    reset: () => calculators.forEach((c) => c.reset()),
  };
}
