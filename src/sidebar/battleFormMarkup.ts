/// <reference lib="dom" />
/**
 * The battle form's markup, once, for the sidebar "Schlacht eintragen" and the portal's "Melden":
 * every control from the field registry (kit/fieldControls.ts), in the tab order of
 * BATTLE_FORM_KEYS, with the places the preview fills (#angriffsfeld, #plan, #verlustrechner,
 * #outcome). The pages differ only in what they put before the armies (the portal: which side
 * is mine), the send button's words and their CSS.
 */
import { fieldKeyOf } from '../rules/battleForm';
import { ATTACKER, DEFENDER } from '../rules/constants';
import { shownCell } from '../rules/shownValue';
import type { PayloadKey } from '../shared/battleContract';
import { fill, h } from './dom';
import { FieldControlSpec, fieldControl, fieldPair, formFooter, Option, submissionIdControl } from './kit/fieldControls';

const field = (name: PayloadKey, more: Omit<FieldControlSpec, 'name' | 'field'> = {}): FieldControlSpec => ({
  name,
  field: fieldKeyOf(name),
  ...more,
});

const ARMY_LOADING: Option[] = [{ value: '', text: 'Lade Armeen …' }];

export interface BattleFormMarkup {
  /** Controls of the page's own before the armies (the portal's "Meine Armee ist"). */
  before?: HTMLElement[];
  submitLabel: string;
}

/** Fills `form` with the battle form. */
export function renderBattleForm(form: HTMLFormElement, markup: BattleFormMarkup): void {
  form.noValidate = true;
  fill(
    form,
    h(
      'fieldset',
      {},
      h('legend', {}, 'Schlacht'),
      ...(markup.before ?? []),
      fieldPair(field('runde', { required: true }), field('datum', { required: true })),
      fieldControl(field('angreifer', { required: true, disabled: true, options: ARMY_LOADING })),
      fieldControl(field('verteidiger', { required: true, disabled: true, options: ARMY_LOADING })),
      h('p', { id: 'angriffsfeld', class: 'hint', 'aria-live': 'polite' }),
    ),
    h(
      'fieldset',
      {},
      h('legend', {}, 'Vor der Schlacht'),
      fieldPair(
        field('mobilisierung', {
          control: 'select',
          options: [{ value: '0', text: 'keine' }],
          describedBy: 'mobilisierung-hint',
        }),
        field('skaliertAuf', {
          control: 'select',
          options: [{ value: '0', text: 'nicht skaliert' }],
          describedBy: 'skalierung-hint',
          wrapperId: 'skalierung-field',
          hidden: true,
        }),
      ),
      // Under the pair, not in a field: why scaling is not offered shows while its field is hidden.
      h('p', { id: 'mobilisierung-hint', class: 'hint' }),
      h('p', { id: 'skalierung-hint', class: 'hint' }),
      h('div', { id: 'plan', class: 'preview' }),
    ),
    h(
      'fieldset',
      {},
      h('legend', {}, 'Ergebnis'),
      fieldPair(field('siegpunkteAngreifer', { required: true }), field('siegpunkteVerteidiger', { required: true })),
      fieldPair(field('verlusteAngreifer', { required: true }), field('verlusteVerteidiger', { required: true })),
      h('div', { id: 'verlustrechner' }),
      fieldControl(
        field('aufgegeben', {
          options: [
            { value: '', text: shownCell('gaveUp', '') },
            { value: ATTACKER, text: ATTACKER },
            { value: DEFENDER, text: DEFENDER },
          ],
        }),
      ),
      fieldControl(
        field('rueckzug', {
          options: [{ value: '', text: shownCell('retreatTo', '') }],
          hint: true,
          wrapperId: 'rueckzug-field',
          hidden: true,
        }),
      ),
      fieldControl(field('mission', { control: 'input' })),
      fieldControl(field('notiz', { control: 'textarea' })),
      h('div', { id: 'outcome', class: 'preview' }),
    ),
    submissionIdControl(),
    ...formFooter(markup.submitLabel),
  );
}
