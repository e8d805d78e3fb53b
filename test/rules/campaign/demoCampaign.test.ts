// The demo campaign (first start of the local preview) and the scalable generator: every row
// marked as broken on purpose is reported with the matching rule, every other row counts.
import { BATTLE_FAULTS, BOOKING_FAULTS, demoCampaign, FAULT_MARK, generateCampaign } from '../../../src/demo';
import { CellValue, replayCampaign } from '../../../src/rules';
import { BATTLES_SPEC, BOOKINGS_SPEC, CampaignTables, FIELDS_SPEC } from '../../../src/rules/campaign';
import { FORTRESS, isAdjacent, PRIMARY_TERRITORY } from '../../../src/rules/map';

const NOTE_BATTLE = Object.keys(BATTLES_SPEC.columns).indexOf('note');
const NOTE_BOOKING = Object.keys(BOOKINGS_SPEC.columns).indexOf('note');
const marked = (row: CellValue[], col: number) => String(row[col]).startsWith(FAULT_MARK);

/** [note, error] of every data row; error null when the row counted. */
function checks(t: CampaignTables) {
  const r = replayCampaign(t);
  return {
    r,
    battles: t.battles.slice(1).map((row, i) => ({ row, marked: marked(row, NOTE_BATTLE), error: r.battles[i]?.error })),
    bookings: t.bookings.slice(1).map((row, i) => ({ row, marked: marked(row, NOTE_BOOKING), error: r.bookings[i]?.error })),
  };
}

describe('demoCampaign', () => {
  const t = demoCampaign();
  const { r, battles, bookings } = checks(t);

  it('has the promised size', () => {
    expect(t.players.length - 1).toBeGreaterThanOrEqual(8);
    expect(t.armies.length - 1).toBeGreaterThanOrEqual(20);
    expect(battles.filter((b) => !b.marked).length).toBeGreaterThanOrEqual(60);
    expect(new Set(battles.map((b) => b.row[0]).filter((x) => x !== '')).size).toBeGreaterThanOrEqual(4);
  });

  it('reports exactly the rows marked as broken, and counts all others', () => {
    expect(battles.filter((b) => b.marked !== (b.error !== null))).toEqual([]);
    expect(bookings.filter((b) => b.marked !== (b.error !== null))).toEqual([]);
  });

  it('has every kind of rule-breaking row, each with its rule in the message', () => {
    const battleErrors = battles.filter((b) => b.marked).map((b) => b.error!);
    const bookingErrors = bookings.filter((b) => b.marked).map((b) => b.error!);
    const expectOne = (errors: string[], pattern: RegExp) =>
      expect(errors.filter((e) => pattern.test(e)).length).toBeGreaterThanOrEqual(1);
    expect(battleErrors.length).toBeGreaterThanOrEqual(BATTLE_FAULTS.length);
    expect(bookingErrors.length).toBeGreaterThanOrEqual(BOOKING_FAULTS.length);
    for (const pattern of [
      /^Angreifer „[^“]+“ ist unbekannt/,
      /ist vernichtet \(Stufe 0\) und kann keine Schlachten/,
      /dieselbe Armee/,
      /übersteigt das Maximum von \d+ \(Versorgungspool: \d+ VP\)/,
      /nicht in 250er-Schritten/,
      /nur ein unterlegener Verteidiger darf mobilisieren/,
      /Skalieren ist nicht erlaubt/,
      /Verluste Angreifer \d+ übersteigen das Maximum/,
      /^Runde fehlt/,
      /wird erst in Runde \d+ aufgestellt; diese Schlacht/,
    ])
      expectOne(battleErrors, pattern);
    for (const pattern of [
      /ergäben für „[^“]+“ Stufe 5/,
      /ergäben für „[^“]+“ Stufe -\d/,
      /der Pool darf nicht unter 0 fallen/,
      /^Runde fehlt/,
      /^Armee „[^“]+“ ist unbekannt/,
      /^Spieler „[^“]+“ ist unbekannt/,
      /ihr können keine Stufen mehr gebucht werden/,
      /gehört Spieler „[^“]+“, nicht/,
    ])
      expectOne(bookingErrors, pattern);
  });

  it('has the ledger of a campaign: supply phase, upgrades, a new army, a merge, retreats', () => {
    const ok = bookings.filter((b) => !b.marked).map((b) => b.row);
    const kind = (k: string) => ok.filter((row) => row[4] === k);
    const rounds = new Set(battles.map((b) => b.row[0]).filter((x) => x !== ''));
    // +1000 per player and round.
    expect(kind('Versorgungsphase')).toHaveLength((t.players.length - 1) * rounds.size);
    expect(kind('Versorgungsphase').every((row) => row[5] === 1000)).toBe(true);
    expect(kind('Aufwertung').length).toBeGreaterThan(5);
    expect(kind('Aufwertung').every((row) => row[5] === -500 && row[6] === 1)).toBe(true);
    expect(kind('Zusammenlegung')).toHaveLength(2);
    expect(kind('Rückzug').length).toBeGreaterThanOrEqual(1);
    expect(kind('Rückzug').every((row) => row[6] === -1)).toBe(true);
    expect(kind('Neue Armee').length).toBeGreaterThanOrEqual(1);
  });

  it('ends with sensible standings', () => {
    const applied = r.battles.filter((b) => b !== null && b.error === null).length;
    expect(r.armies.every((a) => a.level >= 0 && a.level <= 4)).toBe(true);
    expect(r.players.every((p) => p.pool >= 0)).toBe(true);
    expect(r.armies.reduce((n, a) => n + a.battles, 0)).toBe(2 * applied);
    expect(r.armies.reduce((n, a) => n + a.wins, 0)).toBe(applied);
    expect(r.players.reduce((n, p) => n + p.losses, 0)).toBe(applied);
    const active = r.armies.filter((a) => a.status === 'aktiv').length;
    expect(active).toBeGreaterThan(r.armies.length / 2);
    expect(active).toBeLessThan(r.armies.length);
    expect(r.rejectedArmies).toEqual([]);
    expect(r.rejectedPlayers).toEqual([]);
  });

  it('is deterministic', () => expect(demoCampaign()).toEqual(t));
});

describe('demoCampaign on its map', () => {
  const t = demoCampaign();
  const { r, battles, bookings } = checks(t);
  const map = r.map!;
  const fields = map.fields.map.fields;
  const header = (rows: CellValue[][], text: string) => rows[0].indexOf(text);

  it('has a map: at least 24 drawn fields, fortresses, a Primärgebiet per player, every Felder row OK', () => {
    expect(t.fields![0]).toEqual(Object.values(FIELDS_SPEC.columns).map((c) => c.header));
    expect(fields.length).toBeGreaterThanOrEqual(24);
    expect(map.fields.rows.every((row) => row !== null && row.errors.length === 0)).toBe(true);
    expect(fields.every((f) => f.grid !== null && f.neighbours.length > 0)).toBe(true);
    expect(fields.filter((f) => f.type === FORTRESS).length).toBeGreaterThanOrEqual(2);
    const players = t.players.slice(1).map((row) => row[0]);
    for (const p of players) expect(fields.filter((f) => f.type === PRIMARY_TERRITORY && f.startHolder === p)).toHaveLength(1);
  });

  it('places the armies, moves them and fights on the map: every unmarked row counts', () => {
    const start = header(t.armies, 'Startfeld');
    expect(t.armies.slice(1).every((row) => row[start] !== '')).toBe(true);
    const moves = bookings.filter((b) => b.row[4] === 'Bewegung');
    expect(moves.filter((b) => !b.marked && b.error === null).length).toBeGreaterThan(10);
    const onMap = r.battles.filter((b) => b !== null && b.error === null && 'map' in b && b.map);
    expect(onMap.length).toBe(battles.filter((b) => !b.marked).length);
    expect(onMap.filter((b) => b && 'map' in b && b.map!.retreat !== '').length).toBeGreaterThan(20);
  });

  it('has an encirclement: a loser retreated to a field not adjacent to the attacked field', () => {
    const byName = new Map(fields.map((f) => [f.name, f.index]));
    const encircled = r.battles.filter((b) => {
      const m = b && b.error === null && 'map' in b ? b.map : undefined;
      return !!m && m.retreat !== '' && !isAdjacent(map.fields.map, byName.get(m.field)!, byName.get(m.retreat)!);
    });
    expect(encircled.length).toBeGreaterThanOrEqual(1);
  });

  it('has deliberately broken map rows, each explained in its Notiz', () => {
    const errors = [...battles, ...bookings].filter((b) => b.marked).map((b) => b.error!);
    expect(errors.some((e) => /nicht benachbart zum Feld/.test(e))).toBe(true);
    expect(errors.some((e) => /^Feld „[^“]+“ ist nicht benachbart zu Feld/.test(e))).toBe(true);
  });
});

describe('generateCampaign', () => {
  const t = generateCampaign({ battles: 800, armies: 60, bookings: 200, seed: 7 });
  const { battles, bookings } = checks(t);

  it('has exactly the rows asked for', () => {
    expect([t.battles.length, t.armies.length, t.bookings.length]).toEqual([801, 61, 201]);
  });

  it('reports exactly the marked rows; nearly everything counts', () => {
    expect(battles.filter((b) => b.marked !== (b.error !== null))).toEqual([]);
    expect(bookings.filter((b) => b.marked !== (b.error !== null))).toEqual([]);
    expect(battles.filter((b) => b.error === null).length).toBeGreaterThan(760);
  });

  it('is deterministic per seed', () => {
    expect(generateCampaign({ battles: 800, armies: 60, bookings: 200, seed: 7 })).toEqual(t);
    expect(generateCampaign({ battles: 800, armies: 60, bookings: 200, seed: 8 })).not.toEqual(t);
  });
});
