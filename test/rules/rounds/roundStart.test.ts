// R1 with R6's confirmation: an organiser's form entry that names a Runde after the current one
// would begin that round for everyone (the user test of session 34: Runde 7 typed in Runde 6).
import { ChangedBattle, ChangesNeedConfirmation, confirmationLines } from '../../../src/rules/rounds';
import { entryStartsRound, roundStartLine } from '../../../src/rules/rounds/roundJump';

const NEW_ROUND = 'Erweiterungen → Kriegsrat → Neue Runde beginnen';

describe('entryStartsRound (R1)', () => {
  it('is true for any Runde after the current one, the next included', () => {
    expect(entryStartsRound(7, 6)).toBe(true);
    expect(entryStartsRound(9, 6)).toBe(true);
  });

  it('is false for the current round and every earlier one', () => {
    expect(entryStartsRound(6, 6)).toBe(false);
    expect(entryStartsRound(1, 6)).toBe(false);
    // A campaign without rows is in round 1.
    expect(entryStartsRound(1, 1)).toBe(false);
  });
});

describe("the organiser's question before a round begins by an entry", () => {
  const start = { round: 7, current: 6, newRound: NEW_ROUND };

  it('says which round has not begun, what saving does and how a round begins', () => {
    const line = roundStartLine(start);
    expect(line).toContain('Runde 7 hat noch nicht begonnen (laufend ist Runde 6)');
    expect(line).toContain('beginnt Runde 7 sofort für alle Spieler, ohne Versorgungsphase');
    expect(line).toContain(NEW_ROUND);
  });

  it('is asked with R6’s confirmation: one question, the round first, then the battles it changes', () => {
    const jump = new ChangesNeedConfirmation([], start);
    expect(jump.message).toBe(`Dieser Eintrag beginnt eine neue Runde: ${roundStartLine(start)}. Trotzdem speichern?`);
    expect(confirmationLines(jump)).toEqual([roundStartLine(start)]);

    const changed: ChangedBattle = { row: 3, round: 6, attacker: 'A', defender: 'B', change: 'zählt dann nicht mehr' };
    const both = new ChangesNeedConfirmation([changed], start);
    expect(both.message).toMatch(
      /^Dieser Eintrag beginnt eine neue Runde und ändert 1 Schlacht, die schon eingetragen ist: Runde 7/,
    );
    expect(confirmationLines(both)).toEqual([roundStartLine(start), 'Zeile 5 (Runde 6, A gegen B): zählt dann nicht mehr']);
  });

  it('reads as before when only battles change', () => {
    const changed: ChangedBattle = { row: 0, round: 1, attacker: 'A', defender: 'B', change: 'zählt dann nicht mehr' };
    const only = new ChangesNeedConfirmation([changed]);
    expect(only.message).toBe(
      'Dieser Eintrag ändert 1 Schlacht, die schon eingetragen ist: Zeile 2 (Runde 1, A gegen B): zählt dann nicht mehr. Trotzdem speichern?',
    );
    expect(confirmationLines(only)).toEqual(['Zeile 2 (Runde 1, A gegen B): zählt dann nicht mehr']);
  });
});
