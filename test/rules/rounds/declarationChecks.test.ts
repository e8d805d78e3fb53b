// A2: every row of Angriffe that does not count as a declaration says why (the Prüfung column,
// KAMPAGNE_ANGRIFFE) — the same reading that decides what counts (countingDeclarations).
import { CellMatrix } from '../../../src/rules';
import { declarationChecks, countingDeclarations } from '../../../src/rules/rounds';

const HEADER = ['Runde', 'Angreifer', 'Verteidiger', 'Feld', 'Angesagt von', 'Angesagt am', 'Status', 'Einreichungs-ID'];
const ARMIES: CellMatrix = [
  ['Armee', 'Spieler', 'Startstufe', 'Aufgestellt in Runde'],
  ['Rote Faust', 'Anna', 2, ''],
  ['Eisenwölfe', 'Bernd', 2, ''],
];
const row = (round: unknown, attacker: string, defender: string, status = ''): unknown[] => [
  round,
  attacker,
  defender,
  'F2',
  '',
  '',
  status,
  '',
];
const checks = (...rows: unknown[][]) => declarationChecks([HEADER, ...rows] as CellMatrix, ARMIES);

describe('declarationChecks (A2)', () => {
  it('answers the Prüfung header and nothing for a row that counts', () => {
    expect(checks(row(1, 'Rote Faust', 'Eisenwölfe'))).toEqual([['Prüfung'], ['']]);
    // Names match like names (A3 writes them as Armeen spells them; the organiser may not).
    expect(checks(row(2, ' rote faust', 'EISENWÖLFE'))).toEqual([['Prüfung'], ['']]);
  });

  it('names a Runde that is not a whole number: text, a fraction, a date, blank', () => {
    const [, text, fraction, date, blank] = checks(
      row('2a', 'Rote Faust', 'Eisenwölfe'),
      row(1.5, 'Rote Faust', 'Eisenwölfe'),
      row(new Date(2026, 10, 21), 'Rote Faust', 'Eisenwölfe'),
      row('', 'Rote Faust', 'Eisenwölfe'),
    );
    expect(text[0]).toBe('Zählt nicht: Runde: „2a“ ist keine Zahl.');
    expect(fraction[0]).toBe('Zählt nicht: Runde 1,5 ist keine ganze Zahl; erlaubt sind ganze Zahlen.');
    expect(date[0]).toBe('Zählt nicht: Runde: ein Datum ist keine gültige Zahl.');
    expect(blank[0]).toBe('Zählt nicht: Runde fehlt; erwartet wird eine ganze Zahl ab 1.');
  });

  it('names a missing attacker or defender', () => {
    const [, attacker, defender] = checks(row(1, '', 'Eisenwölfe'), row(1, 'Rote Faust', ''));
    expect(attacker[0]).toBe('Zählt nicht: Angreifer fehlt.');
    expect(defender[0]).toBe('Zählt nicht: Verteidiger fehlt.');
  });

  it('names an army Armeen does not list: no report can follow the declaration (A5)', () => {
    const [, attacker, defender] = checks(row(1, 'Rote Fausst', 'Eisenwölfe'), row(1, 'Rote Faust', 'Eisenwolf'));
    expect(attacker[0]).toBe('Zählt nicht: Die Armee „Rote Fausst“ gibt es nicht.');
    expect(defender[0]).toBe('Zählt nicht: Die Armee „Eisenwolf“ gibt es nicht.');
  });

  it('names an army attacking itself', () => {
    expect(checks(row(1, 'Rote Faust', 'rote faust'))[1][0]).toBe(
      'Zählt nicht: Angreifer und Verteidiger sind dieselbe Armee „Rote Faust“; eine Armee kann nicht gegen sich selbst kämpfen.',
    );
  });

  it('says an unknown Status counts as declared — a mistyped withdrawal withdraws nothing', () => {
    expect(checks(row(1, 'Rote Faust', 'Eisenwölfe', 'zurückgezogn'))[1][0]).toBe(
      'Zählt als angesagt: Status „zurückgezogn“ ist weder leer noch „zurückgezogen“.',
    );
    expect(checks(row(1, 'Rote Faust', 'Eisenwölfe', 'Zurueckgezogen'))[1][0]).toBe('');
  });

  it('A3 does not bind the organiser: a second declaration of an army in a round counts (A2)', () => {
    expect(checks(row(1, 'Rote Faust', 'Eisenwölfe'), row(1, 'Rote Faust', 'Eisenwölfe'))).toEqual([['Prüfung'], [''], ['']]);
  });

  it('blank rows stay blank, and the column ends at the last row with anything in it', () => {
    expect(
      checks(row(1, 'Rote Faust', 'Eisenwölfe'), ['', '', '', '', '', '', '', ''], row('x', 'Rote Faust', 'Eisenwölfe'), []),
    ).toEqual([['Prüfung'], [''], [''], [expect.stringMatching(/^Zählt nicht: Runde/)]]);
    expect(checks()).toEqual([['Prüfung']]);
  });

  it('refuses a sheet without its headers in German (Sheets shows it on the formula)', () => {
    expect(() => declarationChecks([['Runde', 'Angreifer']], ARMIES)).toThrow(/Verteidiger/);
  });

  it('every row that does not count has a reason, every row that counts none but a Status hint', () => {
    const rows = [
      row(1, 'Rote Faust', 'Eisenwölfe'),
      row('2a', 'Rote Faust', 'Eisenwölfe'),
      row(1, '', 'Eisenwölfe'),
      row(1, 'Rote Faust', 'Eisenwölfe', 'zurückgezogen'),
      row(1, 'Rote Fausst', 'Eisenwölfe'),
      row(1, 'Rote Faust', ' rote faust '),
      row(1, 'Rote Faust', 'Eisenwölfe', 'zurückgezogn'),
    ];
    // What the round's rules see (roundSituation): the declarations that count, nothing else.
    const kept = countingDeclarations([HEADER, ...rows] as CellMatrix, ARMIES).map((d) => d.row);
    const reasons = checks(...rows)
      .slice(1)
      .map((r) => r[0]);
    expect(kept).toEqual([0, 3, 6]);
    expect(reasons.map((r) => String(r).startsWith('Zählt nicht: '))).toEqual([false, true, true, false, true, true, false]);
  });
});
