// Properties of the map rules on random campaigns on random maps (docs/REGELN.md, „Die Karte“).
import fc from 'fast-check';
import {
  armiesTable,
  battlesTable,
  bookingsTable,
  CampaignReplay,
  CellMatrix,
  CellValue,
  playersTable,
  replayCampaign,
} from '../../../src/rules';
import { nameKey } from '../../../src/rules/campaign';
import { fieldsTable, FORTRESS, isAdjacent, PRIMARY_TERRITORY, retreatFieldsNow } from '../../../src/rules/map';
import { withoutColumn } from '../campaign/fixture';
import { FieldInput, mapBattle, mapBooking, mapCampaign } from './mapFixture';

const PLAYERS = ['Anna', 'Bernd', 'Clara'];
const FIELD_NAMES = ['F1', 'F2', 'F3', 'F4', 'F5', 'F6', 'F7', 'F8'];
const ARMIES = ['Rote Faust', 'Eisenwölfe', 'Aschegarde', 'Sturmfalken', 'Glutbrigade', 'Nachtschatten'];

const fieldRow: fc.Arbitrary<(name: string) => FieldInput> = fc
  .record({
    type: fc.constantFrom('', '', '', FORTRESS, PRIMARY_TERRITORY, 'Burg'),
    holder: fc.constantFrom('', '', 'Anna', 'Bernd', 'Clara', 'Zora'),
    neighbours: fc.subarray([...FIELD_NAMES, 'Mars'], { maxLength: 3 }),
  })
  .map(({ type, holder, neighbours }) => (name: string): FieldInput => [name, type, holder, neighbours.join(', ')]);

const fieldName = fc.constantFrom(...FIELD_NAMES);
const maybeField = fc.oneof({ weight: 1, arbitrary: fc.constant('') }, { weight: 4, arbitrary: fieldName });
const round = fc.integer({ min: 1, max: 3 });
const losses = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: 0, max: 300 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 1600 }) },
);

const battleRow = fc.record({
  round,
  attacker: fc.constantFrom(...ARMIES),
  defender: fc.constantFrom(...ARMIES),
  attackerVP: fc.integer({ min: 0, max: 20 }),
  defenderVP: fc.integer({ min: 0, max: 20 }),
  attackerLosses: losses,
  defenderLosses: losses,
  retreat: maybeField,
});

const bookingRow = fc.record({
  round,
  army: fc.constantFrom(...ARMIES),
  kind: fc.constantFrom('Bewegung', 'Bewegung', 'Korrektur', 'Versorgungsphase'),
  field: maybeField,
  supply: fc.constantFrom(0, 0, 250),
  levels: fc.constantFrom(0, 0, 0, -1, 1),
});

const mapCampaignArb = fc
  .record({
    fields: fc.array(fieldRow, { minLength: FIELD_NAMES.length, maxLength: FIELD_NAMES.length }),
    armies: fc.array(fc.record({ level: fc.integer({ min: 1, max: 4 }), start: maybeField, raised: fc.constantFrom(1, 1, 2) }), {
      minLength: ARMIES.length,
      maxLength: ARMIES.length,
    }),
    battles: fc.array(battleRow, { maxLength: 25 }),
    bookings: fc.array(bookingRow, { maxLength: 15 }),
  })
  .map((c) =>
    mapCampaign({
      players: PLAYERS,
      armies: ARMIES.map((name, i) => [name, PLAYERS[i % 3], c.armies[i].level, c.armies[i].start, c.armies[i].raised]),
      fields: FIELD_NAMES.map((name, i) => c.fields[i](name)),
      battles: c.battles.map(mapBattle),
      bookings: c.bookings.map(mapBooking),
    }),
  );

const fieldIndex = (r: CampaignReplay, name: string) => r.map!.fields.map.byKey.get(nameKey(name))!.index;

it('a retreat field is always adjacent to the attacked field and free for the loser, unless the loser is encircled', () => {
  fc.assert(
    fc.property(mapCampaignArb, fc.constantFrom('Angreifer', 'Verteidiger'), (tables, winner) => {
      const r = replayCampaign(tables);
      const { positions, fields } = r.map!;
      const onMap = r.armies.filter((a) => positions.fieldOf(a) !== null);
      for (const attacker of onMap) {
        for (const defender of onMap) {
          const from = positions.fieldOf(attacker)!;
          const attacked = positions.fieldOf(defender)!;
          if (attacker === defender || !isAdjacent(fields.map, from, attacked)) continue;
          const [won, lost] = winner === 'Angreifer' ? [attacker, defender] : [defender, attacker];
          const freeForLoser = (f: number) =>
            [...positions.armiesOn(f)].every((army) => army === won || army.player === lost.player);
          const adjacentFree = fields.map.fields[attacked].neighbours.filter(freeForLoser);
          const legal = retreatFieldsNow(r, attacker.name, defender.name, winner).map((name) => fieldIndex(r, name));
          expect(legal).not.toContain(attacked);
          if (adjacentFree.length > 0) {
            expect(legal).toEqual(adjacentFree);
          } else {
            // Encircled: only the loser's player's free Primärgebiete and fortresses.
            for (const f of legal) {
              const field = fields.map.fields[f];
              expect(freeForLoser(f)).toBe(true);
              expect(
                (field.type === PRIMARY_TERRITORY && field.startHolder === lost.player) ||
                  (field.type === FORTRESS && positions.holders[f] === lost.player),
              ).toBe(true);
            }
          }
        }
      }
    }),
    { numRuns: 150 },
  );
});

it('every counted battle on the map: the retreat is adjacent to the attacked field, or the loser was encircled into its own Primärgebiet or Festung', () => {
  fc.assert(
    fc.property(mapCampaignArb, (tables) => {
      const r = replayCampaign(tables);
      const map = r.map!.fields.map;
      for (const b of r.battles) {
        if (!b || b.error !== null || !b.map || !b.map.retreat) continue;
        const attacked = fieldIndex(r, b.map.field);
        const retreat = map.fields[fieldIndex(r, b.map.retreat)];
        expect(retreat.index).not.toBe(attacked);
        if (!isAdjacent(map, attacked, retreat.index)) expect([FORTRESS, PRIMARY_TERRITORY]).toContain(retreat.type);
      }
    }),
    { numRuns: 150 },
  );
});

it("a field's holder is always a player of the campaign or blank", () => {
  fc.assert(
    fc.property(mapCampaignArb, (tables) => {
      for (const row of fieldsTable(replayCampaign(tables)).slice(1)) expect(['', ...PLAYERS]).toContain(row[2]);
    }),
    { numRuns: 150 },
  );
});

const standings = (r: CampaignReplay, drop: number) => ({
  armies: armiesTable(r).map((row) => row.slice(0, row.length - drop)),
  players: playersTable(r),
  bookings: bookingsTable(r),
});
const battleResults = (r: CampaignReplay, drop: number) => battlesTable(r).map((row) => row.slice(0, row.length - drop));

it('without felder, a campaign with map columns gives exactly the results of the same sheets without them', () => {
  fc.assert(
    fc.property(mapCampaignArb, ({ fields: _fields, ...tables }) => {
      const plain = {
        armies: withoutColumn(tables.armies, 'Startfeld'),
        players: tables.players,
        battles: withoutColumn(tables.battles, 'Rückzug nach'),
        bookings: withoutColumn(tables.bookings, 'Feld'),
      };
      const withColumns = replayCampaign(tables);
      expect(withColumns.map).toBeNull();
      expect(standings(withColumns, 0)).toEqual(standings(replayCampaign(plain), 0));
      expect(battlesTable(withColumns)).toEqual(battlesTable(replayCampaign(plain)));
    }),
    { numRuns: 100 },
  );
});

it("removing the map column of every army (no Startfeld) gives today's results, plus blank map columns", () => {
  // No army on the map: no Rückzug nach and no Bewegung can count, so the log has none.
  const offMap = (m: CellMatrix, column: string) =>
    m.map((row, i) => (i === 0 ? row : row.map((c, j): CellValue => (m[0][j] === column ? '' : c))));
  fc.assert(
    fc.property(mapCampaignArb, (tables) => {
      const bookings = tables.bookings.filter((row, i) => i === 0 || nameKey(String(row[4])) !== 'bewegung');
      const withMap = {
        ...tables,
        armies: withoutColumn(tables.armies, 'Startfeld'),
        battles: offMap(tables.battles, 'Rückzug nach'),
        bookings: offMap(bookings, 'Feld'),
      };
      const { fields: _fields, ...today } = withMap;
      const a = replayCampaign(withMap);
      const b = replayCampaign(today);
      expect(standings(a, 1)).toEqual(standings(b, 0));
      expect(battleResults(a, 2)).toEqual(battleResults(b, 0));
      expect(
        armiesTable(a)
          .slice(1)
          .every((row) => row[row.length - 1] === ''),
      ).toBe(true);
    }),
    { numRuns: 100 },
  );
});
