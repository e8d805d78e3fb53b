// M7 and M10: Bewegung and Korrektur in the Buchungen sheet; Versorgung and Stufen of such
// rows count as in any Buchung, and a row that breaks a map rule changes nothing at all.
import { armiesTable, BOOKING_HEADERS, bookingsTable, CampaignReplay, CHECK_HEADER, replayCampaign } from '../../../src/rules';
import { fieldsTable } from '../../../src/rules/map';
import { EXAMPLE_FIELDS, mapBooking, mapCampaign, MapBookingInput } from './mapFixture';

/** A (Anna) on F1, B (Bernd) on F2, C (Clara) on F4, D (Anna, no Startfeld: off the map). */
function play(...bookings: MapBookingInput[]) {
  return replayCampaign(
    mapCampaign({
      players: ['Anna', 'Bernd', 'Clara'],
      armies: [
        ['A', 'Anna', 2, 'F1'],
        ['B', 'Bernd', 2, 'F2'],
        ['C', 'Clara', 2, 'F4'],
        ['D', 'Anna', 2, ''],
        ['L', 'Anna', 2, 'X', 3],
      ],
      fields: EXAMPLE_FIELDS,
      bookings: bookings.map(mapBooking),
    }),
  );
}

const fieldOf = (r: CampaignReplay, army: string) =>
  armiesTable(r)
    .find((row) => row[0] === army)!
    .slice(-1)[0];
const holderOf = (r: CampaignReplay, field: string) => fieldsTable(r).find((row) => row[0] === field)![2];
const check = (r: CampaignReplay, i: number) => bookingsTable(r)[i + 1][BOOKING_HEADERS.indexOf(CHECK_HEADER)];
const pool = (r: CampaignReplay, player: string) => r.players.find((p) => p.name === player)!.pool;

describe('Bewegung', () => {
  it('moves an army to an adjacent free field; its player holds it; the old field keeps its holder', () => {
    // A: F1 → X (adjacent to F1, empty). Versorgung +250 counts too.
    const r = play({ army: 'A', kind: 'Bewegung', field: 'X', supply: 250 });
    expect(check(r, 0)).toBe('OK');
    expect(fieldOf(r, 'A')).toBe('X');
    expect(holderOf(r, 'X')).toBe('Anna');
    expect(holderOf(r, 'F1')).toBe('Anna');
    expect(pool(r, 'Anna')).toBe(250);
  });

  it('Art and Feld match like army names', () => {
    expect(check(play({ army: ' a ', kind: '  BEWEGUNG ', field: ' x ' }), 0)).toBe('OK');
  });

  it('into a field held by another player but free: the mover takes it over', () => {
    // B: F2 → F3; then A: F1 → F2 (Bernd holds F2, nobody stands there any more).
    const r = play({ army: 'B', kind: 'Bewegung', field: 'F3' }, { army: 'A', kind: 'Bewegung', field: 'F2' });
    expect([check(r, 0), check(r, 1)]).toEqual(['OK', 'OK']);
    expect(holderOf(r, 'F2')).toBe('Anna');
  });

  it.each<[string, MapBookingInput, RegExp]>([
    ['not adjacent', { army: 'A', kind: 'Bewegung', field: 'F3' }, /„F3“ ist nicht benachbart zu Feld „F1“.*Erlaubt: X/],
    ['not free', { army: 'B', kind: 'Bewegung', field: 'F4' }, /„F4“ ist nicht frei: dort steht „C“ von Spieler „Clara“/],
    ['off the map', { army: 'D', kind: 'Bewegung', field: 'F1' }, /„D“ steht auf keinem Feld/],
    ['without Armee', { player: 'Anna', kind: 'Bewegung', field: 'X' }, /Bewegung braucht eine Armee/],
    ['without Feld', { army: 'A', kind: 'Bewegung' }, /Bewegung braucht ein Feld/],
    ['unknown field', { army: 'A', kind: 'Bewegung', field: 'Mars' }, /Feld „Mars“ ist unbekannt/],
    ['not yet raised', { army: 'L', kind: 'Bewegung', field: 'F1' }, /erst in Runde 3 aufgestellt/],
    ['its own field', { army: 'A', kind: 'Bewegung', field: 'F1' }, /„F1“ ist nicht benachbart zu Feld „F1“/],
  ])('%s breaks a rule, and the row changes nothing (not its Versorgung either)', (_, booking, message) => {
    const r = play({ ...booking, supply: 500 });
    expect(check(r, 0)).toMatch(message);
    expect(pool(r, 'Anna')).toBe(0);
    expect(pool(r, 'Bernd')).toBe(0);
    expect(fieldOf(r, 'A')).toBe('F1');
    expect(fieldOf(r, 'B')).toBe('F2');
  });

  it('of a destroyed army breaks a rule', () => {
    const r = play({ army: 'A', levels: -2 }, { army: 'A', kind: 'Bewegung', field: 'X' });
    expect(check(r, 0)).toBe('OK');
    expect(check(r, 1)).toMatch(/„A“ ist vernichtet/);
    // M2: destroyed by a Buchung, A left the map at once.
    expect(fieldOf(r, 'A')).toBe('');
  });
});

describe('Korrektur', () => {
  it('with Feld puts any raised, active army there without checks, also one off the map', () => {
    const r = play({ army: 'D', kind: 'Korrektur', field: 'F4' }, { army: 'A', kind: 'Korrektur', field: 'W', levels: 1 });
    expect([check(r, 0), check(r, 1)]).toEqual(['OK', 'OK']);
    expect(fieldOf(r, 'D')).toBe('F4');
    expect(holderOf(r, 'F4')).toBe('Anna');
    expect(fieldOf(r, 'A')).toBe('W');
    expect(r.armies.find((a) => a.name === 'A')!.level).toBe(3);
  });

  it('without Feld is an ordinary Buchung', () => {
    const r = play({ army: 'A', kind: 'Korrektur', supply: 250 });
    expect(check(r, 0)).toBe('OK');
    expect(fieldOf(r, 'A')).toBe('F1');
  });

  it.each<[string, MapBookingInput, RegExp]>([
    ['with Feld but without Armee', { player: 'Anna', kind: 'Korrektur', field: 'X' }, /Korrektur mit Feld braucht eine Armee/],
    ['with an unknown field', { army: 'A', kind: 'Korrektur', field: 'Mars' }, /Feld „Mars“ ist unbekannt/],
    ['of a not-yet-raised army', { army: 'L', kind: 'Korrektur', field: 'F1' }, /erst in Runde 3 aufgestellt/],
  ])('%s breaks a rule', (_, booking, message) => {
    expect(check(play(booking), 0)).toMatch(message);
  });

  it('Feld on other kinds is ignored, also an unknown one', () => {
    const r = play({ army: 'A', kind: 'Versorgungsphase', field: 'Mars', supply: 1000 });
    expect(check(r, 0)).toBe('OK');
    expect(fieldOf(r, 'A')).toBe('F1');
    expect(pool(r, 'Anna')).toBe(1000);
  });
});

describe('M2, M3 and M7 details', () => {
  it('a Korrektur with Feld of a destroyed army breaks a rule', () => {
    const r = play({ army: 'A', levels: -2 }, { army: 'A', kind: 'Korrektur', field: 'X' });
    expect(check(r, 1)).toMatch(/„A“ ist vernichtet \(Stufe 0\) und kann nicht mehr auf die Karte gesetzt werden/);
  });

  it('a Bewegung that also takes the last Stufe moves the army, which then leaves the map', () => {
    const r = play({ army: 'A', kind: 'Bewegung', field: 'X', levels: -2 });
    expect(check(r, 0)).toBe('OK');
    expect(fieldOf(r, 'A')).toBe('');
    expect(holderOf(r, 'X')).toBe('Anna');
  });

  it('every entry counts: an army entering the field it stands on makes its player the holder again', () => {
    // D (Anna) is put on F4 where C (Clara) stands: Anna holds F4. C re-enters F4: Clara holds it.
    const r = play({ army: 'D', kind: 'Korrektur', field: 'F4' }, { army: 'C', kind: 'Korrektur', field: 'F4' });
    expect(holderOf(r, 'F4')).toBe('Clara');
    expect(fieldsTable(r).find((row) => row[0] === 'F4')![3]).toBe('C, D');
  });
});
