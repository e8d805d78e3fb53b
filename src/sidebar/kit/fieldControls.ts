/// <reference lib="dom" />
/**
 * Form fields rendered from the field registry (src/rules/fields.ts), the same in every page:
 * the label is the field's header, the control follows its kind (a whole number: a text box
 * with a number keyboard — "1.200" must stay typeable —, a date: a date picker, a name or a
 * choice: a list, a text: a box with its most characters), and the help line says the field's
 * help or its range. Sidebar and portal lay the fields out differently by CSS only; the markup
 * and the names (= payload keys) are these.
 */
import { FIELDS, FieldKey, FieldSpec } from '../../rules/fields';
import { h } from '../dom';
import { shownNumber } from '../../rules/shownValue';

export interface Option {
  value: string;
  text: string;
}

export interface FieldControlSpec {
  /** The control's name and id: the payload key. */
  name: string;
  /** Its registry field: label, kind, limits, help. */
  field: FieldKey;
  /** The control, when not the kind's own (a name typed, not chosen: 'input'; a long text: 'textarea'). */
  control?: 'input' | 'select' | 'textarea';
  /** Only where a control is not its column's field as such (the new army's name). */
  label?: string;
  /** A select's first options (the page fills the rest). */
  options?: Option[];
  required?: boolean;
  disabled?: boolean;
  /** The wrapper's id, and whether it starts hidden (a field shown only when it applies). */
  wrapperId?: string;
  hidden?: boolean;
  /** A help line even without static help (id `<name>-hint`), for what the page says live. */
  hint?: boolean;
  /** The id of a line elsewhere that describes the control (a hint the page places itself). */
  describedBy?: string;
  /** Attributes of the wrapper (e.g. data-field for fields shown by the booking's Art). */
  wrapperAttributes?: Record<string, string>;
}

/** The help line of a field: its help, else the range of a bounded whole number. */
export function helpOf(spec: FieldSpec): string {
  if (spec.help) return spec.help;
  if (spec.kind === 'whole' && spec.min !== undefined && spec.max !== undefined) {
    return `${shownNumber(spec.min)} bis ${shownNumber(spec.max)}`;
  }
  return '';
}

function controlKind(spec: FieldSpec, chosen: FieldControlSpec['control']): 'input' | 'select' | 'textarea' {
  if (chosen) return chosen;
  return spec.kind === 'name' || spec.kind === 'choice' ? 'select' : 'input';
}

/** The control alone (no label), with its name, id and the registry's limits. */
function makeControl(c: FieldControlSpec, spec: FieldSpec): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  const kind = controlKind(spec, c.control);
  const attributes: Record<string, string> = { id: c.name, name: c.name };
  if (kind === 'select') {
    const select = h('select', attributes);
    for (const o of c.options ?? []) select.append(new Option(o.text, o.value));
    return withState(select, c);
  }
  if (spec.maxLength !== undefined) attributes.maxlength = String(spec.maxLength);
  if (kind === 'textarea') return withState(h('textarea', { ...attributes, rows: '2' }), c);
  if (spec.kind === 'date') attributes.type = 'date';
  else attributes.autocomplete = 'off';
  // The number keyboard has no minus sign on most phones: a field that may be negative gets the full one.
  if (spec.kind === 'whole') attributes.inputmode = (spec.min ?? -1) >= 0 ? 'numeric' : 'text';
  return withState(h('input', attributes), c);
}

function withState<T extends HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(control: T, c: FieldControlSpec): T {
  if (c.required) control.required = true;
  if (c.disabled) control.disabled = true;
  return control;
}

/** `<div class="field">` with the label, the control and, when there is something to say, the help line. */
export function fieldControl(c: FieldControlSpec): HTMLElement {
  const spec: FieldSpec = FIELDS[c.field];
  const control = makeControl(c, spec);
  // A list offers only what is allowed: its range goes without saying.
  const help = control instanceof HTMLSelectElement ? (spec.help ?? '') : helpOf(spec);
  const wrapper = h('div', { class: 'field', ...(c.wrapperId ? { id: c.wrapperId } : {}), ...c.wrapperAttributes });
  wrapper.hidden = Boolean(c.hidden);
  wrapper.append(h('label', { for: c.name }, c.label ?? spec.header), control);
  if (c.describedBy) control.setAttribute('aria-describedby', c.describedBy);
  if (help || c.hint) {
    const line = h('p', { id: `${c.name}-hint`, class: 'hint' }, help);
    control.setAttribute('aria-describedby', line.id);
    wrapper.append(line);
  }
  return wrapper;
}

/** Two fields side by side (CSS decides how they stand on each page). */
export function fieldPair(first: FieldControlSpec, second: FieldControlSpec): HTMLElement {
  return h('div', { class: 'row two' }, fieldControl(first), fieldControl(second));
}

/** The hidden control holding the fill's Einreichungs-ID (sent with the payload, never shown). */
export function submissionIdControl(): HTMLInputElement {
  return h('input', { type: 'hidden', id: 'einreichungsId', name: 'einreichungsId' });
}

/**
 * What ends every form: the message box for what belongs to no field, the send button (with its
 * busy spinner) and the live status line — the ids FormFeedback works with.
 */
export function formFooter(submitLabel: string): HTMLElement[] {
  return [
    h('div', { id: 'form-error', class: 'error', role: 'alert', hidden: '' }),
    h(
      'div',
      { class: 'actions' },
      h(
        'button',
        { type: 'submit', id: 'submit', class: 'send', disabled: '' },
        h('span', { class: 'spinner', 'aria-hidden': 'true' }),
        h('span', { id: 'submit-label' }, submitLabel),
      ),
    ),
    h('p', { id: 'status', class: 'status', role: 'status', 'aria-live': 'polite' }),
  ];
}
