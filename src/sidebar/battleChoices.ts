/// <reference lib="dom" />
/**
 * A5: the declared battles a battle form offers filled in, one button each, in groups — shared by
 * the portal's Melden (a player's own declarations and those against them, by opponent) and the
 * organiser's „Schlacht eintragen“ (all of the round's, by attacking player; free entry beside
 * them, A6). Which battles: rules/rounds/openDeclarations.ts. A click hands the battle to `pick`,
 * which fills the form; `markChoice` keeps the pressed button in step with the form.
 */
import type { ReportableBattle } from '../rules/rounds/openDeclarations';
import { h } from './dom';

export interface BattleChoiceGroup {
  label: string;
  battles: ReportableBattle[];
}

/** The battles grouped by `key` (e.g. a player), in the order each group first appears. */
export function groupedBy(battles: readonly ReportableBattle[], key: (b: ReportableBattle) => string): BattleChoiceGroup[] {
  const groups = new Map<string, ReportableBattle[]>();
  for (const b of battles) groups.set(key(b), [...(groups.get(key(b)) ?? []), b]);
  return [...groups].map(([label, list]) => ({ label, battles: list }));
}

/** The groups as elements: a labelled group of buttons each; `detail`: the line under a battle's armies. */
export function battleChoiceGroups(
  groups: readonly BattleChoiceGroup[],
  detail: (b: ReportableBattle) => string,
  pick: (b: ReportableBattle) => void,
): HTMLElement[] {
  const buttons: HTMLButtonElement[] = [];
  return groups.map((group) =>
    h(
      'div',
      { class: 'attack-group', role: 'group', 'aria-label': group.label },
      h('p', { class: 'label' }, group.label),
      ...group.battles.map((b) => {
        const button = h(
          'button',
          {
            type: 'button',
            class: 'book-pick report-pick',
            'aria-pressed': 'false',
            'data-round': String(b.round),
            'data-attacker': b.attacker,
            'data-defender': b.defender,
          },
          `${b.attacker} greift ${b.defender} an`,
          h('span', { class: 'book-detail' }, detail(b)),
        );
        button.addEventListener('click', () => {
          for (const other of buttons) other.setAttribute('aria-pressed', String(other === button));
          pick(b);
        });
        buttons.push(button);
        return button;
      }),
    ),
  );
}

/** Presses the button of the battle the form shows (round and both armies), none when it shows another. */
export function markChoice(box: HTMLElement, round: string, attacker: string, defender: string): void {
  box.querySelectorAll<HTMLElement>('.report-pick').forEach((button) => {
    const d = button.dataset;
    button.setAttribute('aria-pressed', String(d.round === round && d.attacker === attacker && d.defender === defender));
  });
}
