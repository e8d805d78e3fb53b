// A disputed report as each of its players reads it (user test 32): the player who disputed it
// reads that she did; on the Übersicht, where the proposal's sentence follows and says who
// decides (proposalForPlayer), the status line does not say it a second time.
import { STATUS_DISPUTED, type PendingConfirmation } from '../../../src/rules/campaign/battleStatus';
import { nameKey } from '../../../src/rules/campaign/names';
import { pendingForPlayer } from '../../../src/rules/portal/pendingForPlayer';

const disputed: PendingConfirmation = {
  status: STATUS_DISPUTED,
  reason:
    'Falsches Ergebnis\nVorschlag: Siegpunkte Angreifer 10; Siegpunkte Verteidiger 12; Verluste Angreifer 1; Verluste Verteidiger 2; Aufgegeben –; Rückzug nach –',
  reportedBy: 'Konrad',
  attackerPlayer: 'Konrad',
  defenderPlayer: 'Sabine',
  waitingFor: [],
  unknownReporter: null,
};

test('the reporter reads that it was disputed; the player who disputed it, that she did', () => {
  expect(pendingForPlayer(disputed, nameKey('Konrad'))).toBe(
    'Bestritten („Falsches Ergebnis“, mit Gegenvorschlag) – die Spielleitung entscheidet',
  );
  expect(pendingForPlayer(disputed, nameKey('sabine'))).toBe(
    'Von dir bestritten („Falsches Ergebnis“, mit Gegenvorschlag) – die Spielleitung entscheidet',
  );
});

test('where the proposal’s sentence says who decides, the status line says it not again', () => {
  expect(pendingForPlayer(disputed, nameKey('Konrad'), true)).toBe('Bestritten („Falsches Ergebnis“, mit Gegenvorschlag)');
  expect(pendingForPlayer(disputed, nameKey('Sabine'), true)).toBe(
    'Von dir bestritten („Falsches Ergebnis“, mit Gegenvorschlag)',
  );
  // Other statuses say what they say.
  expect(pendingForPlayer({ ...disputed, status: 'gemeldet', waitingFor: ['Sabine'] }, nameKey('Konrad'), true)).toBe(
    'Gemeldet von dir, wartet auf Bestätigung durch Sabine',
  );
});
