// C12: an open report's reason and proposal are read by its reporter and the players of its two
// armies only — names matched like names, a blank name nobody's.
import { nameKey } from '../../../src/rules/campaign/names';
import { readsReport } from '../../../src/rules/access/reportReaders';

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
