// The line a form shows after a battle is saved: the organiser's sidebar names the row written
// (he finds it in the sheet); a player's page does not — players never see the sheet.
import { ORGANISER_READS, playerReads } from '../../src/rules/campaign';
import { battleSavedMessage } from '../../src/rules/savedMessages';

const result = { zeile: 3, sieger: 'Angreifer', neueStufeAngreifer: 2, neueStufeVerteidiger: 1, versorgung: 250, doppelt: false };
const battle = { angreifer: 'Rote Faust', verteidiger: 'Eiserne Wacht' };

test('the organiser reads the row; a player the same line without it', () => {
  expect(battleSavedMessage(ORGANISER_READS, result, battle)).toBe(
    'Gespeichert in Zeile 3. Sieger: Rote Faust (Angreifer). Neue Stufen: Rote Faust 2, Eiserne Wacht 1. Versorgung: +250 VP.',
  );
  expect(battleSavedMessage(playerReads(), result, battle)).toBe(
    'Gespeichert. Sieger: Rote Faust (Angreifer). Neue Stufen: Rote Faust 2, Eiserne Wacht 1. Versorgung: +250 VP.',
  );
});

test('a battle sent twice: the organiser reads where it is; a player that it is saved', () => {
  const twice = { ...result, doppelt: true };
  expect(battleSavedMessage(ORGANISER_READS, twice, battle)).toBe(
    'Diese Schlacht ist schon in Zeile 3 gespeichert; nichts wurde doppelt eingetragen.',
  );
  expect(battleSavedMessage(playerReads(), twice, battle)).toBe(
    'Diese Schlacht ist schon gespeichert; nichts wurde doppelt eingetragen.',
  );
});
