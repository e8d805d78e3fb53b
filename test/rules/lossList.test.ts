// The Verlustrechner's pure part: unit lines as typed in the sidebar, read and judged with
// unitLossPoints (the function behind VERLUSTPUNKTE), summed per side.
import fc from 'fast-check';
import { hasWoundKeyword, unitLossPoints, UnitState, WOUND_KEYWORD_NAMES } from '../../src/rules';
import { emptyLossLine, LossLineInput, lossLineLabel, readLossLine, sumLossLines } from '../../src/rules/lossList';

const line = (overrides: Partial<LossLineInput>): LossLineInput => ({ ...emptyLossLine(), ...overrides });

describe('the keywords the Typ select offers', () => {
  it('are declared once, in German, and each is recognised by the rule', () => {
    expect(WOUND_KEYWORD_NAMES).toEqual(['Charakter', 'Fahrzeug', 'Flieger', 'Monster', 'Schwarm', 'Titan']);
    for (const name of WOUND_KEYWORD_NAMES) expect(hasWoundKeyword(name)).toBe(true);
  });
});

describe('readLossLine', () => {
  it('10 models, 4 left: destroyed, its points are the Verlustpunkte; 5 left: not destroyed', () => {
    expect(readLossLine(line({ punkte: '200', sollstaerke: '10', verbleibendeModelle: '4' }))).toMatchObject({
      destroyed: true,
      lossPoints: 200,
      problems: [],
    });
    expect(readLossLine(line({ punkte: '200', sollstaerke: '10', verbleibendeModelle: '5' }))).toMatchObject({
      destroyed: false,
      lossPoints: 0,
      problems: [],
    });
  });

  it('reads German number text', () =>
    expect(readLossLine(line({ punkte: '1.200', sollstaerke: '3', verbleibendeModelle: '0' }))).toMatchObject({
      lossPoints: 1200,
    }));

  it('asks for wounds for a keyword or a single model, and judges them', () => {
    const vehicle = line({
      typ: 'Fahrzeug',
      punkte: '300',
      sollstaerke: '3',
      verbleibendeModelle: '2',
      lebenspunkte: '33',
      verbleibendeLebenspunkte: '16',
    });
    expect(readLossLine(vehicle)).toMatchObject({ woundsAsked: true, destroyed: true, lossPoints: 300 });
    expect(readLossLine({ ...vehicle, verbleibendeLebenspunkte: '17' })).toMatchObject({ destroyed: false, lossPoints: 0 });
    const single = line({
      punkte: '100',
      sollstaerke: '1',
      verbleibendeModelle: '1',
      lebenspunkte: '6',
      verbleibendeLebenspunkte: '2',
    });
    expect(readLossLine(single)).toMatchObject({ woundsAsked: true, destroyed: true, lossPoints: 100 });
  });

  it('ignores the wound fields where the rule does not ask for them (infantry of several models)', () => {
    const infantry = line({
      punkte: '100',
      sollstaerke: '10',
      verbleibendeModelle: '9',
      lebenspunkte: 'x',
      verbleibendeLebenspunkte: '0',
    });
    expect(readLossLine(infantry)).toMatchObject({ woundsAsked: false, destroyed: false, lossPoints: 0, problems: [] });
  });

  it("places each problem on its field, with the rule's German message, blank ones marked", () => {
    const result = readLossLine(line({ punkte: 'viel', sollstaerke: '5', verbleibendeModelle: 'alle' }));
    expect(result.lossPoints).toBeUndefined();
    expect(result.problems).toEqual([
      { field: 'punkte', message: 'Punkte: „viel“ ist keine Zahl.', blank: false },
      { field: 'verbleibendeModelle', message: 'Verbleibende Modelle: „alle“ ist keine Zahl.', blank: false },
    ]);
    expect(readLossLine(line({ punkte: '50', sollstaerke: '5', verbleibendeModelle: '6' })).problems).toEqual([
      {
        field: 'verbleibendeModelle',
        message: 'Verbleibende Modelle 6 liegt außerhalb des erlaubten Bereichs (0 bis 5).',
        blank: false,
      },
    ]);
    expect(readLossLine(line({ punkte: '50', sollstaerke: '0', verbleibendeModelle: '0' })).problems).toEqual([
      { field: 'sollstaerke', message: 'Sollstärke 0 liegt außerhalb des erlaubten Bereichs (ab 1).', blank: false },
    ]);
    expect(readLossLine(emptyLossLine()).problems).toEqual([
      { field: 'punkte', message: 'Punkte fehlt; erwartet wird eine Zahl.', blank: true },
      { field: 'sollstaerke', message: 'Sollstärke fehlt; erwartet wird eine Zahl.', blank: true },
      { field: 'verbleibendeModelle', message: 'Verbleibende Modelle fehlt; erwartet wird eine Zahl.', blank: true },
    ]);
  });

  it("puts the rule's wound messages next to the wound field they name", () => {
    const monster = line({ typ: 'Monster', punkte: '250', sollstaerke: '1', verbleibendeModelle: '1' });
    expect(readLossLine({ ...monster, lebenspunkte: '12' }).problems).toEqual([
      {
        field: 'verbleibendeLebenspunkte',
        message: 'Lebenspunkte brauchen auch die verbleibenden Lebenspunkte der Einheit; beide eintragen oder beide leer lassen.',
        blank: true,
      },
    ]);
    expect(readLossLine({ ...monster, lebenspunkte: '12', verbleibendeLebenspunkte: '13' }).problems).toEqual([
      {
        field: 'verbleibendeLebenspunkte',
        message: 'Verbleibende Lebenspunkte 13 liegt außerhalb des erlaubten Bereichs (0 bis 12).',
        blank: false,
      },
    ]);
    // Without wounds a keyword unit is judged by its models, as VERLUSTPUNKTE judges it.
    expect(readLossLine(monster)).toMatchObject({ destroyed: false, lossPoints: 0, problems: [] });
  });

  it('refuses a Typ the rules do not know', () =>
    expect(readLossLine(line({ typ: 'Infanterie', punkte: '1', sollstaerke: '1', verbleibendeModelle: '1' })).problems).toEqual([
      {
        field: 'typ',
        message:
          'Typ „Infanterie“ ist unbekannt; erlaubt sind „kein Schlüsselwort“, Charakter, Fahrzeug, Flieger, Monster, Schwarm, Titan.',
        blank: false,
      },
    ]));

  it("labels its fields with the labels the rule's messages use", () => {
    expect(lossLineLabel('sollstaerke')).toBe('Sollstärke');
    expect(lossLineLabel('verbleibendeLebenspunkte')).toBe('Verbleibende Lebenspunkte');
  });
});

describe('sumLossLines', () => {
  it('sums the Verlustpunkte of every line; an empty list sums to 0', () => {
    const result = sumLossLines([
      line({ punkte: '200', sollstaerke: '10', verbleibendeModelle: '4' }),
      line({ punkte: '90', sollstaerke: '5', verbleibendeModelle: '5' }),
      line({
        typ: 'Charakter',
        punkte: '75',
        sollstaerke: '1',
        verbleibendeModelle: '1',
        lebenspunkte: '5',
        verbleibendeLebenspunkte: '2',
      }),
    ]);
    expect(result.lines.map((l) => l.lossPoints)).toEqual([200, 0, 75]);
    expect(result.total).toBe(275);
    expect(sumLossLines([]).total).toBe(0);
  });

  it('has no sum while a line is incomplete or wrong', () => {
    const result = sumLossLines([line({ punkte: '200', sollstaerke: '10', verbleibendeModelle: '4' }), line({ punkte: '50' })]);
    expect(result.lines[0].lossPoints).toBe(200);
    expect(result.total).toBeUndefined();
  });

  const unit: fc.Arbitrary<UnitState> = fc
    .record({
      points: fc.integer({ min: 0, max: 3000 }),
      startingModels: fc.integer({ min: 1, max: 30 }),
      models: fc.nat(),
      wounds: fc.option(fc.integer({ min: 1, max: 40 }), { nil: undefined }),
      woundsLeft: fc.nat(),
      unitType: fc.constantFrom('', ...WOUND_KEYWORD_NAMES),
    })
    .map(({ points, startingModels, models, wounds, woundsLeft, unitType }) => ({
      points,
      startingModels,
      remainingModels: models % (startingModels + 1),
      wounds,
      remainingWounds: wounds === undefined ? undefined : woundsLeft % (wounds + 1),
      unitType,
    }));
  /** German number text as a user types it: thousands with a dot. */
  const typed = (n: number | undefined) => (n === undefined ? '' : n.toLocaleString('de-DE'));
  const asLine = (u: UnitState): LossLineInput => ({
    typ: u.unitType ?? '',
    punkte: typed(u.points),
    sollstaerke: typed(u.startingModels),
    verbleibendeModelle: typed(u.remainingModels),
    lebenspunkte: typed(u.wounds),
    verbleibendeLebenspunkte: typed(u.remainingWounds),
  });

  it('the sum is the sum of unitLossPoints (VERLUSTPUNKTE) per line', () => {
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 20 }), (units) => {
        const result = sumLossLines(units.map(asLine));
        expect(result.lines.map((l) => l.lossPoints)).toEqual(units.map(unitLossPoints));
        expect(result.total).toBe(units.reduce((sum, u) => sum + unitLossPoints(u), 0));
      }),
    );
  });
});
