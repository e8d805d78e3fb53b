// M1 and M10: the Felder sheet as read — symmetric adjacency, and each bad row with its German
// message and what still counts of it.
import { armiesTable, replayCampaign } from '../../../src/rules';
import { fieldsTable, mapGrid, readFields } from '../../../src/rules/map';
import { nameKey } from '../../../src/rules/campaign';
import { fields, FieldInput, mapCampaign } from './mapFixture';

const PLAYERS = new Map([
  ['anna', 'Anna'],
  ['bernd', 'Bernd'],
]);
const read = (rows: FieldInput[]) => readFields(fields(rows), (name) => PLAYERS.get(nameKey(name)) ?? null, nameKey);
const neighbours = (rows: FieldInput[], name: string) => {
  const { map } = read(rows);
  return map.byKey.get(nameKey(name))!.neighbours.map((i) => map.fields[i].name);
};
const errors = (rows: FieldInput[]) => read(rows).rows.map((r) => r?.errors.join(' ') ?? null);

describe('M1 adjacency', () => {
  it('is symmetric: either listing the other is enough; "," and ";" separate', () => {
    const rows: FieldInput[] = [
      ['A', '', '', 'B'],
      ['B', '', '', ''],
      ['C', '', '', 'a ; B,'],
    ];
    expect(neighbours(rows, 'A')).toEqual(['B', 'C']);
    expect(neighbours(rows, 'B')).toEqual(['A', 'C']);
    expect(neighbours(rows, 'C')).toEqual(['A', 'B']);
  });

  it('a field listing itself or an empty name is ignored silently', () => {
    const rows: FieldInput[] = [['A', '', '', 'A, , ;B'], ['B']];
    expect(neighbours(rows, 'A')).toEqual(['B']);
    expect(errors(rows)).toEqual(['', '']);
  });
});

describe('M10 bad Felder rows', () => {
  it('a field name with an invisible character (NUL, bidi override) is reported and the row does not count', () => {
    const rows: FieldInput[] = [['A'], ['B\u0000'], ['\u202eC', '', '', 'A']];
    expect(errors(rows)).toEqual([
      '',
      'Feld enthält ein Steuerzeichen (U+0000); erlaubt sind sichtbare Zeichen und Leerzeichen in einer Zeile. Diese Zeile zählt nicht.',
      'Feld enthält ein Steuerzeichen (U+202E); erlaubt sind sichtbare Zeichen und Leerzeichen in einer Zeile. Diese Zeile zählt nicht.',
    ]);
    expect(neighbours(rows, 'A')).toEqual([]);
  });

  it('a repeated field name is reported on the later row, which is ignored (its neighbours too)', () => {
    const rows: FieldInput[] = [['A', '', '', 'B'], ['B'], [' a ', 'Festung', 'Anna', 'C'], ['C']];
    expect(errors(rows)[2]).toMatch(/Feld „a“ steht schon weiter oben im Blatt Felder; Feldnamen müssen eindeutig sein/);
    expect(neighbours(rows, 'A')).toEqual(['B']);
    expect(neighbours(rows, 'C')).toEqual([]);
    expect(read(rows).map.fields.map((f) => f.name)).toEqual(['A', 'B', 'C']);
  });

  it("an unknown neighbour is reported on that field's row and ignored", () => {
    const rows: FieldInput[] = [
      ['A', '', '', 'B, Mars'],
      ['B', '', '', 'Venus; Mond'],
    ];
    expect(errors(rows)[0]).toBe('Nachbar „Mars“ ist kein Feld im Blatt Felder und wird nicht berücksichtigt.');
    expect(errors(rows)[1]).toBe('Nachbarn „Venus“, „Mond“ sind keine Felder im Blatt Felder und werden nicht berücksichtigt.');
    expect(neighbours(rows, 'A')).toEqual(['B']);
  });

  it('an unknown Typ is reported and the field counts as normal; Typ matches like names', () => {
    const rows: FieldInput[] = [
      ['A', 'Burg'],
      ['B', ' festung '],
      ['C', 'PRIMÄRGEBIET'],
    ];
    expect(errors(rows)[0]).toMatch(
      /Typ „Burg“ ist unbekannt; erlaubt sind leer, „Festung“ oder „Primärgebiet“\. Das Feld zählt als normales Feld\./,
    );
    expect(read(rows).map.fields.map((f) => f.type)).toEqual(['', 'Festung', 'Primärgebiet']);
  });

  it('an unknown Besitzer is reported and counts as nobody', () => {
    const rows: FieldInput[] = [
      ['A', '', 'Zora'],
      ['B', '', ' ANNA '],
    ];
    expect(errors(rows)[0]).toMatch(
      /Besitzer „Zora“ ist kein Spieler aus dem Blatt Spieler; das Feld gehört zu Beginn niemandem\./,
    );
    expect(read(rows).map.fields.map((f) => f.startHolder)).toEqual(['', 'Anna']);
  });

  it.each<[string, FieldInput, RegExp]>([
    [
      'Zeile 0',
      ['A', '', '', '', 0, 1],
      /Zeile 0 liegt außerhalb des erlaubten Bereichs \(1 bis 100\)\. Das Feld wird nicht gezeichnet\./,
    ],
    [
      'Spalte 5000 (a typo)',
      ['A', '', '', '', 1, 5000],
      /Spalte 5000 liegt außerhalb des erlaubten Bereichs \(1 bis 100\)\. Das Feld wird nicht gezeichnet\./,
    ],
    ['Spalte 1,5', ['A', '', '', '', 1, '1,5'], /Spalte 1,5 ist keine ganze Zahl/],
    ['Zeile text', ['A', '', '', '', 'oben', 1], /Zeile: „oben“ ist keine Zahl/],
    [
      'only Zeile',
      ['A', '', '', '', 2, ''],
      /Spalte fehlt; Zeile und Spalte gehören zusammen\. Das Feld wird nicht gezeichnet\./,
    ],
  ])('a bad Zeile/Spalte (%s) is reported and the field is not drawn', (_, row, message) => {
    const result = read([row, ['B', '', '', 'A', 1, 2]]);
    expect(result.rows[0]!.errors.join(' ')).toMatch(message);
    expect(result.map.fields[0].grid).toBeNull();
    // The field still counts: it has its neighbour.
    expect(result.map.fields[0].neighbours).toEqual([1]);
  });

  it('two fields on one place: the later one is reported and not drawn', () => {
    const result = read([
      ['A', '', '', '', 1, 1],
      ['B', '', '', '', '1', '1'],
    ]);
    expect(result.rows[1]!.errors.join(' ')).toMatch(/Zeile 1, Spalte 1 hat schon Feld „A“/);
    expect(result.map.fields[1].grid).toBeNull();
  });

  it('a row without a name is reported; blank rows stay blank', () => {
    const result = read([['A'], ['', 'Festung'], ['']]);
    expect(result.rows[1]!.errors).toEqual(['Feld fehlt; erwartet wird der Name des Feldes.']);
    expect(result.rows[2]).toBeNull();
  });

  it('KAMPAGNE_FELDER shows every row with its Prüfung; KAMPAGNE_KARTE leaves out fields without a place', () => {
    const r = replayCampaign(
      mapCampaign({
        players: ['Anna', 'Bernd'],
        armies: [
          ['Rote Faust', 'Anna', 2, 'A'],
          ['Eisenwölfe', 'Bernd', 1, 'B'],
          ['Glut', 'Anna', 1, 'A'],
        ],
        fields: [
          ['A', 'Festung', 'Bernd', 'B', 1, 1],
          ['', ''],
          ['B', 'Burg', '', '', 1, 3],
          ['A'],
          ['C', '', 'Zora', 'A', 'x', 1],
        ],
      }),
    );
    expect(fieldsTable(r)).toEqual([
      ['Feld', 'Typ', 'Besitzer', 'Armeen', 'Prüfung'],
      ['A', 'Festung', 'Anna', 'Rote Faust, Glut', 'OK'],
      ['', '', '', '', ''],
      [
        'B',
        '',
        'Bernd',
        'Eisenwölfe',
        'Typ „Burg“ ist unbekannt; erlaubt sind leer, „Festung“ oder „Primärgebiet“. Das Feld zählt als normales Feld.',
      ],
      [
        'A',
        '',
        '',
        '',
        'Feld „A“ steht schon weiter oben im Blatt Felder; Feldnamen müssen eindeutig sein. Diese Zeile zählt nicht.',
      ],
      [
        'C',
        '',
        '',
        '',
        'Besitzer „Zora“ ist kein Spieler aus dem Blatt Spieler; das Feld gehört zu Beginn niemandem. Zeile: „x“ ist keine Zahl. Das Feld wird nicht gezeichnet.',
      ],
    ]);
    expect(mapGrid(r)).toEqual([['A\nFestung\nRote Faust\nGlut\n⚑ Anna', '', 'B\nEisenwölfe\n⚑ Bernd']]);
  });

  it('an unknown Startfeld makes the army row bad, like any bad army row', () => {
    const r = replayCampaign(mapCampaign({ players: ['Anna'], armies: [['Rote Faust', 'Anna', 2, 'Mars']], fields: [['A']] }));
    expect(armiesTable(r)[1]).toEqual([
      'Rote Faust',
      'Anna',
      '',
      '',
      '',
      '',
      '',
      '',
      'Startfeld „Mars“ ist unbekannt; bekannte Felder stehen im Blatt Felder.',
      '',
    ]);
  });

  it('a Felder range without the Feld or Nachbarn column cannot be read (German message)', () => {
    expect(() => readFields([['Name', 'Typ']], () => null, nameKey)).toThrow(/Im Blatt Felder fehlt die Spalte „Feld“/);
  });
});
