/// <reference lib="dom" />
/**
 * C11 on the card „Bestätigen“: a dispute may propose the correct result — the result fields of
 * a report (Siegpunkte, Verluste, Aufgegeben), prefilled with what was reported, labelled with
 * the registry's headers. Folded away: a dispute without a proposal stays one tap.
 */
import { fieldLabel } from '../rules/battleForm';
import { ATTACKER, DEFENDER } from '../rules/constants';
import type { ProposalPayload } from '../rules/campaign/disputeText';
import type { OpenReportCard } from '../shared/reportsContract';
import { h } from '../sidebar/dom';

const NUMBERS = ['siegpunkteAngreifer', 'siegpunkteVerteidiger', 'verlusteAngreifer', 'verlusteVerteidiger'] as const;

export interface ProposalFields {
  element: HTMLElement;
  /** The proposal when the player opened the fields and changed something; else undefined. */
  value(): ProposalPayload | undefined;
}

export function proposalFields(r: OpenReportCard): ProposalFields {
  const id = (key: string) => `vorschlag-${r.zeile}-${key}`;
  const inputs = NUMBERS.map((key) =>
    h('input', { id: id(key), name: key, inputmode: 'numeric', autocomplete: 'off', value: String(r.gemeldet[key]) }),
  );
  const gaveUp = h(
    'select',
    { id: id('aufgegeben'), name: 'aufgegeben' },
    h('option', { value: '' }, 'niemand'),
    h('option', { value: ATTACKER }, ATTACKER),
    h('option', { value: DEFENDER }, DEFENDER),
  );
  gaveUp.value = r.gemeldet.aufgegeben;
  const details = h(
    'details',
    { class: 'proposal' },
    h('summary', {}, 'Richtiges Ergebnis vorschlagen (freiwillig)'),
    h(
      'div',
      { class: 'row two' },
      ...NUMBERS.map((key, i) => h('div', { class: 'field' }, h('label', { for: id(key) }, fieldLabel(key)), inputs[i])),
    ),
    h('div', { class: 'field' }, h('label', { for: id('aufgegeben') }, fieldLabel('aufgegeben')), gaveUp),
  );
  return {
    element: details,
    value() {
      if (!details.open) return undefined;
      const typed = NUMBERS.map((key, i) => inputs[i].value.trim() !== String(r.gemeldet[key]));
      if (!typed.some(Boolean) && gaveUp.value === r.gemeldet.aufgegeben) return undefined;
      return {
        siegpunkteAngreifer: inputs[0].value,
        siegpunkteVerteidiger: inputs[1].value,
        verlusteAngreifer: inputs[2].value,
        verlusteVerteidiger: inputs[3].value,
        aufgegeben: gaveUp.value,
        rueckzug: r.gemeldet.rueckzug,
      };
    },
  };
}
