// The sidebar's form logic without a browser: payload building, the options it offers, and
// which field a rules message belongs to.
import { parseBattlePayload } from '../../src/server/battlePayload';
import { battleFormDataOf } from '../../src/server/battleFormData';
import { booking, campaign } from '../rules/campaign/fixture';
import { BattleFormData } from '../../src/shared/battleContract';
import { RuleError } from '../../src/rules';
import { formKeyOf } from '../../src/rules/battleForm';
import { readProposal } from '../../src/rules/campaign/disputeText';
import { evaluateBattle, FormValues, initialValues, mobilisationSteps } from '../../src/sidebar/battleForm';
import { newSubmissionId } from '../../src/sidebar/submissionId';

/** Round 2 begun; Rote Faust (Anna) Stufe 3, Eiserne Wacht (Bernd) Stufe 1, Alte Garde (Anna) destroyed; the players' pools. */
const formData = (anna: number, bernd: number): BattleFormData =>
  battleFormDataOf(
    campaign({
      players: [
        ['Anna', anna],
        ['Bernd', bernd],
      ],
      armies: [
        ['Rote Faust', 'Anna', 3],
        ['Eiserne Wacht', 'Bernd', 1],
        ['Alte Garde', 'Anna', 1],
      ],
      bookings: [booking({ round: 1, army: 'Alte Garde', kind: 'Korrektur', levels: -1 }), booking({ round: 2, player: 'Anna' })],
    }),
  );
const data = formData(1000, 5000);

function values(overrides: Partial<FormValues>): FormValues {
  return { ...initialValues(data, 'id-1'), datum: '2026-11-21', ...overrides };
}

const filled = values({
  angreifer: 'Rote Faust',
  verteidiger: 'Eiserne Wacht',
  mobilisierung: '500',
  skaliertAuf: '2000',
  siegpunkteAngreifer: '12',
  siegpunkteVerteidiger: '30',
  verlusteAngreifer: '1.001',
  verlusteVerteidiger: '0',
  mission: '  Vital Intelligence ',
});

const LOSSES_MISSING = (label: string) =>
  `${label} fehlt; bitte die Verlustpunkte angeben – 0, wenn die Seite nichts verloren hat.`;

describe('evaluateBattle', () => {
  it('builds the payload with numbers, trimmed text and the chosen mobilisation and scaling', () => {
    const result = evaluateBattle(filled, data);
    expect(result.problems).toEqual([]);
    expect(result.mobilisationOptions).toEqual([0, 250, 500]);
    expect(result.scalingOptions).toEqual([1500, 1750, 2000, 2250, 2500, 2750, 3000]);
    expect(result.payload).toEqual({
      runde: 2,
      datum: '2026-11-21',
      angreifer: 'Rote Faust',
      verteidiger: 'Eiserne Wacht',
      mobilisierung: 500,
      skaliertAuf: 2000,
      siegpunkteAngreifer: 12,
      siegpunkteVerteidiger: 30,
      aufgegeben: '',
      verlusteAngreifer: 1001,
      verlusteVerteidiger: 0,
      mission: 'Vital Intelligence',
      notiz: '',
      einreichungsId: 'id-1',
      rueckzug: '',
    });
    expect(result.outcome).toMatchObject({
      winner: 'Verteidiger',
      attackerLoss: 2,
      attackerNewLevel: 1,
      defenderNewLevel: 1,
      supply: 500,
    });
  });

  it('keeps a mobilisation or scaling the armies no longer allow, and flags it instead of resetting it', () => {
    // Anna (the defender's player here) has 1000 VP, but a Stufe-3 defender against Stufe 1 may not mobilise.
    const swapped = evaluateBattle({ ...filled, angreifer: 'Eiserne Wacht', verteidiger: 'Rote Faust' }, data);
    expect(swapped.mobilisationOptions).toEqual([0]);
    expect(swapped.mobilisation).toBe(500);
    expect(swapped.scalingOptions).toEqual([]);
    expect(swapped.scaledTo).toBe(2000);
    expect(swapped.payload).toBeUndefined();
    // Scaling waits for a valid mobilisation; then it is judged, and flagged too.
    expect(swapped.problems.map((p) => p.field)).toEqual(['mobilisierung']);
    expect(swapped.problems[0].message).toMatch(/^Mobilisierung 500 ist nicht erlaubt: nur ein unterlegener Verteidiger/);
    const unmobilised = evaluateBattle(
      { ...filled, angreifer: 'Eiserne Wacht', verteidiger: 'Rote Faust', mobilisierung: '0' },
      data,
    );
    expect(unmobilised.scaledTo).toBe(2000);
    expect(unmobilised.problems.map((p) => p.field)).toEqual(['skaliertAuf']);
    expect(unmobilised.problems[0].message).toMatch(/^Skalieren ist nicht erlaubt/);
  });

  it('keeps a mobilisation above a pool that shrank (after a refusal) and says why', () => {
    const poorer = formData(1000, 250);
    const result = evaluateBattle(filled, poorer);
    expect(result.mobilisation).toBe(500);
    expect(result.problems).toEqual([
      {
        field: 'mobilisierung',
        message: 'Mobilisierung 500 übersteigt das Maximum von 250 (Versorgungspool: 250 VP).',
        blank: false,
      },
    ]);
  });

  it("limits mobilisation by the defender player's pool", () => {
    const poor = formData(0, 300);
    expect(evaluateBattle(filled, poor).mobilisationOptions).toEqual([0, 250]);
  });

  it('reports problems in form order, blank ones flagged, and still plans what it can', () => {
    const result = evaluateBattle(
      values({ runde: '0', angreifer: 'Rote Faust', verteidiger: 'Eiserne Wacht', verlusteAngreifer: '9999' }),
      data,
    );
    expect(result.plan).toBeDefined();
    expect(result.payload).toBeUndefined();
    expect(result.problems).toEqual([
      // Runde 2 is current: a battle may be in it or open round 3, not later.
      { field: 'runde', message: 'Runde 0 liegt außerhalb des erlaubten Bereichs (1 bis 3).', blank: false },
      { field: 'siegpunkteAngreifer', message: 'Siegpunkte Angreifer fehlt; erwartet wird eine Zahl.', blank: true },
      { field: 'siegpunkteVerteidiger', message: 'Siegpunkte Verteidiger fehlt; erwartet wird eine Zahl.', blank: true },
      // Checked on their own: flagged while the other fields are still open.
      {
        field: 'verlusteAngreifer',
        message: 'Verluste Angreifer 9999 übersteigen das Maximum von 1510 (gespielte Punkte 1500 + 10 Toleranz).',
        blank: false,
      },
      // Blank is no loss of 0 (the replay refuses a blank Verluste cell too): the message says what to enter.
      { field: 'verlusteVerteidiger', message: LOSSES_MISSING('Verluste Verteidiger'), blank: true },
    ]);
  });

  it('attributes a loss above the maximum to the losses field', () => {
    const result = evaluateBattle({ ...filled, mobilisierung: '0', skaliertAuf: '0', verlusteVerteidiger: '1100' }, data);
    expect(result.problems).toEqual([
      {
        field: 'verlusteVerteidiger',
        message: 'Verluste Verteidiger 1100 übersteigen das Maximum von 1010 (gespielte Punkte 1000 + 10 Toleranz).',
        blank: false,
      },
    ]);
  });

  it('refuses missing, unknown, destroyed and identical armies', () => {
    expect(evaluateBattle(values({}), data).problems.slice(0, 2)).toEqual([
      { field: 'angreifer', message: 'Angreifer fehlt; bitte eine Armee wählen.', blank: true },
      { field: 'verteidiger', message: 'Verteidiger fehlt; bitte eine Armee wählen.', blank: true },
    ]);
    expect(evaluateBattle({ ...filled, verteidiger: 'Alte Garde' }, data).problems).toEqual([
      {
        field: 'verteidiger',
        message: 'Verteidiger „Alte Garde“ ist vernichtet (Stufe 0) und kann keine Schlachten mehr schlagen.',
        blank: false,
      },
    ]);
    const same = evaluateBattle({ ...filled, verteidiger: 'Rote Faust' }, data);
    expect(same.problems).toEqual([
      {
        field: 'verteidiger',
        message: 'Angreifer und Verteidiger sind dieselbe Armee „Rote Faust“; eine Armee kann nicht gegen sich selbst kämpfen.',
        blank: false,
      },
    ]);
    expect(same.plan).toBeUndefined();
  });

  it('checks the date like the server does', () => {
    expect(evaluateBattle({ ...filled, datum: '21.11.2026' }, data).problems).toEqual([
      { field: 'datum', message: 'Datum „21.11.2026“ ist ungültig; erwartet wird JJJJ-MM-TT, z. B. 2026-11-21.', blank: false },
    ]);
    expect(evaluateBattle({ ...filled, datum: '' }, data).problems[0]).toMatchObject({ field: 'datum', blank: true });
  });

  it('refuses a date after 2100 or before 1900 (Sheets counts days from 1899-12-30; a typo such as 20266 is no campaign day)', () => {
    const outside = (datum: string) => ({
      field: 'datum',
      message: `Datum „${datum}“ liegt außerhalb des erlaubten Bereichs (1900-01-01 bis 2100-12-31).`,
      blank: false,
    });
    expect(evaluateBattle({ ...filled, datum: '2101-01-01' }, data).problems).toEqual([outside('2101-01-01')]);
    expect(evaluateBattle({ ...filled, datum: '9999-12-31' }, data).problems).toEqual([outside('9999-12-31')]);
    expect(evaluateBattle({ ...filled, datum: '1899-12-31' }, data).problems).toEqual([outside('1899-12-31')]);
    expect(evaluateBattle({ ...filled, datum: '2100-12-31' }, data).problems).toEqual([]);
    expect(evaluateBattle({ ...filled, datum: '1900-01-01' }, data).problems).toEqual([]);
  });
});

describe('same messages as the server', () => {
  // The server validates regardless; the client must say the same thing before sending.
  it.each([
    ['runde', '0'],
    ['datum', '21.11.2026'],
    ['datum', '2026-02-30'],
    ['datum', '2101-01-01'],
    ['angreifer', ''],
    ['siegpunkteAngreifer', '-1'],
    ['siegpunkteVerteidiger', 'zehn'],
    ['verlusteAngreifer', '2,5'],
    ['verlusteVerteidiger', ''],
  ] as const)('%s = "%s"', (field, text) => {
    const input = { ...filled, mobilisierung: '0', skaliertAuf: '0', [field]: text };
    const client = evaluateBattle(input, data).problems[0]?.message;
    expect(client).toBeDefined();
    expect(() => parseBattlePayload(input, { currentRound: data.runde })).toThrow(new Error(client)); // message equality
  });
});

describe('helpers', () => {
  it.each([
    ['attackerLosses', 'verlusteAngreifer'],
    ['mobilisation', 'mobilisierung'],
    ['scaledTo', 'skaliertAuf'],
    ['defender', 'verteidiger'],
    ['attacker', 'angreifer'],
    ['submissionId', 'einreichungsId'],
    [undefined, undefined],
    ['startLevel', undefined],
  ] as const)('formKeyOf(%s) = %s', (field, key) => expect(formKeyOf(field)).toBe(key));

  it('places an error by the field it carries, not by its words', () => {
    // A message reworded to start with another label still lands on its field.
    const error = new RuleError('Zu viele Verluste: Verluste Angreifer …', 'defenderLosses');
    expect(formKeyOf(error.field)).toBe('verlusteVerteidiger');
    expect(new RuleError('ohne Feld').field).toBeUndefined();
  });

  it('offers mobilisation in steps of 250 up to the maximum', () => {
    expect(mobilisationSteps(0)).toEqual([0]);
    expect(mobilisationSteps(750)).toEqual([0, 250, 500, 750]);
  });

  it('makes a new version-4 id each time, with or without crypto.randomUUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newSubmissionId()).toMatch(uuid);
    expect(newSubmissionId()).not.toBe(newSubmissionId());
    // An own property shadows Crypto.prototype.randomUUID; deleting it restores the original.
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newSubmissionId()).toMatch(uuid);
    } finally {
      delete (globalThis.crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(newSubmissionId()).toMatch(uuid);
  });
});

// User test 29: Verluste left blank. The replay refuses a blank Verluste cell (REGELN „Siegpunkte
// oder Verluste fehlen“) — blank is no 0 there — so the form and a dispute's proposal (C11) refuse
// it too, saying what to type when a side lost nothing.
describe('blank Verluste', () => {
  it('is refused by the form and by a proposal, naming 0 for no losses', () => {
    const result = evaluateBattle({ ...filled, verlusteAngreifer: ' ' }, data);
    expect(result.problems).toEqual([{ field: 'verlusteAngreifer', message: LOSSES_MISSING('Verluste Angreifer'), blank: true }]);
    expect(() =>
      readProposal({ siegpunkteAngreifer: 10, siegpunkteVerteidiger: 5, verlusteAngreifer: 0, verlusteVerteidiger: '' }),
    ).toThrow(LOSSES_MISSING('Verluste Verteidiger'));
    expect(evaluateBattle({ ...filled, verlusteAngreifer: '0' }, data).problems).toEqual([]);
  });
});
