// Writes into rows that already exist — an answer to a report, the organiser's decision, the
// automatic confirmation, the round's phase — planned on one Sheets API read. Google leaves open
// whether that read sees what the execution before wrote; the twin's 'stale' switch answers as
// the previous execution found the sheets. Each scenario runs two executions one after the
// other and must end as with a current read ('works'): the second acts on the row as it is now,
// or is refused as it would be — it never overwrites what the first wrote.
import { OfflineSpreadsheet, SheetsApiMode } from '../../src/offline';
import {
  shownStand,
  answerNow,
  decideNow,
  MAP_CAMPAIGN,
  playerTokens,
  SMALL_CAMPAIGN,
  typedWhileReading,
  valuesOf,
  workbookWith,
} from './campaignWorkbook';

const CONFIRMATION_HEADERS = ['Status', 'Gemeldet von', 'Gemeldet am', 'Bestätigt von', 'Bestätigt am', 'Einspruch'];
/** Headers whose cells hold the clock of the save: compared as "a date or not". */
const CLOCK_HEADERS = ['Bestätigt am', 'Eingetragen am', 'Angesagt am', 'Zeitpunkt'];
/** Five days before now: past an automatic confirmation after 3 days. */
const REPORTED_AT = new Date(Date.now() - 5 * 24 * 3_600_000);
const REPORT = { zeile: 3, runde: 1, angreifer: 'Grüne Flut', verteidiger: 'Rote Faust' };

type Answer = { ok: boolean; message?: string; [key: string]: unknown };

/** A row of Schlachten with the confirmation columns. */
function battle(round: number, attacker: string, defender: string, status = '', reportedBy = ''): unknown[] {
  const base = [round, '', attacker, defender, 0, 0, 30, 20, '', 0, 600, '', '', '', '', ''];
  return [...base, status, reportedBy, reportedBy ? REPORTED_AT : '', '', '', ''];
}

/**
 * Row 3: Grüne Flut (Bernd) beat Rote Faust (Anna), reported by Anna; it waits for Bernd. The
 * opponent must confirm; `settings` adds rows of Einstellungen. `mode` undefined: as KRIEGSRAT_SHEETS_API says.
 */
function reported(mode: SheetsApiMode | undefined, settings: unknown[][] = []) {
  const { workbook, addon } = workbookWith(
    {
      ...SMALL_CAMPAIGN,
      Schlachten: [
        [...SMALL_CAMPAIGN.Schlachten[0], ...CONFIRMATION_HEADERS],
        battle(1, 'Rote Faust', 'Eisenwölfe'),
        battle(1, 'Grüne Flut', 'Rote Faust', 'gemeldet', 'Anna'),
      ],
      Einstellungen: [['Einstellung', 'Wert'], ['Bestätigung durch den Gegner', 'ja'], ...settings],
    } as never,
    'orga@example.com',
    { sheetsApi: mode },
  );
  const token = playerTokens(workbook, addon);
  const answer = (player: string, payload: object) => answerNow(workbook, addon, token(player), payload) as Answer;
  return { workbook, addon, answer };
}

/** Every sheet's values, a clock cell as whether it holds a date. */
function sheetsOf(workbook: OfflineSpreadsheet): Record<string, unknown[][]> {
  const out: Record<string, unknown[][]> = {};
  for (const sheet of workbook.getSheets()) {
    const values = valuesOf(workbook, sheet.getName());
    const clock = new Set(values[0]?.flatMap((h, i) => (CLOCK_HEADERS.includes(String(h)) ? [i] : [])));
    out[sheet.getName()] = values.map((row, r) => row.map((cell, c) => (r > 0 && clock.has(c) ? cell instanceof Date : cell)));
  }
  return out;
}

const cell = (workbook: OfflineSpreadsheet, row: number, header: string) => {
  const values = valuesOf(workbook, 'Schlachten');
  return values[row - 1][(values[0] as string[]).indexOf(header)];
};

/** The same executions with a current read and with the stale one: answers and sheets alike. */
function bothWays<T>(run: (mode: SheetsApiMode) => { answers: T; workbook: OfflineSpreadsheet }) {
  const works = run('works');
  const stale = run('stale');
  expect(stale.answers).toEqual(works.answers);
  expect(sheetsOf(stale.workbook)).toEqual(sheetsOf(works.workbook));
  return { works, stale };
}

describe("an answer to a report after the execution before changed its row ('stale')", () => {
  it('confirmed, then disputed from a page still open: refused as changed since; the confirmation stands', () => {
    const { stale } = bothWays((mode) => {
      const { workbook, answer } = reported(mode);
      // Both from one page: the report as it showed it before either answer.
      const stand = shownStand(workbook, REPORT.zeile);
      const answers = [
        answer('Bernd', { ...REPORT, aktion: 'bestätigen', stand }),
        answer('Bernd', { ...REPORT, aktion: 'bestreiten', einspruch: 'doch nicht', stand }),
      ];
      return { answers, workbook };
    });
    expect(stale.answers[0]).toMatchObject({ ok: true, geschrieben: true });
    expect(stale.answers[1]).toMatchObject({ ok: false });
    expect(stale.answers[1].message).toMatch(
      // The player never sees the sheet: the battle by its armies, not its row.
      /^Die Meldung Grüne Flut gegen Rote Faust \(Runde 1\) ist inzwischen „bestätigt“\. Nichts wurde gespeichert\. Bitte „Aktualisieren“ antippen\.$/,
    );
    expect(cell(stale.workbook, 3, 'Status')).toBe('bestätigt');
    expect(cell(stale.workbook, 3, 'Einspruch')).toBe('');
  });

  it("the organiser decides a disputed report: the player's Einspruch is kept, not written back as the older read had it", () => {
    const { stale } = bothWays((mode) => {
      const { workbook, addon, answer } = reported(mode);
      const answers = [
        answer('Bernd', { ...REPORT, aktion: 'bestreiten', einspruch: 'Es war ein Unentschieden.' }),
        decideNow(workbook, addon, { ...REPORT, aktion: 'entscheiden', notiz: 'geprüft', einreichungsId: 'd-1' }),
      ];
      return { answers, workbook };
    });
    expect(stale.answers[1]).toMatchObject({ ok: true, status: 'entschieden', geschrieben: true });
    expect(cell(stale.workbook, 3, 'Status')).toBe('entschieden');
    expect(cell(stale.workbook, 3, 'Einspruch')).toBe('Es war ein Unentschieden.');
  });
});

describe("the automatic confirmation after the opponent disputed ('stale')", () => {
  it('confirms nothing: the dispute stands', () => {
    const { stale } = bothWays((mode) => {
      const { workbook, addon, answer } = reported(mode, [['Automatisch bestätigen nach Tagen', 3]]);
      const answers: unknown[] = [answer('Bernd', { ...REPORT, aktion: 'bestreiten', einspruch: 'So nicht.' })];
      answers.push(
        addon.run('checkReportDeadlines', {
          triggerUid: addon.environment.triggers.add('checkReportDeadlines', 1).getUniqueId(),
        }),
      );
      return { answers, workbook };
    });
    expect(stale.answers[1]).toBe('0 Meldung(en) automatisch bestätigt, 0 Erinnerung(en) fällig.');
    expect(cell(stale.workbook, 3, 'Status')).toBe('bestritten');
    expect(cell(stale.workbook, 3, 'Bestätigt von')).toBe('');
  });
});

/** MAP_CAMPAIGN set up, its Phase row typed as Schlachten; each player's token. */
function rounds(mode: SheetsApiMode) {
  const { workbook, addon } = workbookWith(MAP_CAMPAIGN, 'orga@example.com', { sheetsApi: mode });
  addon.run('setupCampaign');
  workbook.getSheetByName('Einstellungen')!.appendRow(['Phase', 'Schlachten']);
  const token = playerTokens(workbook, addon);
  return { workbook, addon, token };
}

describe("the round's phase after the execution before changed it ('stale')", () => {
  const phase = (workbook: OfflineSpreadsheet) => valuesOf(workbook, 'Einstellungen').find((r) => r[0] === 'Phase')?.[1];

  it('a new round, then the battle phase: Schlachten', () => {
    const { stale } = bothWays((mode) => {
      const { workbook, addon } = rounds(mode);
      const answers = [addon.run('startNewRound', 1, 1000), addon.run('startBattlePhase')];
      return { answers, workbook };
    });
    expect(phase(stale.workbook)).toBe('Schlachten');
  });

  it('the battle phase, then a new round: Befehle', () => {
    const { stale } = bothWays((mode) => {
      const { workbook, addon } = rounds(mode);
      const answers = [addon.run('startNewRound', 1, 1000), addon.run('startBattlePhase'), addon.run('startNewRound', 2, 1000)];
      return { answers, workbook };
    });
    expect(phase(stale.workbook)).toBe('Befehle');
  });
});

describe("a withdrawal after the battle phase began ('stale')", () => {
  it('is refused as in the battle phase; the declaration stands', () => {
    const { stale } = bothWays((mode) => {
      const { workbook, addon, token } = rounds(mode);
      const run = (name: string, payload: object) => addon.webApp.run(name, token('Anna'), payload) as Answer;
      const sides = { angreifer: 'Rote Faust', verteidiger: 'Eisenwölfe' };
      const answers = [
        addon.run('startNewRound', 1, 1000),
        run('declareAttack', { ...sides, einreichungsId: 'a-1' }),
        addon.run('startBattlePhase'),
        run('withdrawAttack', { ...sides, runde: 1, einreichungsId: 'w-1' }),
      ];
      return { answers, workbook };
    });
    expect(stale.answers[3]).toMatchObject({ ok: false });
    const [header, row] = valuesOf(stale.workbook, 'Angriffe');
    expect(row[header.indexOf('Status')]).toBe('');
  });
});

describe('when the row is changed by hand while an answer is being saved', () => {
  /**
   * Types a new Gemeldet am into row 3 at each of the first `times` SpreadsheetApp reads of the
   * script — getSheetValues, or getValues right after getRange (the twin's API read is neither):
   * with the Sheets API the first is the save's check of the row it writes. A cell the answer
   * writes back as read, which its stand leaves out (reportStand): a cell the stand holds would
   * refuse the answer as changed since its page showed it.
   */
  function typedMeanwhile(times: number) {
    const { workbook, answer } = reported(undefined);
    const sheet = workbook.getSheetByName('Schlachten')!;
    const column = (valuesOf(workbook, 'Schlachten')[0] as string[]).indexOf('Gemeldet am') + 1;
    const saved = typedWhileReading(
      workbook,
      { times, getSheetValues: true },
      (typed) => sheet.getRange(3, column).setValue(`von Hand ${typed}`),
      () => answer('Bernd', { ...REPORT, aktion: 'bestätigen' }),
    );
    return { saved, workbook };
  }

  it('the answer reads again and is saved; what was typed stays', () => {
    const { saved, workbook } = typedMeanwhile(1);
    expect(saved).toMatchObject({ ok: true, status: 'bestätigt', geschrieben: true });
    expect(cell(workbook, 3, 'Status')).toBe('bestätigt');
    expect(cell(workbook, 3, 'Gemeldet am')).toBe('von Hand 1');
  });

  it('changed again while it reads again: refused in German, nothing written', () => {
    const { saved, workbook } = typedMeanwhile(Infinity);
    expect(saved.ok).toBe(false);
    // Bernd's answer from the portal: players never see the sheet, so no row and no sheet.
    expect(saved.message).toBe(
      'Die Kampagne wurde gerade eben geändert; nichts wurde gespeichert. ' +
        'Bitte „Aktualisieren“ antippen, prüfen, ob es noch nötig ist, und dann erneut senden.',
    );
    expect(cell(workbook, 3, 'Status')).toBe('gemeldet');
  });
});
