// What a player's link shows (C8): the player's own armies with Stufe, Punkte, Feld and status,
// the own supply and the round; the public standings list every player and army.
import { replayCampaign } from '../../../src/rules/campaign';
import { playerOverview, publicStandings } from '../../../src/rules/portal/playerView';
import { BATTLE_HEADER, BOOKING_HEADER, PLAYER_HEADER } from '../campaign/fixture';

const tables = {
  players: [PLAYER_HEADER, ['Anna', 'Space Marines', 500], ['Bernd', 'Orks', 250]],
  armies: [
    ['Armee', 'Spieler', 'Startstufe', 'Aufgestellt in Runde', 'Startfeld'],
    ['Rote Faust', 'Anna', 3, '', 'Hügel'],
    ['Eisenwölfe', 'Bernd', 1, '', 'Furt'],
    ['Grüne Flut', 'Bernd', 2, '', ''],
  ],
  battles: [[...BATTLE_HEADER, 'Rückzug nach']],
  bookings: [[...BOOKING_HEADER, 'Feld']],
  fields: [
    ['Feld', 'Typ', 'Besitzer', 'Nachbarn', 'Zeile', 'Spalte'],
    ['Hügel', '', 'Anna', 'Furt', 1, 1],
    ['Furt', '', 'Bernd', 'Hügel', 1, 2],
  ],
};

test('own armies only, with points and field; the name matched like names (case, blanks)', () => {
  const replay = replayCampaign(tables);
  const view = playerOverview(replay, '  bernd ', tables)!;
  expect(view.player).toBe('Bernd');
  expect(view.faction).toBe('Orks');
  expect(view.supply).toBe(250);
  expect(view.round).toBe(1);
  expect(view.armies.map((a) => [a.name, a.level, a.points, a.field, a.status])).toEqual([
    ['Eisenwölfe', 1, 500, 'Furt', 'aktiv'],
    ['Grüne Flut', 2, 1000, null, 'aktiv'],
  ]);
});

test('a name no longer in Spieler has no view; the public standings list everyone', () => {
  const replay = replayCampaign(tables);
  expect(playerOverview(replay, 'Clara', tables)).toBeNull();
  const standings = publicStandings(replay);
  expect(standings.players.map((p) => [p.player, p.supply])).toEqual([
    ['Anna', 500],
    ['Bernd', 250],
  ]);
  expect(standings.armies.map((a) => a.army)).toEqual(['Rote Faust', 'Eisenwölfe', 'Grüne Flut']);
});

test('the round is the campaign’s current one: a round begun with „Neue Runde beginnen“ counts before its first battle', () => {
  const begun = {
    ...tables,
    bookings: [...tables.bookings, [2, '', 'Anna', '', 'Versorgungsphase', 100, '', 'Neue Runde', '']],
  };
  const replay = replayCampaign(begun);
  expect(replay.currentRound).toBe(1);
  expect(playerOverview(replay, 'Anna', begun)!.round).toBe(2);
});
