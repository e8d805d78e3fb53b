import { PAGE_KEY_CONTRACT } from '../../src/shared/pageKey';
import { generateCampaign } from '../../src/demo';
import {
  AddonHandle,
  loadAddon,
  LIST_CASE_BEHAVIOURS,
  type ListCaseBehaviour,
  LoadAddonOptions,
  NAMED_RANGE_BEHAVIOURS,
  OfflineConditionalFormatRule,
  OfflineSpreadsheet,
  SheetsApiMode,
} from '../../src/offline';
import {
  ARMIES_MAP_SPEC,
  BATTLES_MAP_SPEC,
  BOOKINGS_MAP_SPEC,
  CONFIRMATION_SETTING,
  FIELDS_SPEC,
  SETTINGS_SPEC,
  specHeaders,
  YES,
} from '../../src/rules/campaign';
import { reportStand } from '../../src/rules/rounds/reportStand';
import type { CellMatrix } from '../../src/rules/cells/cellValue';
import type { BattlePayload } from '../../src/shared/battleContract';
import type { BookingPayload } from '../../src/shared/bookingContract';
import type { PlayerLinksView } from '../../src/shared/portalContract';
import { ARMY_HEADER, BATTLE_HEADER, BOOKING_HEADER, CONFIRMATION_HEADER, PLAYER_HEADER } from '../rules/campaign/fixture';
import { readCodeJs } from '../support';

const CODE_JS = readCodeJs();

type Row = (string | number | boolean | Date)[];

/**
 * A generated campaign of `battles` battles (20 armies, 10 bookings, all valid) with `armies`
 * added to Armeen, in a workbook whose Sheets API answers as `mode` says: what the call-count
 * tests save into, at 10 and at 5,000 battles. Setup is not run.
 */
export function generatedWorkbook(
  battles: number,
  armies: (players: string[]) => Row[],
  mode: SheetsApiMode = 'works',
  email?: string,
): { workbook: OfflineSpreadsheet; addon: AddonHandle; players: string[] } {
  const demo = generateCampaign({ battles, armies: 20, bookings: 10, faultShare: 0 });
  const players = demo.players.map((row) => String(row[0]));
  const sheets = {
    Armeen: [...demo.armies, ...armies(players)],
    Spieler: demo.players,
    Schlachten: demo.battles,
    Buchungen: demo.bookings,
  } as Record<string, Row[]>;
  return { ...workbookWith(sheets, email, { sheetsApi: mode }), players };
}

/** A workbook with the given sheets filled from row 1, and the built add-on loaded into it. */
export function workbookWith(
  sheets: Record<string, Row[]>,
  email = 'spieler@example.com',
  options: Omit<LoadAddonOptions, 'user' | 'scriptName'> = {},
): { workbook: OfflineSpreadsheet; addon: AddonHandle } {
  const names = Object.keys(sheets);
  const workbook = new OfflineSpreadsheet({ sheets: names.length ? names : ['Tabellenblatt1'] });
  for (const [name, rows] of Object.entries(sheets)) {
    if (rows.length === 0) continue;
    const width = Math.max(...rows.map((r) => r.length));
    const padded = rows.map((r) => [...r, ...new Array(width - r.length).fill('')]);
    const sheet = workbook.getSheetByName(name)!;
    // Like a real sheet, keep spare rows below the data.
    const rowsWanted = padded.length + 100;
    if (sheet.getMaxRows() < rowsWanted) sheet.insertRowsAfter(sheet.getMaxRows(), rowsWanted - sheet.getMaxRows());
    if (sheet.getMaxColumns() < width) sheet.insertColumnsAfter(sheet.getMaxColumns(), width - sheet.getMaxColumns());
    sheet.getRange(1, 1, padded.length, width).setValues(padded);
  }
  const sheetsApi = options.sheetsApi ?? SUITE_SHEETS_API;
  // KRIEGSRAT_NAMED_RANGES=<a key of NAMED_RANGE_BEHAVIOURS> runs a suite under another answer for broken and taken names.
  const namedRanges = options.namedRanges ?? namedRangesFromEnvironment();
  // KRIEGSRAT_LIST_CASE=<a key of LIST_CASE_BEHAVIOURS> runs a suite with strict dropdowns taking another case.
  const listCase = options.listCase ?? listCaseFromEnvironment();
  const addon = loadAddon(workbook, CODE_JS, {
    pageKey: PAGE_KEY_CONTRACT,
    ...options,
    sheetsApi,
    namedRanges,
    listCase,
    user: { email },
    scriptName: 'Kriegsrat',
  });
  return { workbook, addon };
}

/**
 * The Sheets API mode of this run's workbooks where a test names none: KRIEGSRAT_SHEETS_API=
 * stale|absent|throws runs a suite under another (results must not change).
 */
export const SUITE_SHEETS_API: NonNullable<LoadAddonOptions['sheetsApi']> =
  (process.env.KRIEGSRAT_SHEETS_API as LoadAddonOptions['sheetsApi']) ?? 'works';

/** The named-range behaviour KRIEGSRAT_NAMED_RANGES names (default: the reported one). */
function namedRangesFromEnvironment(): LoadAddonOptions['namedRanges'] {
  const key = process.env.KRIEGSRAT_NAMED_RANGES;
  if (key === undefined || key === '') return undefined;
  const behaviour = NAMED_RANGE_BEHAVIOURS[key];
  if (!behaviour) throw new Error(`KRIEGSRAT_NAMED_RANGES=${key}: one of ${Object.keys(NAMED_RANGE_BEHAVIOURS).join(', ')}`);
  return behaviour;
}

/** The dropdown-case behaviour KRIEGSRAT_LIST_CASE names (default: exact, src/offline/listValidationCase.ts). */
function listCaseFromEnvironment(): LoadAddonOptions['listCase'] {
  const key = process.env.KRIEGSRAT_LIST_CASE;
  if (key === undefined || key === '') return undefined;
  const behaviour = (LIST_CASE_BEHAVIOURS as Record<string, ListCaseBehaviour>)[key];
  if (!behaviour) throw new Error(`KRIEGSRAT_LIST_CASE=${key}: one of ${Object.keys(LIST_CASE_BEHAVIOURS).join(', ')}`);
  return behaviour;
}

/** A valid battle of SMALL_CAMPAIGN as the sidebar sends it: Rote Faust beats Eisenwölfe in round 1. */
export function smallCampaignBattle(einreichungsId: string): BattlePayload {
  return {
    runde: 1,
    datum: '2026-11-21',
    angreifer: 'Rote Faust',
    verteidiger: 'Eisenwölfe',
    mobilisierung: 0,
    skaliertAuf: 0,
    siegpunkteAngreifer: 30,
    siegpunkteVerteidiger: 20,
    aufgegeben: '',
    verlusteAngreifer: 0,
    verlusteVerteidiger: 0,
    mission: 'Vorposten halten',
    notiz: '',
    rueckzug: '',
    einreichungsId,
  };
}

/**
 * A complete battle row the organiser typed by hand, under `header`: 10 : 5, no losses, `cells`
 * (by header) laid over that — e.g. a later Runde with a mistyped army (R1).
 */
export function typedBattleRow(header: readonly unknown[], cells: Record<string, Row[number]>): Row {
  const typed: Record<string, Row[number]> = {
    'Siegpunkte Angreifer': 10,
    'Siegpunkte Verteidiger': 5,
    'Verluste Angreifer': 0,
    'Verluste Verteidiger': 0,
    ...cells,
  };
  return header.map((h) => typed[String(h)] ?? '');
}

/** All cells of a sheet as getValues gives them. */
export function valuesOf(workbook: OfflineSpreadsheet, sheet: string): unknown[][] {
  return workbook.getSheetByName(sheet)!.getDataRange().getValues();
}

/** A campaign small enough to compute by hand (see the tests for the arithmetic); the headers as setup lays them out. */
export const SMALL_CAMPAIGN: Record<string, Row[]> = {
  Spieler: [PLAYER_HEADER, ['Anna', 'Space Marines', 500], ['Bernd', 'Orks', 250]],
  Armeen: [
    ARMY_HEADER,
    ['Rote Faust', 'Anna', 3, ''],
    ['Eisenwölfe', 'Bernd', 1, ''],
    ['Grüne Flut', 'Bernd', 2, ''],
    ['Späte Garde', 'Anna', 2, 3],
  ],
  Schlachten: [BATTLE_HEADER],
  Buchungen: [BOOKING_HEADER],
};

/**
 * SMALL_CAMPAIGN on a map: Nordwacht (Festung) – Hügel – Furt, Furt – Sumpf (Bernd's
 * Primärgebiet) and Furt – Ödland. Rote Faust stands on Hügel, Eisenwölfe on Furt, Grüne Flut
 * on Sumpf, Späte Garde (raised in round 3) will on Nordwacht.
 */
export const MAP_CAMPAIGN: Record<string, Row[]> = {
  ...SMALL_CAMPAIGN,
  Armeen: SMALL_CAMPAIGN.Armeen.map((row, i) => [
    ...row,
    [ARMIES_MAP_SPEC.columns.startField.header, 'Hügel', 'Furt', 'Sumpf', 'Nordwacht'][i],
  ]),
  Schlachten: [[...SMALL_CAMPAIGN.Schlachten[0], ...specHeaders(BATTLES_MAP_SPEC)]],
  Buchungen: [[...SMALL_CAMPAIGN.Buchungen[0], ...specHeaders(BOOKINGS_MAP_SPEC)]],
  Felder: [
    specHeaders(FIELDS_SPEC),
    ['Nordwacht', 'Festung', 'Anna', 'Hügel', 1, 1],
    ['Hügel', '', 'Anna', 'Nordwacht, Furt', 1, 2],
    ['Furt', '', 'Bernd', 'Hügel; Sumpf; Ödland', 1, 3],
    ['Sumpf', 'Primärgebiet', 'Bernd', 'Furt', 2, 3],
    ['Ödland', '', '', 'Furt', 2, 2],
  ],
};

/**
 * The organiser's Korrektur of MAP_CAMPAIGN in round 1 that puts Eisenwölfe on Ödland: entered
 * after smallCampaignBattle, it would change that battle — which then no longer fits the map (R6).
 */
export const OEDLAND_KORREKTUR: BookingPayload = {
  art: 'Korrektur',
  runde: 1,
  datum: '2026-11-20',
  armee: 'Eisenwölfe',
  feld: 'Ödland',
  notiz: 'stand dort',
  einreichungsId: 'k-1',
};

/**
 * Runs `action` while, at each of the first `reads.times` SpreadsheetApp reads of the script,
 * `meanwhile(n)` (n = 1, 2, …) changes the workbook as someone typing during a save would. A
 * read is getValues right after getRange (the twin's Sheets API read reads without getRange)
 * and, with `reads.getSheetValues`, Sheet.getSheetValues; what `meanwhile` calls is no read.
 * The hook set before is still called, and put back afterwards.
 */
export function typedWhileReading<T>(
  workbook: OfflineSpreadsheet,
  reads: { times: number; getSheetValues: boolean },
  meanwhile: (n: number) => void,
  action: () => T,
): T {
  const previous = workbook.calls.beforeCall;
  let typing = false;
  let typed = 0;
  let last = '';
  workbook.calls.beforeCall = (method) => {
    previous?.(method);
    const afterGetRange = last === 'Sheet.getRange';
    last = method;
    const read = (method === 'Range.getValues' && afterGetRange) || (reads.getSheetValues && method === 'Sheet.getSheetValues');
    if (!read || typing || typed >= reads.times) return;
    typing = true;
    meanwhile(++typed);
    typing = false;
  };
  try {
    return action();
  } finally {
    workbook.calls.beforeCall = previous;
  }
}

/** The conditional formats of the Karte sheet. */
export function karteRules(workbook: OfflineSpreadsheet): OfflineConditionalFormatRule[] {
  return workbook.getSheetByName('Karte')!.getConditionalFormatRules();
}

/** The background the Karte's conditional formats give a cell, as Sheets applies them (first match); null: none. */
export function karteColour(workbook: OfflineSpreadsheet, a1: string): string | null {
  const value = workbook.getRange(`Karte!${a1}`).getValue();
  const rule = karteRules(workbook).find((r) => r.matches(value));
  return rule?.getBooleanCondition()?.getBackgroundObject()?.asRgbColor().asHexString() ?? null;
}

/** Sets a row of Einstellungen (R2 Phase, A1 Angriffe ansagen, C7 …) as the organiser types it; adds the row if missing. */
export function setSetting(workbook: OfflineSpreadsheet, name: string, value: string): void {
  const sheet = workbook.getSheetByName('Einstellungen')!;
  const rows = valuesOf(workbook, 'Einstellungen');
  let row = rows.findIndex((r) => r[0] === name) + 1;
  if (row === 0) {
    row = rows.length + 1;
    sheet.getRange(row, 1).setValue(name);
  }
  sheet.getRange(row, 2).setValue(value);
}

/** What the web app answers to in tests: the deployment's URL, before each player's ?t=. */
export const WEB_APP_URL = 'https://script.google.com/macros/s/AKfyTEST/exec';

/** The web app deployed, the organiser's „Spielerlinks“ run: each player's token, read from the dialog's links. */
export function playerTokens(workbook: OfflineSpreadsheet, addon: AddonHandle): (player: string) => string {
  addon.environment.webAppUrl = WEB_APP_URL;
  addon.run('showPlayerLinks');
  const dialog = workbook.ui.dialogs[workbook.ui.dialogs.length - 1];
  const json = /<script id="page-data" type="application\/json">([\s\S]*?)<\/script>/.exec(dialog.html.getContent())![1];
  const view = JSON.parse(json) as PlayerLinksView;
  return (player) => /\?t=([0-9a-f]+)$/.exec(view.rows.find((r) => r.player === player)!.url)![1];
}

/** The players' addresses the notification tests give SMALL_CAMPAIGN's and MAP_CAMPAIGN's players (N2a). */
export const PLAYER_ADDRESSES = { Anna: 'anna@example.com', Bernd: 'bernd@example.com' };

/** `sheets` with an E-Mail column in Spieler holding PLAYER_ADDRESSES. */
export function withAddresses(sheets: Record<string, Row[]>): Record<string, Row[]> {
  const [header, anna, bernd] = sheets.Spieler;
  return {
    ...sheets,
    Spieler: [
      [...header, 'E-Mail'],
      [...anna, PLAYER_ADDRESSES.Anna],
      [...bernd, PLAYER_ADDRESSES.Bernd],
    ],
  };
}

/** smallCampaignBattle as the opponent's answer names it: row 2, round 1, Rote Faust against Eisenwölfe. */
export const SMALL_CAMPAIGN_REPORT_REF = { zeile: 2, runde: 1, angreifer: 'Rote Faust', verteidiger: 'Eisenwölfe' };

/**
 * SMALL_CAMPAIGN as the notification tests use it: the players' addresses, Schlachten with the
 * confirmation columns, reports wait for the opponent (C7) plus `settings`; loaded as the
 * organiser, the web app deployed. Setup is not run. `token(player)` is the player's link token.
 */
export function notifyingCampaign(
  settings: [string, string | number][] = [],
  options: Omit<LoadAddonOptions, 'user' | 'scriptName'> = {},
): { workbook: OfflineSpreadsheet; addon: AddonHandle; token: (player: string) => string } {
  const { workbook, addon } = workbookWith(
    {
      ...withAddresses(SMALL_CAMPAIGN),
      Schlachten: [[...SMALL_CAMPAIGN.Schlachten[0], ...CONFIRMATION_HEADER]],
      Einstellungen: [specHeaders(SETTINGS_SPEC), [CONFIRMATION_SETTING.name, YES], ...settings],
    },
    'orga@example.com',
    options,
  );
  return { workbook, addon, token: playerTokens(workbook, addon) };
}

/**
 * The stand a card of Schlachten's row `zeile` shows now (reportStand, as the page sends it back
 * with an answer or a decision): an answer given on a page loaded just now.
 */
export function shownStand(workbook: OfflineSpreadsheet, zeile: number): string {
  const values = valuesOf(workbook, 'Schlachten') as CellMatrix;
  // A row the sheet does not have showed nothing.
  return zeile >= 2 && zeile <= values.length ? JSON.stringify(reportStand(values, zeile - 2)) : '[]';
}

/** decideReport as „Offene Meldungen“ sends it from a list loaded just now: with the stand of the row it names. */
export function decideNow(workbook: OfflineSpreadsheet, addon: AddonHandle, payload: object): unknown {
  return addon.runFromClient('decideReport', { stand: shownStand(workbook, zeileOf(payload)), ...payload });
}

/** answerReport as the portal sends it from a page loaded just now: with the stand of the row it names. */
export function answerNow(workbook: OfflineSpreadsheet, addon: AddonHandle, token: string, payload: object): unknown {
  return addon.webApp.run('answerReport', token, { stand: shownStand(workbook, zeileOf(payload)), ...payload });
}

const zeileOf = (payload: object) => Number((payload as { zeile?: unknown }).zeile);
