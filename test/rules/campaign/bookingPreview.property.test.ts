// Issue 16: the booking form's preview is what the server computes on save — pool, Stufe and
// every message — for generated form inputs on the demo campaign (with its map) and on small
// generated campaigns. The save takes the server's path: the payload reader, the row writers
// and checkNewBooking on the sheets' own tables.
import fc from 'fast-check';
import { demoCampaign } from '../../../src/demo';
import { RuleError } from '../../../src/rules';
import { checkMapFields, readBookingForm } from '../../../src/rules/bookingForm';
import { FORM_KINDS, NEW_ARMY } from '../../../src/rules/bookingKinds';
import { CampaignTables, checkNewBooking } from '../../../src/rules/campaign';
import { PHASE_BATTLES } from '../../../src/rules/rounds';
import { bookingFormDataOf } from '../../../src/server/bookingFormData';
import { armyRowWrite } from '../../../src/sheets/armyRow';
import { ALL_BOOKING_COLUMNS, bookingRowsWrite } from '../../../src/sheets/bookingRow';
import type { BookingFormData } from '../../../src/shared/bookingContract';
import { BookingValues, evaluateBooking, initialBookingValues } from '../../../src/sidebar/bookingEvaluation';
import { ARMIES, campaignArb } from './campaignArbitrary';

const DEMO = demoCampaign();
const DEMO_ARMIES = DEMO.armies.slice(1, 14).map((row) => String(row[0]));
const DEMO_PLAYERS = DEMO.players.slice(1).map((row) => String(row[0]));
const DEMO_FIELDS = (DEMO.fields ?? []).slice(1, 30).map((row) => String(row[0]));

function formInput(armies: string[], players: string[], fields: string[]) {
  return fc.record({
    art: fc.constantFrom(...FORM_KINDS),
    round: fc.integer({ min: 0, max: 7 }),
    player: fc.constantFrom('', ...players),
    army: fc.constantFrom('', 'Neue Garde', ...armies),
    levels: fc.integer({ min: -3, max: 3 }).map(String),
    supply: fc.oneof(
      fc.constant(''),
      fc.integer({ min: -6, max: 4 }).map((n) => String(n * 250)),
    ),
    startLevel: fc.integer({ min: 1, max: 5 }).map(String),
    field: fc.constantFrom('', ...fields),
    note: fc.constantFrom('', 'Nachtrag'),
  });
}
type Input = ReturnType<typeof formInput> extends fc.Arbitrary<infer T> ? T : never;

/** The sheets as the server reads them: every Buchungen column setup lays out. */
function withSubmissionColumn(tables: CampaignTables): CampaignTables {
  if (tables.bookings[0].includes('Einreichungs-ID')) return tables;
  return { ...tables, bookings: tables.bookings.map((row, i) => [...row, i === 0 ? 'Einreichungs-ID' : '']) };
}

/** What submitBooking computes for `values` (its RuleError's message when it refuses). */
function saved(tables: CampaignTables, values: Record<string, unknown>, currentRound: number) {
  const reading = readBookingForm(values, { currentRound });
  if (!reading.booking) return undefined;
  const e = reading.booking;
  try {
    checkMapFields(e, tables.fields !== undefined);
    const cells = {
      round: e.round,
      date: e.date,
      player: e.player,
      army: e.army,
      kind: e.kind,
      supply: e.supply || '',
      levels: e.levels || '',
      note: e.note,
      submissionId: e.submissionId,
      field: e.kind === NEW_ARMY ? '' : e.field,
    };
    const row = bookingRowsWrite(tables.bookings[0], [cells], ALL_BOOKING_COLUMNS).fullRows[0];
    const army =
      e.kind === NEW_ARMY
        ? armyRowWrite(tables.armies[0], {
            name: e.army,
            player: e.player,
            startLevel: e.startLevel,
            raisedInRound: e.round,
            startField: e.field,
          }).fullRows[0]
        : undefined;
    return { ok: checkNewBooking(tables, row, army) };
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return { error: error.message };
  }
}

/** The server's tables and form data, once per campaign (the demo is checked many times). */
const prepared = new WeakMap<CampaignTables, { tables: CampaignTables; data: BookingFormData }>();

function check(sheets: CampaignTables, input: Input): void {
  let ready = prepared.get(sheets);
  if (!ready) {
    const tables = withSubmissionColumn(sheets);
    prepared.set(sheets, (ready = { tables, data: bookingFormDataOf(tables, PHASE_BATTLES) }));
  }
  const { tables, data } = ready;
  const values: BookingValues = {
    ...initialBookingValues(data, input.art, 'id-1'),
    datum: '2026-11-21',
    runde: input.round === 0 ? String(data.runde) : String(input.round),
    spieler: input.player,
    armee: input.army,
    neueArmee: input.army,
    stufen: input.levels,
    versorgung: input.supply,
    startstufe: input.startLevel,
    feld: input.field,
    notiz: input.note,
  };
  const evaluation = evaluateBooking(values, data);
  const server = saved(tables, { ...values, armee: values.art === NEW_ARMY ? values.neueArmee : values.armee }, data.runde);
  if (!server) {
    expect(evaluation.payload).toBeUndefined();
    return;
  }
  if ('error' in server) {
    expect(evaluation.problems.map((p) => p.message)).toEqual([server.error]);
    expect(evaluation.payload).toBeUndefined();
    return;
  }
  expect(evaluation.problems).toEqual([]);
  expect(evaluation.payload).toBeDefined();
  expect(evaluation.consequences).toMatchObject({
    player: server.ok.player,
    poolBefore: server.ok.poolBefore,
    poolAfter: server.ok.poolAfter,
    levelAfter: server.ok.levelAfter,
    fieldAfter: server.ok.fieldAfter,
  });
}

describe('the booking preview equals what the server computes on save', () => {
  it('on the demo campaign with its map', () => {
    fc.assert(
      fc.property(formInput(DEMO_ARMIES, DEMO_PLAYERS, DEMO_FIELDS), (input) => check(DEMO, input)),
      { numRuns: 150 },
    );
  });

  it('on generated campaigns', () => {
    fc.assert(
      fc.property(campaignArb, formInput(ARMIES, ['Anna', 'Bert', 'Carla'], []), (tables, input) => check(tables, input)),
      { numRuns: 200 },
    );
  });
});
