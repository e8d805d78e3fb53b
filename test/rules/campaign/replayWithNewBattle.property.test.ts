// A save of a battle replays the campaign once (issue 24): replayWithNewBattle answers the
// admission's question (checkNewBattle: the battle as the campaign finds it at its place in the
// log, or the broken rule) from inside the one replay of the campaign after the save. Both
// answers must be exactly those of the two replays it replaces — for generated campaigns with
// statuses (C2: a report does not count, yet is checked) and rows of every round, and for the
// demo campaign with its map (M2: armies enter the map by round).
import fc from 'fast-check';
import { demoCampaign } from '../../../src/demo';
import { CellValue, RuleError } from '../../../src/rules';
import {
  BATTLES_CONFIRMATION_SPEC,
  BATTLES_MAP_SPEC,
  CampaignTables,
  checkNewBattle,
  replayCampaign,
  replayWithNewBattle,
} from '../../../src/rules/campaign';
import { ARMIES, campaignArb } from './campaignArbitrary';
import { battle, BATTLE_HEADER, campaign, DUEL, DUEL_LISTS } from './fixture';

const STATUS = BATTLES_CONFIRMATION_SPEC.columns.status.header;

const STATUSES = ['', '', 'bestätigt', 'gemeldet', 'bestritten', 'verworfen', 'entschieden'];

const newBattle = (armies: string[], fields: string[], lastRound = 5) =>
  fc.record({
    round: fc.oneof(fc.integer({ min: 1, max: lastRound }), fc.constant<CellValue>('')),
    attacker: fc.constantFrom(...armies),
    defender: fc.constantFrom(...armies),
    mobilisation: fc.constantFrom<CellValue>('', '', 250, 500),
    attackerVP: fc.integer({ min: 0, max: 20 }),
    defenderVP: fc.integer({ min: 0, max: 20 }),
    gaveUp: fc.constantFrom('', '', '', 'Angreifer', 'Verteidiger'),
    attackerLosses: fc.integer({ min: 0, max: 1600 }),
    defenderLosses: fc.integer({ min: 0, max: 1600 }),
    status: fc.constantFrom(...STATUSES),
    retreat: fc.constantFrom('', ...fields),
    /** Blank rows below the log, as a sheet has them. */
    blanks: fc.integer({ min: 0, max: 2 }),
  });
type NewBattle = typeof newBattle extends (...args: never[]) => fc.Arbitrary<infer T> ? T : never;

/** `tables` with a Status column (statuses drawn per row) and, when it has a map, Rückzug nach. */
function withStatus(tables: CampaignTables, statuses: string[]): CampaignTables {
  const [header, ...rows] = tables.battles;
  if (header.includes(STATUS)) return tables;
  return { ...tables, battles: [[...header, STATUS], ...rows.map((r, i) => [...r, statuses[i % statuses.length]])] };
}

/** The new battle's row in the sheet's column order. */
function rowOf(tables: CampaignTables, b: NewBattle): CellValue[] {
  const header = tables.battles[0];
  const cells = battle(b);
  const row: CellValue[] = header.map(() => '');
  // battle() fills the spec's columns in BATTLE_HEADER's order; what the generated sheet has, the row gets.
  BATTLE_HEADER.forEach((h, i) => {
    const at = header.indexOf(h);
    if (at >= 0) row[at] = cells[i];
  });
  const status = header.indexOf(STATUS);
  if (status >= 0) row[status] = b.status;
  const retreat = header.indexOf(BATTLES_MAP_SPEC.columns.retreatTo.header);
  if (retreat >= 0) row[retreat] = b.retreat;
  return row;
}

function outcome(run: () => unknown): unknown {
  try {
    return { value: run() };
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return { error: error.message, field: error.field };
  }
}

function check(tables: CampaignTables, b: NewBattle): void {
  const row = rowOf(tables, b);
  const blank = tables.battles[0].map(() => '');
  const after = { ...tables, battles: [...tables.battles, row, ...Array.from({ length: b.blanks }, () => blank)] };
  const index = tables.battles.length - 1;
  const expected = outcome(() => checkNewBattle(tables, row));
  let replay: unknown;
  const actual = outcome(() => {
    const answer = replayWithNewBattle(after, index, row);
    replay = answer.replay;
    return answer.battle;
  });
  expect(actual).toEqual(expected);
  if (replay !== undefined) expect(replay).toEqual(replayCampaign(after));
}

describe('replayWithNewBattle answers what checkNewBattle and the replay after the save answer', () => {
  it('on generated campaigns with statuses', () => {
    fc.assert(
      fc.property(
        campaignArb,
        fc.array(fc.constantFrom(...STATUSES), { minLength: 1, maxLength: 5 }),
        newBattle(ARMIES, []),
        (t, s, b) => check(withStatus(t, s), b),
      ),
      { numRuns: 400 },
    );
  });

  it('on the demo campaign with its map', () => {
    const demo = demoCampaign();
    // Armies raised after the log's last round: a battle there finds them on their Startfeld (M2).
    const raised = demo.armies[0].indexOf('Aufgestellt in Runde');
    const later = {
      ...demo,
      armies: demo.armies.map((r, i) => (i > 0 && r[raised] !== '' ? Object.assign([...r], { [raised]: 6 }) : r)),
    };
    const armies = demo.armies.slice(1).map((r) => String(r[0]));
    const fields = (demo.fields ?? []).slice(1, 30).map((r) => String(r[0]));
    fc.assert(
      fc.property(fc.boolean(), newBattle(armies, fields, 6), (raisedLater, b) => check(raisedLater ? later : demo, b)),
      { numRuns: 100 },
    );
  });
});

it('a campaign passed without the new row is a programming error, not a refused battle', () => {
  // The new battle is of Runde 2, yet `withoutIt` holds only the duel of Runde 1.
  const next = battle({ round: 2, attacker: 'Aschegarde', defender: 'Sturmfalken', attackerVP: 10, defenderVP: 5 });
  const withoutIt = campaign({ ...DUEL_LISTS, battles: [DUEL] });
  let thrown: unknown;
  try {
    replayWithNewBattle(withoutIt, 1, next);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(Error);
  expect(thrown).not.toBeInstanceOf(RuleError);
  // With it, the same call answers what checkNewBattle does.
  const after = campaign({ ...DUEL_LISTS, battles: [DUEL, next] });
  expect(replayWithNewBattle(after, 1, next).battle).toEqual(checkNewBattle(withoutIt, next));
});
