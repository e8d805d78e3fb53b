// C12: playerSafe, the last filter before anything reaches a player, replaces every e-mail address
// with "Spielleitung" anywhere in a nested answer and leaves everything else as it was.
import { playerSafe } from '../../../src/rules/access/privacy';

test('e-mail addresses become "Spielleitung" in nested texts; numbers, dates and other texts stay', () => {
  const date = new Date(2026, 10, 20);
  const answer = {
    ok: true,
    zeile: 7,
    datum: date,
    gemeldetVon: 'orga@example.com',
    lines: ['Gemeldet von Vorname.Nachname+kampagne@verein-xy.de.', 'Rote Faust @ Furt', 'Anna'],
    nested: [{ who: 'ORGA@GMAIL.COM hat entschieden' }],
  };
  const safe = playerSafe(answer);
  expect(safe).toEqual({
    ok: true,
    zeile: 7,
    datum: date,
    gemeldetVon: 'Spielleitung',
    lines: ['Gemeldet von Spielleitung.', 'Rote Faust @ Furt', 'Anna'],
    nested: [{ who: 'Spielleitung hat entschieden' }],
  });
  expect(safe.datum).toBe(date);
  // A copy: the original is unchanged.
  expect(answer.gemeldetVon).toBe('orga@example.com');
});
