// Nothing a player enters changes a result already played: which battles the replay counts
// after a report (battlesAfterRow), and the German refusal of a confirmation that changes one.
import { battlesAfterRow, checkAnswerChanges } from '../../../src/rules/rounds';
import { BATTLE_HEADER } from '../campaign/fixture';

const log = (...rounds: (number | '')[]) => [
  BATTLE_HEADER,
  ...rounds.map((r) => [r, '', r === '' ? '' : 'A', r === '' ? '' : 'B']),
];

describe('battlesAfterRow', () => {
  it('a later Runde anywhere in the sheet, or the same Runde further down', () => {
    expect(battlesAfterRow(log(1, 1), 0)).toBe(true);
    expect(battlesAfterRow(log(1, 1), 1)).toBe(false);
    // Typed out of order: a round-2 row above a round-1 report still comes after it.
    expect(battlesAfterRow(log(2, 1), 1)).toBe(true);
    expect(battlesAfterRow(log(1, 2), 1)).toBe(false);
    expect(battlesAfterRow(log(2, 1, 1), 0)).toBe(false);
  });

  it('blank rows and a report without a readable Runde have nothing after them', () => {
    expect(battlesAfterRow(log(1, ''), 0)).toBe(false);
    expect(battlesAfterRow(log('', 1), 0)).toBe(false);
  });
});

describe('checkAnswerChanges', () => {
  it('passes when nothing changes', () => {
    expect(() => checkAnswerChanges([])).not.toThrow();
  });

  it('refuses at Status, naming each battle, and says who decides and that nothing was saved', () => {
    const change = { row: 2, round: 2, attacker: 'Eisenwölfe', defender: 'Rote Faust', change: 'zählt dann nicht mehr' };
    expect(() => checkAnswerChanges([change])).toThrow(
      expect.objectContaining({
        field: 'status',
        message:
          'Zählt diese Meldung jetzt, ändert sie eine Schlacht, die danach schon gezählt hat: ' +
          'Zeile 4 (Runde 2, Eisenwölfe gegen Rote Faust): zählt dann nicht mehr. Das entscheidet die Spielleitung ' +
          '(unter „Offene Meldungen“); nichts wurde gespeichert. Bestreiten kannst du die Meldung weiterhin.',
      }),
    );
  });
});
