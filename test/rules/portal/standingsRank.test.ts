// Issue 24 §4: the portal's Stand ranks the players — held fields first, then the Stufen of
// their active armies, then supply; equal on all three share a rank. Without a map, fields are
// not counted (every player holds none).
import { replayCampaign } from '../../../src/rules/campaign';
import { publicStandings } from '../../../src/rules/portal/playerView';
import { BATTLE_HEADER, BOOKING_HEADER, PLAYER_HEADER } from '../campaign/fixture';

const FIELD_HEADER = ['Feld', 'Typ', 'Besitzer', 'Nachbarn', 'Zeile', 'Spalte'];
const tables = {
  players: [PLAYER_HEADER, ['Anna', 'Space Marines', 500], ['Bernd', 'Orks', 0], ['Clara', 'Aeldari', 600], ['Dora', 'Tau', 600]],
  armies: [
    ['Armee', 'Spieler', 'Startstufe', 'Aufgestellt in Runde', 'Startfeld'],
    ['Rote Faust', 'Anna', 3, '', 'Hügel'],
    ['Eisenwölfe', 'Bernd', 1, '', 'Furt'],
    ['Sternenspeer', 'Clara', 2, '', 'Wald'],
    ['Zweiter Speer', 'Clara', 1, '', ''],
    ['Feuerkaste', 'Dora', 3, '', 'Sumpf'],
  ],
  battles: [[...BATTLE_HEADER, 'Rückzug nach']],
  bookings: [[...BOOKING_HEADER, 'Feld']],
  fields: [
    FIELD_HEADER,
    ['Hügel', '', 'Anna', 'Furt', 1, 1],
    ['Furt', '', 'Bernd', 'Hügel, Brücke', 1, 2],
    ['Brücke', '', 'bernd ', 'Furt', 1, 3],
    ['Wald', '', 'Clara', 'Sumpf', 2, 1],
    ['Sumpf', '', 'Dora', 'Wald', 2, 2],
  ],
};

test('held fields first, then Stufen, then supply; equal on all three share a rank', () => {
  const standings = publicStandings(replayCampaign(tables));
  expect(standings.players.map((p) => [p.rank, p.player, p.fields, p.levels, p.supply])).toEqual([
    [1, 'Bernd', 2, 1, 0],
    [2, 'Clara', 1, 3, 600],
    [2, 'Dora', 1, 3, 600],
    [4, 'Anna', 1, 3, 500],
  ]);
  expect(standings.hasMap).toBe(true);
});

test('without a map: Stufen, then supply', () => {
  const { fields: _none, ...withoutMap } = tables;
  const standings = publicStandings(replayCampaign(withoutMap));
  expect(standings.hasMap).toBe(false);
  expect(standings.players.map((p) => [p.rank, p.player, p.fields])).toEqual([
    [1, 'Clara', 0],
    [1, 'Dora', 0],
    [3, 'Anna', 0],
    [4, 'Bernd', 0],
  ]);
});
