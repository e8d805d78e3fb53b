// A field's history on the map views (preview, portal, "Karte anzeigen") is its latest events:
// a phone gets the whole map with the page, and a season of battles on one field must not make
// that page heavy. How many older events were left out travels with it.
import { replayCampaign } from '../../../src/rules/campaign';
import { MAP_HISTORY_SHOWN, mapPicture } from '../../../src/rules/map/mapPicture';
import { simulateMapCampaign } from './simulatedMapCampaign';
import { earlierEventsNote } from '../../../src/rules/map/earlierEventsNote';

test('each field keeps its latest events, oldest first, and counts the earlier ones', () => {
  const tables = simulateMapCampaign({ battles: 600, armies: 12, bookings: 60, rows: 3, columns: 3, roads: 2, rounds: 12 });
  const full = mapPicture(tables, replayCampaign(tables));
  const busy = full.fields.filter((f) => f.history.length + f.earlierEvents > MAP_HISTORY_SHOWN);
  expect(busy.length).toBeGreaterThan(0);
  for (const field of full.fields) {
    expect(field.history.length).toBeLessThanOrEqual(MAP_HISTORY_SHOWN);
    if (field.earlierEvents > 0) expect(field.history).toHaveLength(MAP_HISTORY_SHOWN);
  }
  // The kept ones are the latest: the last round with an event on the field is among them.
  for (const field of busy) {
    const rounds = field.history.map((line) => Number(/^Runde (\d+):/.exec(line)![1]));
    expect(rounds).toEqual([...rounds].sort((a, b) => a - b));
    const lastRound = Math.max(...tables.battles.slice(1).map((r) => Number(r[0])));
    expect(rounds[rounds.length - 1]).toBeGreaterThanOrEqual(lastRound - 2);
  }
});

test('the note on the earlier events: the organiser finds them in the Kampagnenbuch; a player, who has no access to it, is told who has them', () => {
  expect(earlierEventsNote(4, 'organiser')).toBe(
    '4 frühere Ereignisse auf diesem Feld sind hier nicht aufgeführt (sie stehen im Kampagnenbuch).',
  );
  expect(earlierEventsNote(1, 'organiser')).toBe(
    '1 früheres Ereignis auf diesem Feld ist hier nicht aufgeführt (es steht im Kampagnenbuch).',
  );
  expect(earlierEventsNote(4, 'player')).toBe(
    '4 frühere Ereignisse auf diesem Feld sind hier nicht aufgeführt; die Spielleitung hat sie.',
  );
  expect(earlierEventsNote(1, 'player')).toBe(
    '1 früheres Ereignis auf diesem Feld ist hier nicht aufgeführt; die Spielleitung hat es.',
  );
});
