// Every kind of cell the add-on writes, through the built Code.js, lands in cells whose
// validations the offline workbook enforces like Sheets: strict rules refuse a script's
// setValues with Google's English message — so a write Sheets would refuse fails here too.
import { OfflineSpreadsheet } from '../../src/offline';
import { smallCampaignBattle, valuesOf, workbookWith, SMALL_CAMPAIGN } from './campaignWorkbook';

const GOOGLE_REFUSAL = /^The data you entered in cell [A-Z]+\d+ violates the data validation rules set on this cell\.$/;

const BATTLE = smallCampaignBattle('id-0');

function setUp() {
  const { workbook, addon } = workbookWith(SMALL_CAMPAIGN, 'orga@example.com');
  addon.run('setupCampaign');
  return { workbook, addon };
}

const cellOf = (workbook: OfflineSpreadsheet, row: number, header: string) => {
  const rows = valuesOf(workbook, 'Schlachten');
  return rows[row - 1][(rows[0] as string[]).indexOf(header)];
};

describe('what submitBattle writes passes every validation setup created', () => {
  const { workbook, addon } = setUp();
  const cases: [string, Partial<typeof BATTLE>, Record<string, unknown>][] = [
    // Rote Faust 1500 against Grüne Flut 1000 + 250 bonus + 250 mobilised: equal, so scalable.
    [
      'a scaled battle and mobilisation',
      { verteidiger: 'Grüne Flut', mobilisierung: 250, skaliertAuf: 2000 },
      { Mobilisierung: 250, 'Skaliert auf': 2000 },
    ],
    [
      'texts with apostrophes, a formula-like and a number-like text',
      { mission: "Das 'Tor'", notiz: "'s Nest =1+1 1.500" },
      { Mission: "Das 'Tor'", Notiz: "'s Nest =1+1 1.500" },
    ],
    ['blank optional numbers', { mobilisierung: 0, skaliertAuf: 0 }, { Mobilisierung: '', 'Skaliert auf': '' }],
    ['the attacker gave up', { aufgegeben: 'Angreifer' }, { Aufgegeben: 'Angreifer' }],
    [
      'the defender gave up',
      { angreifer: 'Grüne Flut', verteidiger: 'Rote Faust', aufgegeben: 'Verteidiger' },
      { Aufgegeben: 'Verteidiger' },
    ],
    [
      'losses and victory points',
      { siegpunkteAngreifer: 0, siegpunkteVerteidiger: 999, verlusteAngreifer: 125, verlusteVerteidiger: 0 },
      { 'Siegpunkte Verteidiger': 999, 'Verluste Angreifer': 125 },
    ],
  ];
  let id = 0;
  it.each(cases)('%s', (_name, change, expected) => {
    const result = addon.runFromClient('submitBattle', { ...BATTLE, ...change, einreichungsId: `id-${++id}` }) as {
      zeile: number;
    };
    for (const [header, value] of Object.entries(expected)) expect(cellOf(workbook, result.zeile, header)).toEqual(value);
    expect(cellOf(workbook, result.zeile, 'Datum')).toBeInstanceOf(Date);
    expect(cellOf(workbook, result.zeile, 'Eingetragen am')).toBeInstanceOf(Date);
  });
});

describe('the workbook refuses what Sheets refuses, with Google’s English message', () => {
  const { workbook } = setUp();
  const battles = workbook.getSheetByName('Schlachten')!;
  const refusal = (write: () => void): string => {
    try {
      write();
    } catch (error) {
      return (error as Error).message;
    }
    return 'nicht abgelehnt';
  };
  const row = (attacker: string, defender: string) => [1, new Date(2026, 10, 21), attacker, defender];

  it.each([
    ['an army name with a trailing blank that Armeen lacks', 'Rote Faust ', 'Eisenwölfe'],
    ['an army name with a leading blank', ' Rote Faust', 'Eisenwölfe'],
    ['an army name in another letter case', 'rote faust', 'Eisenwölfe'],
    ['an unknown defender', 'Rote Faust', 'Niemand'],
  ])('%s', (_name, attacker, defender) => {
    expect(refusal(() => battles.getRange(2, 1, 1, 4).setValues([row(attacker, defender)]))).toMatch(GOOGLE_REFUSAL);
    // A refused setValues writes nothing, not even the valid cells beside.
    expect(battles.getRange(2, 1, 1, 4).getValues()).toEqual([['', '', '', '']]);
  });

  it.each([
    ['G2', 'viel'],
    ['G2', '-5'],
    ['F2', 1000],
    ['I2', 'angreifer'],
    ['B2', 'gestern'],
  ])('%s = %p', (a1, value) => {
    expect(refusal(() => battles.getRange(a1).setValue(value))).toMatch(GOOGLE_REFUSAL);
  });

  it('accepts what the built-in criteria let through (whole numbers and steps are the replay’s to check)', () => {
    battles.getRange('G2:H2').setValues([['12,5', 1.5]]);
    expect(battles.getRange('G2:H2').getValues()).toEqual([[12.5, 1.5]]);
  });
});
