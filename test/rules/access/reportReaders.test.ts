// C12: an open report's reason and proposal are read by its reporter and the players of its two
// armies only — names matched like names, a blank name nobody's.
import { nameKey } from '../../../src/rules/campaign/names';
import { readerRole, readsReport } from '../../../src/rules/access/reportReaders';

const report = { reportedBy: 'Konrad', attackerPlayer: 'Konrad', defenderPlayer: 'Sabine' };

test('the reporter and both players read it, matched like names', () => {
  expect(readsReport(report, nameKey('Konrad'))).toBe(true);
  expect(readsReport(report, nameKey(' sabine '))).toBe(true);
  expect(readsReport({ ...report, reportedBy: 'Ulrike' }, nameKey('Ulrike'))).toBe(true);
});

test('nobody else, and no blank name', () => {
  expect(readsReport(report, nameKey('Helga'))).toBe(false);
  expect(readsReport({ reportedBy: '', attackerPlayer: '', defenderPlayer: 'Sabine' }, '')).toBe(false);
});

// User test 32: the player who disputed a report found it under „Deine offenen Meldungen“ — her
// page tells her own reports from those she disputed and from the rest of her armies'.
describe('readerRole: how a reader stands to an open report', () => {
  const disputed = { ...report, status: 'bestritten' as const };
  it('the reporter reported it, whatever its status', () => {
    expect(readerRole(disputed, nameKey('konrad'))).toBe('reporter');
    expect(readerRole({ ...report, status: 'gemeldet' as const }, nameKey('Konrad'))).toBe('reporter');
  });
  it('the other side disputed it (C3: the one player who answers)', () => {
    expect(readerRole(disputed, nameKey(' Sabine'))).toBe('disputer');
    // Not disputed yet: she answers it, she has not disputed it.
    expect(readerRole({ ...report, status: 'gemeldet' as const }, nameKey('Sabine'))).toBe('party');
  });
  it('where either could have disputed it (a row the organiser typed), neither player is named as its disputer', () => {
    expect(readerRole({ ...disputed, reportedBy: '' }, nameKey('Sabine'))).toBe('party');
    expect(readerRole({ ...disputed, reportedBy: '' }, nameKey('Konrad'))).toBe('party');
  });
  it('nobody else', () => {
    expect(readerRole(disputed, nameKey('Helga'))).toBeNull();
    expect(readerRole(disputed, '')).toBeNull();
  });
});
