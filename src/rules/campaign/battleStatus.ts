import type { FieldKey } from '../fields';
import { RuleError } from '../ruleError';
import { ORGANISER, RuleText, textFor } from '../ruleText';
import { isMailAddress } from '../mailAddress';
import { CellValue, isBlank } from '../cells/cellValue';
import { parseText } from '../cells/parseCell';
import { BATTLES_CONFIRMATION_SPEC, BattleConfirmationColumn } from './columns';
import { BattleEntry } from './entries';
import { isPlayersReport } from './playersReport';
import { withdrawnByReporter } from './reportWithdrawal';
import { RejectedBattle } from './replayResult';
import { cellOf, Table } from './tables';
import { disputeParts } from './disputeText';
import { quotedReason } from './quotedReason';

/**
 * A battle's Status (docs/REGELN.md, „Bestätigung durch den Gegner“, C1/C2): whether a row of
 * Schlachten counts, and what its Prüfung says when it does not. Blank is the organiser's own
 * entry and counts, as every row did before the column existed.
 */
export const STATUS_REPORTED = 'gemeldet';
export const STATUS_CONFIRMED = 'bestätigt';
export const STATUS_DISPUTED = 'bestritten';
export const STATUS_DECIDED = 'entschieden';
export const STATUS_DISCARDED = 'verworfen';

/** Every value Status may hold besides blank, as the validation list offers them. */
export const BATTLE_STATUSES = [STATUS_REPORTED, STATUS_CONFIRMED, STATUS_DISPUTED, STATUS_DECIDED, STATUS_DISCARDED] as const;
export type BattleStatus = '' | (typeof BATTLE_STATUSES)[number];
/** The statuses under which a row waits or is set aside: it changes nothing (C2). */
export type NotCountingStatus = typeof STATUS_REPORTED | typeof STATUS_DISPUTED | typeof STATUS_DISCARDED;

const STATUS_LABEL = BATTLES_CONFIRMATION_SPEC.columns.status.header;

/** Matched like names, and without umlauts as a keyboard may lack them: "Bestaetigt " = "bestätigt". */
function statusKey(text: string): string {
  return text.replace(/\s+/g, '').toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
}

const STATUS_BY_KEY = new Map<string, BattleStatus>(BATTLE_STATUSES.map((s) => [statusKey(s), s]));

/** C1: a Status cell; any other value than the listed ones breaks a rule on its row. */
export function parseBattleStatus(value: CellValue): BattleStatus {
  const text = parseText(value);
  if (text === '') return '';
  const status = STATUS_BY_KEY.get(statusKey(text));
  if (status === undefined) {
    throw new RuleError(`${STATUS_LABEL} „${text}“ ist unbekannt; erlaubt sind: leer, ${BATTLE_STATUSES.join(', ')}.`, 'status');
  }
  return status;
}

/**
 * C1 as a player reads it: a Status the organiser mistyped, without the sheet's row or its allowed
 * values (the organiser's Prüfung names both) — who puts it right, and what the player can do.
 * `battle` names the battle as players read it (battleFor); absent, the text is about the battle at hand.
 */
export function unreadableStatusForPlayer(battle?: string): string {
  return (
    `Die Spielleitung muss den Status ${battle ? `der Schlacht ${battle}` : 'dieser Schlacht'} berichtigen – er ist gerade falsch eingetragen. ` +
    'Bis dahin zählt die Schlacht nicht und lässt sich nicht beantworten. Du musst nichts tun; ' +
    'dauert es, sag der Spielleitung Bescheid.'
  );
}

/** C2: blank, bestätigt and entschieden count (if the row breaks no other rule). */
export function statusCounts(status: BattleStatus): status is Exclude<BattleStatus, NotCountingStatus> {
  return status !== STATUS_REPORTED && status !== STATUS_DISPUTED && status !== STATUS_DISCARDED;
}

/** Why a battle row with a valid Status does not count yet, as the replay reports it. */
export interface PendingConfirmation {
  status: NotCountingStatus;
  /** Gemeldet von as typed; blank for a row the organiser typed. */
  reportedBy: string;
  /** The players of the two armies, as spelt in the Spieler list; blank where the army is unknown. */
  attackerPlayer: string;
  defenderPlayer: string;
  /** gemeldet: who may confirm — the player of the side that did not report (confirmingPlayers). */
  waitingFor: string[];
  /** gemeldet: which side reported is unknown — only the organiser answers (C3, unknownReporter). */
  unknownReporter: UnknownReporter | null;
  /** bestritten: the Einspruch as typed; verworfen: the Einspruch too (a withdrawal names its reporter, C10). */
  reason: string;
}

/** One side of a battle at its moment, where the army is known. */
export interface SideAtMoment {
  player: string;
  level: number;
}

/**
 * A report as C3 asks about it: Gemeldet von as typed, whether the row is a player's report
 * (C4: Gemeldet am is written only with one), and the players of its two armies as Armeen names
 * them now (blank where unknown).
 */
export interface ReportParties {
  reportedBy: string;
  /** The row is a player's report (isPlayersReport): where Gemeldet von is blank, Gemeldet am kept says so. */
  playerReport?: boolean;
  attackerPlayer: string;
  defenderPlayer: string;
}

/**
 * Why nobody knows which side reported, so only the organiser answers (C3): Gemeldet von names
 * a player who plays neither army now (renamed, or the army handed over since) — either player
 * could be the reporter under a new name or with the reporting army — or Gemeldet von was
 * emptied on a player's report (Gemeldet am kept). C3 never lets a side confirm its own report.
 */
export type UnknownReporter = 'playsNeither' | 'cleared';

/** C3: why the reporting side is unknown (UnknownReporter), or null when it is known or there is none. */
export function unknownReporter(p: ReportParties, key: (name: string) => string): UnknownReporter | null {
  const { reportedBy, attackerPlayer, defenderPlayer } = p;
  if (reportedBy === '') return p.playerReport ? 'cleared' : null;
  // Only where both players are known (an unknown army breaks a rule of its own), and not for the
  // organiser's address typed there (C4: the organiser, no side): either player answers those.
  if (attackerPlayer === '' || defenderPlayer === '' || isMailAddress(reportedBy)) return null;
  const reporter = key(reportedBy);
  return reporter !== key(attackerPlayer) && reporter !== key(defenderPlayer) ? 'playsNeither' : null;
}

/**
 * Who confirms a report (C3): the player of the other side than Gemeldet von, as Armeen names the
 * armies' players now (an army handed over, or its player renamed, since the report: its player
 * now). Without a reporter on a row the organiser typed as gemeldet, or with the organiser's
 * address in Gemeldet von, either player may: both are named. Where the reporting side is
 * unknown (unknownReporter) nobody is named; the organiser decides, or writes the reporting
 * army's player into Gemeldet von. Names are compared by `key`.
 */
export function confirmingPlayers(p: ReportParties, key: (name: string) => string): string[] {
  const { reportedBy, attackerPlayer, defenderPlayer } = p;
  const reporter = key(reportedBy);
  if (reportedBy !== '' && attackerPlayer !== '' && reporter === key(attackerPlayer))
    return defenderPlayer ? [defenderPlayer] : [];
  if (reportedBy !== '' && defenderPlayer !== '' && reporter === key(defenderPlayer))
    return attackerPlayer ? [attackerPlayer] : [];
  if (unknownReporter(p, key) !== null) return [];
  return [attackerPlayer, defenderPlayer].filter((player, i, all) => player !== '' && all.indexOf(player) === i);
}

/** Who disputed a report (C3): the one player who may answer it; '' where either may or only the organiser does. */
export function disputingPlayer(p: ReportParties, key: (name: string) => string): string {
  const answering = confirmingPlayers(p, key);
  return answering.length === 1 ? answering[0] : '';
}

/** The Prüfung of a report whose reporting side is unknown (C3): why only the organiser answers, and the way back. */
export const UNKNOWN_REPORTER_CHECK: Record<UnknownReporter, (reportedBy: string) => string> = {
  playsNeither: (reportedBy) =>
    `Gemeldet von ${reportedBy}, der keine der beiden Armeen mehr spielt (umbenannt oder Armee übergeben?) – bestätigen kann jetzt nur die Spielleitung; ` +
    `trägt sie in „${BATTLES_CONFIRMATION_SPEC.columns.reportedBy.header}“ den heutigen Spieler der meldenden Armee ein, wartet die Meldung wieder auf den Gegner.`,
  cleared: () =>
    `Gemeldet von einem Spieler, dessen Name in „${BATTLES_CONFIRMATION_SPEC.columns.reportedBy.header}“ fehlt – bestätigen kann jetzt nur die Spielleitung; ` +
    'trägt sie dort den Spieler der meldenden Armee ein, wartet die Meldung wieder auf den Gegner.',
};

/** „Bestritten (Einspruch: „…“, mit Gegenvorschlag)“: what is disputed, from the Einspruch cell. */
function disputedLine(einspruch: string): string {
  // C11: the reason quoted alone — a proposal stands below it in the same cell.
  const { reason, proposed } = disputeParts(einspruch);
  const also = proposed ? ', mit Gegenvorschlag' : '';
  return `Bestritten (${reason ? `Einspruch: ${quotedReason(reason, also)}` : `ohne Begründung in der Spalte Einspruch${also}`})`;
}

/**
 * An open report's Prüfung as the organiser reads it on its card in „Offene Meldungen“: the row's
 * own (`message`), but of a disputed one only what is disputed.
 * Who decides and how is what the card's buttons are (user test 34: the Prüfung sent the organiser
 * to the list he was reading).
 */
export function checkForDecider(r: { status: string; reason: string; message: string }): string {
  return r.status === STATUS_DISPUTED ? `${disputedLine(r.reason)}.` : r.message;
}

/** The Prüfung of a row that does not count under its Status, in German. */
export function pendingMessage(p: PendingConfirmation): string {
  switch (p.status) {
    case STATUS_REPORTED: {
      if (p.unknownReporter) return UNKNOWN_REPORTER_CHECK[p.unknownReporter](p.reportedBy);
      const by = p.reportedBy ? `Gemeldet von ${p.reportedBy}` : 'Gemeldet';
      const who = p.waitingFor.length > 0 ? p.waitingFor.join(' oder ') : 'den Gegner';
      return `${by} – wartet auf Bestätigung durch ${who}.`;
    }
    case STATUS_DISPUTED:
      // What the organiser does next, and that „verworfen“ never counts (C2).
      return `${disputedLine(p.reason)} – die Spielleitung entscheidet („Offene Meldungen“): mit „${STATUS_DECIDED}“ zählt sie, mit „${STATUS_DISCARDED}“ nie.`;
    case STATUS_DISCARDED:
      // C10: the reporter's own withdrawal is not the organiser's doing.
      return withdrawnByReporter(p.reason, p.reportedBy)
        ? `Zurückgezogen von ${p.reportedBy} – zählt nie, bleibt als Verlauf stehen.`
        : 'Verworfen von der Spielleitung – zählt nie, bleibt als Verlauf stehen.';
  }
}

/**
 * C1/C2 for one parsed battle row, before the replay applies it: null when the row counts under
 * its Status (the replay applies it as ever); else its result — the unknown Status's error, or
 * the waiting/disputed/discarded row with the two sides' Stufen at that moment — which changes
 * nothing. Without a Status column every Status is blank: every row counts, as before.
 */
export function notCountingBattle(
  table: Table<BattleConfirmationColumn>,
  e: BattleEntry,
  sideOf: (army: string) => SideAtMoment | null,
  key: (name: string) => string,
): RejectedBattle | null {
  const cell = cellOf(table, e.row, 'status');
  // The usual row: no Status (or no column) — counts; nothing else to read. Apart from the rest,
  // whose closures would cost every battle of the replay their context (npm run bench).
  return isBlank(cell) ? null : withStatus(table, e, cell, sideOf, key);
}

function withStatus(
  table: Table<BattleConfirmationColumn>,
  e: BattleEntry,
  cell: CellValue,
  sideOf: (army: string) => SideAtMoment | null,
  key: (name: string) => string,
): RejectedBattle | null {
  const attacker = () => sideOf(e.attacker);
  const defender = () => sideOf(e.defender);
  const rejected = (error: RuleText, errorField?: FieldKey): RejectedBattle => ({
    row: e.row,
    round: e.round,
    attacker: e.attacker,
    defender: e.defender,
    attackerLevel: attacker()?.level ?? null,
    defenderLevel: defender()?.level ?? null,
    error: textFor(error, ORGANISER),
    errorText: error,
    errorField,
  });
  let status: BattleStatus;
  try {
    status = parseBattleStatus(cell);
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return rejected(error.text, error.field);
  }
  if (statusCounts(status)) return null;
  const parties: ReportParties = {
    reportedBy: parseText(cellOf(table, e.row, 'reportedBy')),
    playerReport: isPlayersReport(table, e.row),
    attackerPlayer: attacker()?.player ?? '',
    defenderPlayer: defender()?.player ?? '',
  };
  const { reportedBy, attackerPlayer, defenderPlayer } = parties;
  const confirmation: PendingConfirmation = {
    status,
    reportedBy,
    attackerPlayer,
    defenderPlayer,
    waitingFor: status === STATUS_REPORTED ? confirmingPlayers(parties, key) : [],
    unknownReporter: status === STATUS_REPORTED ? unknownReporter(parties, key) : null,
    reason: status === STATUS_REPORTED ? '' : parseText(cellOf(table, e.row, 'dispute')),
  };
  return { ...rejected(pendingMessage(confirmation), 'status'), confirmation };
}
