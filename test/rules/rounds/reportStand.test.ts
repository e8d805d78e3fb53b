// An answer to a report acts on what its page showed (C3, C9): the stand a card sends back is
// compared with the row as it stands, and a refusal says what changed — to a player by the
// battle's armies, Runde and day (no sheet row), to the organiser by its row.
import { CellValue } from '../../../src/rules';
import { BATTLES_CONFIRMATION_SPEC, BATTLES_SPEC, ORGANISER_READS, playerReads } from '../../../src/rules/campaign';
import { PORTAL_REFRESH, TAP_REFRESH } from '../../../src/rules/portalRefresh';
import {
  readStand,
  reportChanged,
  reportStand,
  standChange,
  standMissing,
  StandChange,
  withdrawnBy,
} from '../../../src/rules/rounds';
import { BATTLE_HEADER, CONFIRMATION_HEADER } from '../campaign/fixture';

const HEADER = [...BATTLE_HEADER, ...CONFIRMATION_HEADER];
const PLAYED = new Date(Date.UTC(2026, 10, 18, 12));

/** Schlachten with row 2 counted and row 3 Anna's report of Grüne Flut beating Rote Faust, waiting for Bernd. */
function battles(change: Partial<Record<keyof typeof BATTLES_SPEC.columns | 'status' | 'dispute', CellValue>> = {}) {
  const cells: Record<string, CellValue> = {
    [BATTLES_SPEC.columns.round.header]: 1,
    [BATTLES_SPEC.columns.date.header]: PLAYED,
    [BATTLES_SPEC.columns.attacker.header]: 'Grüne Flut',
    [BATTLES_SPEC.columns.defender.header]: 'Rote Faust',
    [BATTLES_SPEC.columns.attackerVP.header]: 30,
    [BATTLES_SPEC.columns.defenderVP.header]: 20,
    [BATTLES_SPEC.columns.defenderLosses.header]: 600,
    [BATTLES_CONFIRMATION_SPEC.columns.status.header]: 'gemeldet',
    [BATTLES_CONFIRMATION_SPEC.columns.reportedBy.header]: 'Anna',
  };
  for (const [key, value] of Object.entries(change)) {
    const spec = { ...BATTLES_SPEC.columns, ...BATTLES_CONFIRMATION_SPEC.columns } as Record<string, { header: string }>;
    cells[spec[key].header] = value as CellValue;
  }
  const counted = HEADER.map((h) => (h === BATTLES_SPEC.columns.round.header ? 1 : ''));
  return [HEADER, counted, HEADER.map((h) => cells[h] ?? '')];
}

const BERND = { ...playerReads((d) => d.toISOString().slice(0, 10)), reload: TAP_REFRESH };
const ORGANISER = { ...ORGANISER_READS, reload: 'Bitte die Liste neu laden.' };
const REPORT = { row: 1, round: 1, attacker: 'Grüne Flut', defender: 'Rote Faust', date: PLAYED };

/** What Bernd's card showed, sent back as the page sends it (JSON), read as the server reads it. */
const shownToBernd = () => readStand(JSON.stringify(reportStand(battles(), 1)));

describe('the stand of a report, from the player’s side', () => {
  it('unchanged: nothing to say', () => {
    expect(standChange(shownToBernd()!, reportStand(battles(), 1))).toBeNull();
  });

  it('the reporter corrects the Siegpunkte after Bernd’s page loaded: said by battle, old → new, and where to refresh', () => {
    const change = standChange(shownToBernd()!, reportStand(battles({ attackerVP: 32, attackerLosses: 100 }), 1))!;
    expect(change).toEqual<StandChange>({
      cells: [
        ['Siegpunkte Angreifer', '30', '32'],
        ['Verluste Angreifer', '', '100'],
      ].map(([label, was, now]) => ({ label, was, now })),
    });
    const said = reportChanged(BERND, REPORT, change);
    expect(said).toBe(
      'Die Meldung Grüne Flut gegen Rote Faust (Runde 1, gespielt am 18.11.2026) wurde geändert, seit deine Seite sie ' +
        'gezeigt hat: Siegpunkte Angreifer 30 → 32; Verluste Angreifer leer → 100. Nichts wurde gespeichert. ' +
        TAP_REFRESH,
    );
    expect(said).toContain(`„${PORTAL_REFRESH}“`);
    // Players never see the sheet.
    expect(said).not.toMatch(/Zeile|Spalte/);
  });

  // User test 29: the refusal said „Verluste Verteidiger 600 → 1500“ where the page shows
  // „1.500“, and an edited Einspruch as its encoded proposal line.
  it('changed values read as the page shows them: numbers grouped, an Einspruch by what it says (C11)', () => {
    const proposal =
      'vertauscht\nVorschlag: Siegpunkte Angreifer 20; Siegpunkte Verteidiger 30; Verluste Angreifer 1200; Verluste Verteidiger 0; Aufgegeben –; Rückzug nach –';
    const change = standChange(shownToBernd()!, reportStand(battles({ defenderLosses: 1500, dispute: proposal }), 1))!;
    const said = reportChanged(BERND, REPORT, change);
    expect(said).toContain(
      ': Verluste Verteidiger 600 → 1.500; Einspruch leer → „vertauscht“, ' +
        'Gegenvorschlag (Angreifer:Verteidiger): Siegpunkte 20:30, Verluste 1.200:0. Nichts wurde gespeichert.',
    );
    expect(said).not.toContain('Vorschlag: Siegpunkte Angreifer');
    // The organiser's list shows the same numbers the same way.
    expect(reportChanged(ORGANISER, REPORT, change)).toContain('Verluste Verteidiger 600 → 1.500');
  });

  it('the reporter withdrew it (C10): Bernd reads that, not a list of cells', () => {
    const change = standChange(shownToBernd()!, reportStand(battles({ status: 'verworfen', dispute: withdrawnBy('Anna') }), 1))!;
    expect(change).toEqual({ status: 'verworfen', reason: 'zurückgezogen von Anna' });
    expect(reportChanged(BERND, REPORT, change)).toBe(
      'Die Meldung Grüne Flut gegen Rote Faust (Runde 1, gespielt am 18.11.2026) ist inzwischen „verworfen“ ' +
        '(zurückgezogen von Anna). Nichts wurde gespeichert. ' +
        TAP_REFRESH,
    );
  });

  it('a stand that leaves cells out counts them as blank: a forged empty stand is no consent to values', () => {
    expect(standChange([], reportStand(battles(), 1))).not.toBeNull();
    const shown = shownToBernd()!.filter(([label]) => label !== 'Siegpunkte Verteidiger');
    expect(standChange(shown, reportStand(battles(), 1))).toEqual({
      cells: [{ label: 'Siegpunkte Verteidiger', was: '', now: '20' }],
    });
  });

  it('no stand, or none that reads, is no stand: refused, with a reload of the page itself', () => {
    for (const shown of [undefined, null, '', 'kaputt', '{}', '42', '[["Status"]]x']) expect(readStand(shown)).toBeNull();
    expect(readStand('[]')).toEqual([]);
    const said = standMissing(BERND);
    expect(said).toMatch(/Nichts wurde gespeichert/);
    // The refresh button draws fresh data into the same (old) page: only loading the page anew helps.
    expect(said).toMatch(/Seite neu laden|Link noch einmal öffnen/);
    expect(said).not.toMatch(/Zeile|Spalte/);
    expect(standMissing(ORGANISER)).toMatch(/Seitenleiste .*neu öffnen/);
  });

  it('the organiser reads the same change by its row, as his list words it', () => {
    const change = standChange(shownToBernd()!, reportStand(battles({ attackerVP: 32 }), 1))!;
    expect(reportChanged(ORGANISER, REPORT, change)).toBe(
      'Die Meldung in Zeile 3 wurde geändert, seit die Liste geladen wurde (Siegpunkte Angreifer 30 → 32); ' +
        'nichts wurde gespeichert. Bitte die Liste neu laden.',
    );
    const disputed = standChange(shownToBernd()!, reportStand(battles({ status: 'bestritten', dispute: 'vertauscht' }), 1))!;
    expect(reportChanged(ORGANISER, REPORT, disputed)).toBe(
      'Die Meldung in Zeile 3 ist inzwischen „bestritten“ (Einspruch: „vertauscht“); nichts wurde gespeichert. Bitte die Liste neu laden.',
    );
  });
});
