// Meine Schlachten and the news a player reads: a battle that breaks a rule, as a player reads it.
// One campaign with a broken battle of every kind a replay finds (each row its own rule message),
// and one check over every sentence Anna can read about them: no sheet, column, row or cell to
// fill — she never sees the spreadsheet — and herself never in the third person.
import { replayCampaign } from '../../../src/rules/campaign';
import { playerBattles } from '../../../src/rules/portal/playerBattles';
import { playerBookingOptions } from '../../../src/rules/portal/bookingOptions';
import { mapBattle, mapCampaign, EXAMPLE_FIELDS } from '../map/mapFixture';

import { checkProposal, reportedValues } from '../../../src/rules/rounds';
import { organiserWording } from '../playerWording';
import { ORGANISER, textFor } from '../../../src/rules/ruleText';

const ORGANISER_WORDING = organiserWording('Anna');

const row = (changes: Parameters<typeof mapBattle>[0]) => mapBattle({ attackerVP: 10, defenderVP: 5, retreat: 'F3', ...changes });

const t = mapCampaign({
  players: ['Anna', 'Bernd', 'Clara'],
  armies: [
    ['A', 'Anna', 2, 'F1'],
    ['B', 'Bernd', 2, 'F2'],
    ['C', 'Clara', 2, 'F4'],
    ['A2', 'Anna', 2, 'X'],
    ['A3', 'Anna', 4, 'F3'],
    ['Spät', 'Anna', 2, 'P', 3],
    ['Kaputt', 'Bernd', 'zwei', 'F4'],
  ],
  fields: EXAMPLE_FIELDS,
  battles: [
    row({ attacker: 'A', defender: 'B', mobilisation: 100 }),
    row({ attacker: 'A', defender: 'B', mobilisation: 250 }),
    row({ attacker: 'A3', defender: 'B', mobilisation: 5000 }),
    row({ attacker: 'A', defender: 'C' }),
    row({ attacker: 'A', defender: 'B', retreat: 'Atlantis' }),
    row({ attacker: 'A', defender: 'B', retreat: '' }),
    row({ attacker: 'A', defender: 'B', retreat: 'X' }),
    row({ attacker: 'A', defender: 'Niemand' }),
    row({ attacker: 'A', defender: 'A2' }),
    row({ attacker: 'A', defender: 'A' }),
    row({ attacker: 'Spät', defender: 'B' }),
    row({ attacker: 'A', defender: 'Kaputt' }),
    row({ attacker: 'A', defender: 'B', scaledTo: 300 }),
    row({ attacker: 'A', defender: 'B', gaveUp: 'keiner' }),
    row({ attacker: 'A', defender: 'B', attackerVP: 1500 }),
    row({ attacker: 'A', defender: 'B', attackerVP: '' }),
    row({ attacker: 'A', defender: 'B', attackerLosses: 99999 }),
    row({ attacker: 'A', defender: 'B', round: '' }),
  ],
});

const replay = replayCampaign(t);
const mine = playerBattles(replay, t, 'Anna').battles;

test('the fixture breaks a different rule on every row, each a row of Anna’s', () => {
  const errors = replay.battles.map((b) => b?.error ?? null);
  expect(errors.every((e) => e !== null)).toBe(true);
  expect(new Set(errors).size).toBe(errors.length);
  expect(mine).toHaveLength(t.battles.length - 1);
});

// Session 31: a row's message travels as parts (ruleText.ts), each reader's words from one declaration.
test('each row’s message in parts reads, for the organiser, as the row’s Prüfung', () => {
  const rejected = replay.battles.flatMap((b) => (b && b.error !== null ? [b] : []));
  expect(rejected.map((b) => textFor(b.errorText, ORGANISER))).toEqual(rejected.map((b) => b.error));
});

test('every sentence Anna reads about them is hers: no sheet, no column to fill, and who puts it right', () => {
  const organisers = mine.filter((b) => ORGANISER_WORDING.test(b.result)).map((b) => b.result);
  expect(organisers).toEqual([]);
  for (const b of mine) {
    expect(b.counts).toBe(false);
    expect(b.result).toMatch(/^Zählt nicht: .+ Die Spielleitung muss die Schlacht berichtigen; du musst nichts tun\.$/);
  }
});

test('what is wrong stays said: the unknown army, the field not adjacent, the Mobilisierung', () => {
  const said = mine.map((b) => b.result).join('\n');
  expect(said).toContain('„Niemand“ ist in der Kampagne unbekannt.');
  expect(said).toContain('Angegriffen werden kann nur ein benachbartes Feld.');
  expect(said).toContain('gehören beide dir');
  expect(said).toContain('Verteidiger „Kaputt“ ist in der Kampagne fehlerhaft eingetragen.');
  expect(said).toMatch(/Mobilisierung 100 ist nicht in 250er-Schritten/);
});

test('Buchen: why an Aufwertung is refused names Anna as „dich“, not in the third person', () => {
  const options = playerBookingOptions(t, 'Anna', 1);
  const refused = options.armies.flatMap((a) => a.upgrades.flatMap((u) => ('refused' in u ? [u.refused] : [])));
  expect(refused.length).toBeGreaterThan(0);
  expect(refused.filter((r) => ORGANISER_WORDING.test(r) || r.includes('„Anna“'))).toEqual([]);
  expect(refused[0]).toContain('für dich einen Versorgungspool');
});

// User test 29: a dispute's counter-proposal (C11) is checked by replaying the battle with it;
// the player who proposes reads why it would not count in his words, as in Meine Schlachten —
// it had said the organiser's „Rückzug nach bitte leer lassen“.
test('Bestreiten with a counter-proposal: why it would not count is Anna’s sentence too, for every rule', () => {
  // The proposal repeats the reported values (as read for one): a row whose break those values
  // cure (a blank Siegpunkte read as 0, say) counts with it and is no refusal.
  const refusals = t.battles.slice(1).flatMap((_, row) => {
    try {
      checkProposal(t, row, reportedValues(t, row), 'Anna');
      return [];
    } catch (error) {
      return [(error as Error).message];
    }
  });
  expect(refusals.length).toBeGreaterThanOrEqual(10);
  expect(refusals.filter((r) => ORGANISER_WORDING.test(r))).toEqual([]);
  expect(refusals.every((r) => r.startsWith('Mit deinem Vorschlag zählte die Schlacht nicht: '))).toBe(true);
  // The organiser's own decision for a proposal keeps his Prüfung's words.
  expect(() => checkProposal(t, 4, reportedValues(t, 4))).toThrow(
    'Mit dem Vorschlag zählte die Schlacht nicht: Rückzug nach „Atlantis“ ist unbekannt; bekannte Felder stehen im Blatt Felder.',
  );
});
