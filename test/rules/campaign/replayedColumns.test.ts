// replayedColumns: the columns of a sheet whose cells the replay reads — what a save that counts a
// report checks in Armeen, Spieler, Buchungen and Felder before it writes (reportDecision.ts).
import {
  ARMIES_MAP_SPEC,
  BOOKINGS_MAP_SPEC,
  BOOKINGS_REPORTER_SPEC,
  BOOKINGS_SPEC,
  FIELDS_SPEC,
  replayedColumns,
  specHeaders,
} from '../../../src/rules/campaign';
import { ARMY_HEADER, PLAYER_HEADER } from './fixture';

const headersAt = (header: string[], columns: number[]) => columns.map((c) => header[c]);

describe('replayedColumns', () => {
  it('Buchungen: every replayed column, the map’s Feld too — not Datum, Notiz, Einreichungs-ID or Gemeldet von', () => {
    const header = [...specHeaders(BOOKINGS_SPEC), ...specHeaders(BOOKINGS_MAP_SPEC), ...specHeaders(BOOKINGS_REPORTER_SPEC)];
    expect(headersAt(header, replayedColumns('bookings', [header]))).toEqual([
      'Runde',
      'Spieler',
      'Armee',
      'Art',
      'Versorgung',
      'Stufen',
      'Feld',
    ]);
  });

  it('Armeen and Spieler: every column of theirs, wherever the organiser put it; a column of his own is not read', () => {
    const armies = ['Notiz der Spielleitung', ...[...ARMY_HEADER, ...specHeaders(ARMIES_MAP_SPEC)].reverse()];
    expect(headersAt(armies, replayedColumns('armies', [armies])).sort()).toEqual(
      [...ARMY_HEADER, ...specHeaders(ARMIES_MAP_SPEC)].sort(),
    );
    expect(headersAt(PLAYER_HEADER, replayedColumns('players', [PLAYER_HEADER]))).toEqual(PLAYER_HEADER);
  });

  it('Felder: its columns; none in a sheet without its headers or without rows', () => {
    const header = specHeaders(FIELDS_SPEC);
    expect(headersAt(header, replayedColumns('fields', [header]))).toEqual(header);
    expect(replayedColumns('fields', [['Titel']])).toEqual([]);
    expect(replayedColumns('armies', [])).toEqual([]);
  });
});
