// M8 and M2: the map is replayed in the ledger's order (Runde; Buchungen before battles; sheet
// order), and armies enter their Startfeld at the start of their raise round.
import {
  armiesTable,
  BATTLE_HEADERS,
  battlesTable,
  BOOKING_HEADERS,
  bookingsTable,
  CampaignReplay,
  CellValue,
  CHECK_HEADER,
  replayCampaign,
} from '../../../src/rules';
import { fieldsTable } from '../../../src/rules/map';
import { EXAMPLE_FIELDS, mapBattle, mapBooking, mapCampaign } from './mapFixture';

function play(battles: CellValue[][], bookings: CellValue[][], extraArmies: [string, string, number, string, number?][] = []) {
  return replayCampaign(
    mapCampaign({
      players: ['Anna', 'Bernd', 'Clara'],
      armies: [['A', 'Anna', 2, 'F1'], ['B', 'Bernd', 2, 'F2'], ['C', 'Clara', 2, 'F4'], ...extraArmies],
      fields: EXAMPLE_FIELDS,
      battles,
      bookings,
    }),
  );
}
const fieldOf = (r: CampaignReplay, army: string) =>
  armiesTable(r)
    .find((row) => row[0] === army)!
    .slice(-1)[0];
const holderOf = (r: CampaignReplay, field: string) => fieldsTable(r).find((row) => row[0] === field)![2];
const battleCheck = (r: CampaignReplay, i: number) => battlesTable(r)[i + 1][BATTLE_HEADERS.indexOf(CHECK_HEADER)];
const bookingCheck = (r: CampaignReplay, i: number) => bookingsTable(r)[i + 1][BOOKING_HEADERS.indexOf(CHECK_HEADER)];

const attack = (round: number) => mapBattle({ round, attacker: 'A', defender: 'B', attackerVP: 10, retreat: 'F3' });
const moveAToX = (round: number) => mapBooking({ round, army: 'A', kind: 'Bewegung', field: 'X' });

describe('across rounds', () => {
  it('a Runde-1 move listed below a Runde-2 battle counts first (A on X cannot attack F2)', () => {
    const r = play([attack(2)], [moveAToX(1)]);
    expect(bookingCheck(r, 0)).toBe('OK');
    expect(battleCheck(r, 0)).toMatch(/„A“ steht auf Feld „X“; es ist nicht benachbart zum Feld „F2“/);
  });

  it('a Runde-2 move comes after a Runde-1 battle: A, now on F2, may not move to X', () => {
    const r = play([attack(1)], [moveAToX(2)]);
    expect(battleCheck(r, 0)).toBe('OK');
    expect(bookingCheck(r, 0)).toMatch(/„X“ ist nicht benachbart zu Feld „F2“/);
  });
});

describe('within a round', () => {
  it('Buchungen come before battles, wherever the rows stand', () => {
    const r = play([attack(1)], [moveAToX(1)]);
    expect(bookingCheck(r, 0)).toBe('OK');
    expect(battleCheck(r, 0)).toMatch(/nicht benachbart/);
  });

  it('Buchungen in sheet order: B leaves F2 before A enters it, not the other way round', () => {
    const bMoves = mapBooking({ army: 'B', kind: 'Bewegung', field: 'F3' });
    const aMoves = mapBooking({ army: 'A', kind: 'Bewegung', field: 'F2' });
    const inOrder = play([], [bMoves, aMoves]);
    expect([bookingCheck(inOrder, 0), bookingCheck(inOrder, 1)]).toEqual(['OK', 'OK']);
    const reversed = play([], [aMoves, bMoves]);
    expect(bookingCheck(reversed, 0)).toMatch(/„F2“ ist nicht frei: dort steht „B“/);
    expect(bookingCheck(reversed, 1)).toBe('OK');
  });

  it('battles in sheet order: after A took F2 (B went to F3), a second attack on B starts from F2', () => {
    // A on F2 attacks B on F3 (adjacent), wins again: B retreats from F3 to P (F2 is A's now, P free).
    const second = mapBattle({ attacker: 'A', defender: 'B', attackerVP: 10, retreat: 'P' });
    const r = play([attack(1), second], []);
    expect([battleCheck(r, 0), battleCheck(r, 1)]).toEqual(['OK', 'OK']);
    expect(fieldOf(r, 'A')).toBe('F3');
    expect(fieldOf(r, 'B')).toBe('P');
    expect(holderOf(r, 'F3')).toBe('Anna');
    // Written the other way round, the attack from F1 on F3 is not adjacent.
    const reversed = play([second, attack(1)], []);
    expect(battleCheck(reversed, 0)).toMatch(/nicht benachbart/);
  });
});

describe('M2 placement', () => {
  it("an army enters its Startfeld at the start of its raise round, before that round's Buchungen", () => {
    const late: [string, string, number, string, number][] = [['L', 'Anna', 1, 'X', 2]];
    const r = play([], [mapBooking({ round: 2, army: 'L', kind: 'Bewegung', field: 'F1' })], late);
    expect(bookingCheck(r, 0)).toBe('OK');
    expect(fieldOf(r, 'L')).toBe('F1');
  });

  it('an army raised in a round without rows enters before the next round that has rows', () => {
    const late: [string, string, number, string, number][] = [['L', 'Bernd', 1, 'X', 2]];
    // Round 3: A (F1) attacks L (X, raised in 2): adjacent only if L has been placed. L retreats
    // to F1, which A has left.
    const r = play([mapBattle({ round: 3, attacker: 'A', defender: 'L', attackerVP: 10, retreat: 'F1' })], [], late);
    expect(battleCheck(r, 0)).toBe('OK');
    expect(fieldOf(r, 'L')).toBe('F1');
    expect(fieldOf(r, 'A')).toBe('X');
  });

  it('an army raised after the last round of the log is off the map', () => {
    const late: [string, string, number, string, number][] = [['L', 'Anna', 1, 'X', 3]];
    const r = play([attack(2)], [], late);
    expect(fieldOf(r, 'L')).toBe('');
    expect(holderOf(r, 'X')).toBe('');
    // With a row in round 3 it stands there.
    expect(fieldOf(play([attack(2)], [mapBooking({ round: 3, player: 'Anna', supply: 250 })], late), 'L')).toBe('X');
  });

  it('a Startfeld may be occupied; placements of one round follow the Armeen order (last entry holds)', () => {
    const r = play(
      [],
      [],
      [
        ['C2', 'Clara', 1, 'F1'],
        ['A2', 'Anna', 1, 'F1'],
      ],
    );
    expect(holderOf(r, 'F1')).toBe('Anna');
    expect(fieldsTable(r).find((row) => row[0] === 'F1')![3]).toBe('A, C2, A2');
    const swapped = play(
      [],
      [],
      [
        ['A2', 'Anna', 1, 'F1'],
        ['C2', 'Clara', 1, 'F1'],
      ],
    );
    expect(holderOf(swapped, 'F1')).toBe('Clara');
  });
});
