/// <reference lib="dom" />
/**
 * C11 on the card „Bestätigen“: a dispute may propose the correct result — the result fields of
 * a report (Siegpunkte, Verluste, Aufgegeben and, for a battle on the map, Rückzug nach),
 * prefilled with what was reported, labelled with the registry's headers. Rückzug nach offers
 * what the report form offers: the legal fields of the side that loses by the proposal's result
 * (the card's rueckzugFelder): the chosen field while it is among them, else the reported field
 * while the reported side loses, none chosen when the proposal turns the result around, a choice
 * of the player's no longer among them kept and flagged — each misfit said at the field at once.
 * Folded away: a
 * dispute without a proposal stays one tap.
 */
import { fieldLabel } from '../rules/battleForm';
import { ATTACKER, DEFENDER } from '../rules/constants';
import { shownCell } from '../rules/shownValue';
import type { FieldKey } from '../rules/fields';
import { whole } from '../rules/formValue';
import { RuleError } from '../rules/ruleError';
import { otherSide, parseGaveUp, winner } from '../rules/winner';
import type { ProposalPayload } from '../rules/campaign/disputeText';
import type { OpenReportCard } from '../shared/reportsContract';
import { h, offerKeeping, setOptions } from '../sidebar/dom';
import { fieldControl } from '../sidebar/kit/fieldControls';
import { notAllowed, retreatOffer } from '../sidebar/mapControls';

const NUMBERS = ['siegpunkteAngreifer', 'siegpunkteVerteidiger', 'verlusteAngreifer', 'verlusteVerteidiger'] as const;

type Control = HTMLInputElement | HTMLSelectElement;

export interface ProposalFields {
  element: HTMLElement;
  /** The proposal when the player opened the fields and changed something; else undefined. */
  value(): ProposalPayload | undefined;
  /** Its controls by field, where a refusal of the proposal stands. */
  controls: Partial<Record<FieldKey, Control>>;
}

export function proposalFields(r: OpenReportCard): ProposalFields {
  const id = (key: string) => `vorschlag-${r.zeile}-${key}`;
  const inputs = NUMBERS.map((key) =>
    h('input', { id: id(key), name: key, inputmode: 'numeric', autocomplete: 'off', value: String(r.gemeldet[key]) }),
  );
  const gaveUp = h(
    'select',
    { id: id('aufgegeben'), name: 'aufgegeben' },
    h('option', { value: '' }, shownCell('gaveUp', '')),
    h('option', { value: ATTACKER }, ATTACKER),
    h('option', { value: DEFENDER }, DEFENDER),
  );
  gaveUp.value = r.gemeldet.aufgegeben;
  const retreat = retreatField(r, id('rueckzug'), inputs, gaveUp);
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
    retreat?.element ?? null,
  );
  const retreatTo = () => (retreat ? retreat.select.value : r.gemeldet.rueckzug);
  return {
    element: details,
    value() {
      if (!details.open) return undefined;
      const typed = NUMBERS.map((key, i) => inputs[i].value.trim() !== String(r.gemeldet[key]));
      if (!typed.some(Boolean) && gaveUp.value === r.gemeldet.aufgegeben && retreatTo() === r.gemeldet.rueckzug) return undefined;
      return {
        siegpunkteAngreifer: inputs[0].value,
        siegpunkteVerteidiger: inputs[1].value,
        verlusteAngreifer: inputs[2].value,
        verlusteVerteidiger: inputs[3].value,
        aufgegeben: gaveUp.value,
        rueckzug: retreatTo(),
      };
    },
    controls: {
      attackerVP: inputs[0],
      defenderVP: inputs[1],
      attackerLosses: inputs[2],
      defenderLosses: inputs[3],
      gaveUp,
      ...(retreat ? { retreatTo: retreat.select } : {}),
    },
  };
}

/**
 * Rückzug nach, only for a battle on the map (the card has rueckzugFelder): offered again
 * whenever Siegpunkte or Aufgegeben change who loses. Siegpunkte that do not read yet leave the
 * reported loser; the server checks the proposal as a report (M6).
 */
function retreatField(
  r: OpenReportCard,
  name: string,
  inputs: HTMLInputElement[],
  gaveUp: HTMLSelectElement,
): { element: HTMLElement; select: HTMLSelectElement } | null {
  const fields = r.rueckzugFelder;
  if (!fields) return null;
  const element = fieldControl({
    name,
    field: 'retreatTo',
    options: [{ value: r.gemeldet.rueckzug, text: r.gemeldet.rueckzug }],
    hint: true,
  });
  const select = element.querySelector('select')!;
  // What no longer fits, said at the field as the points change — not first at Bestreiten (user test 34).
  const note = element.querySelector<HTMLElement>(`#${CSS.escape(name)}-hint`)!;
  note.setAttribute('aria-live', 'polite');
  const g = r.gemeldet;
  const reportedLoser = otherSide(winner(g.siegpunkteAngreifer, g.siegpunkteVerteidiger, parseGaveUp(g.aufgegeben)));
  const loser = () => {
    try {
      return otherSide(
        winner(whole(inputs[0].value, 'attackerVP'), whole(inputs[1].value, 'defenderVP'), parseGaveUp(gaveUp.value)),
      );
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      return reportedLoser;
    }
  };
  // The field stays while the side that loses may retreat there (user test 34). Else, until the
  // player picks a field himself, it follows the loser: the reported field for the reported
  // loser, none for the other side — never the other side's field preselected as „(nicht
  // erlaubt)“ (user test 30). His own pick stays, flagged where no longer allowed.
  let picked = false;
  const offer = () => {
    const lost = loser();
    const allowed = fields[lost];
    if (!picked && !allowed.includes(select.value)) {
      const start = lost === reportedLoser ? g.rueckzug : '';
      setOptions(select, [{ value: start, text: start }]);
    }
    offerKeeping(select, retreatOffer(allowed), notAllowed);
    note.textContent = retreatNote(select.value, allowed, lost === ATTACKER ? r.angreifer : r.verteidiger);
  };
  select.addEventListener('change', () => {
    picked = true;
    offer();
  });
  offer();
  for (const control of [inputs[0], inputs[1]]) control.addEventListener('input', offer);
  gaveUp.addEventListener('change', offer);
  return { element, select };
}

/** What the field says when its value does not fit the proposal's loser (`army`); '' when it fits. */
function retreatNote(value: string, allowed: readonly string[], army: string): string {
  if (allowed.length === 0) {
    return value ? `„${army}“ zieht sich nach deinem Vorschlag nicht zurück: bitte „${shownCell('retreatTo', '')}“ wählen.` : '';
  }
  if (!value) return `„${army}“ verliert nach deinem Vorschlag und muss sich zurückziehen: bitte ein Feld wählen.`;
  return allowed.includes(value) ? '' : `„${value}“ ist für „${army}“ nicht erlaubt: bitte ein anderes Feld wählen.`;
}
