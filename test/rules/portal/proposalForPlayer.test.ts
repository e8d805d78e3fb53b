// User test 31: the reporter's Übersicht says, in short, what the opponent's proposal (C11)
// changes and that the Spielleitung decides — only what differs from the report, by the
// registry's headers; the disputing player reads it as his own; nobody else reads it (C12).
import { disputeWithProposal, type Proposal } from '../../../src/rules/campaign/disputeText';
import { nameKey } from '../../../src/rules/campaign/names';
import { proposalForPlayer } from '../../../src/rules/portal/proposalForPlayer';

const reported: Proposal = {
  attackerVP: 72,
  defenderVP: 40,
  attackerLosses: 300,
  defenderLosses: 700,
  gaveUp: '',
  retreatTo: '',
};
const report = (proposal: Proposal | null, reportedBy = 'Konrad') => ({
  status: 'bestritten' as const,
  reportedBy,
  attackerPlayer: 'Konrad',
  defenderPlayer: 'Sabine',
  reason: disputeWithProposal('Wir haben 72:55 gespielt', proposal),
});
const decides = 'Die Spielleitung wählt zwischen deiner Meldung und dem Vorschlag; du musst nichts tun.';

test('the reporter reads who proposes what, only what differs, and who decides', () => {
  const r = report({ ...reported, defenderVP: 55, defenderLosses: 1500 });
  expect(proposalForPlayer(r, reported, nameKey('Konrad'))).toBe(
    `Vorschlag von Sabine: Siegpunkte Verteidiger 55 statt 40, Verluste Verteidiger 1.500 statt 700. ${decides}`,
  );
});

test('the disputing player reads it as his own proposal', () => {
  const r = report({ ...reported, defenderVP: 55 });
  expect(proposalForPlayer(r, reported, nameKey(' sabine'))).toBe(
    'Dein Vorschlag: Siegpunkte Verteidiger 55 statt 40. Die Spielleitung wählt zwischen der Meldung und deinem Vorschlag; du musst nichts tun.',
  );
});

test('Aufgegeben and Rückzug nach read in words where blank', () => {
  const r = report({ ...reported, gaveUp: 'Verteidiger', retreatTo: 'Furt' });
  expect(proposalForPlayer(r, reported, nameKey('Konrad'))).toBe(
    `Vorschlag von Sabine: Aufgegeben Verteidiger statt niemand, Rückzug nach Furt statt kein Rückzug. ${decides}`,
  );
});

test('a row the organiser typed as gemeldet: the proposal without a name', () => {
  const r = report({ ...reported, attackerVP: 10 }, '');
  expect(proposalForPlayer(r, reported, nameKey('Konrad'))).toMatch(/^Gegenvorschlag: Siegpunkte Angreifer 10 statt 72\. /);
});

test('nothing without a readable proposal, for a report that is not disputed, or for anyone but its two players (C12)', () => {
  const r = report({ ...reported, defenderVP: 55 });
  expect(proposalForPlayer(report(null), reported, nameKey('Konrad'))).toBe('');
  expect(proposalForPlayer({ ...r, reason: 'falsch\nVorschlag: kaputt' }, reported, nameKey('Konrad'))).toBe('');
  expect(proposalForPlayer({ ...r, status: 'gemeldet' }, reported, nameKey('Konrad'))).toBe('');
  expect(proposalForPlayer(r, reported, nameKey('Helga'))).toBe('');
  expect(proposalForPlayer(r, reported, '')).toBe('');
});

test('the defender reported: the attacker proposed', () => {
  const r = { ...report({ ...reported, defenderVP: 55 }), reportedBy: 'Sabine' };
  expect(proposalForPlayer(r, reported, nameKey('Sabine'))).toMatch(/^Vorschlag von Konrad: /);
  expect(proposalForPlayer(r, reported, nameKey('Konrad'))).toMatch(/^Dein Vorschlag: /);
});
