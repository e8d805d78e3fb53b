import { ATTACKER } from '../constants';
import { brokenBattleForPlayer } from '../campaign/ruleForPlayer';
import type { RuleText } from '../ruleText';
import { formatNumber } from '../format';
import { CellMatrix, CellValue } from '../cells/cellValue';
import { parseText } from '../cells/parseCell';
import { sameCells } from '../cells/sameCells';
import {
  BATTLES_CONFIRMATION_SPEC,
  BATTLES_SPEC,
  BattleRowResult,
  CampaignReplay,
  CampaignTables,
  cellOf,
  disputingPlayer,
  nameKey,
  readTable,
  replayCampaign,
  STATUS_CONFIRMED,
  STATUS_DECIDED,
  STATUS_DISCARDED,
  STATUS_DISPUTED,
  STATUS_REPORTED,
  AppliedBattle,
  parseBattleStatus,
  BOOKINGS_SPEC,
  BattleStatus,
  statusCounts,
} from '../campaign';
import { parseRound } from '../campaign/entries';
import { battleLine } from '../campaign/roundReport';
import { withdrawnByReporter } from '../rounds/admission';
import { disputeParts } from '../campaign/disputeText';
import { quotedReason } from '../campaign/quotedReason';
import { Declaration, declarationSheetRow } from '../rounds/attacks';
import { countingDeclarations } from '../rounds/declarationChecks';
import { currentRoundsAround } from '../rounds/currentRound';
import { PHASE_BATTLES, PHASE_ORDERS, readPhase } from '../rounds/roundSettings';
import { declarationsOnIn } from '../rounds/roundSituation';
import { battleName } from '../campaign/battleName';
import { battleRef } from './battleRef';
import { NotificationEvent } from './notificationEvent';
import { autoConfirmHint, reportedAt } from './notifySettings';
import { ORGANISER_NAME } from '../access/privacy';

/** N4: Bestätigt von of a report the deadline check confirmed. */
export const AUTOMATIC = 'automatisch';

/**
 * The campaign on both sides of one save: its tables, (when the caller has it) its replay, and
 * Einstellungen and Angriffe (R2, A2) where the caller read them — without them on both sides,
 * no phase or declaration events.
 */
export interface CampaignSide {
  tables: CampaignTables;
  replay?: CampaignReplay;
  settings?: CellMatrix | null;
  attacks?: CellMatrix | null;
  /** organiserRound(tables) where the caller counted it already. */
  organiserRound?: number;
}

/**
 * N1: what one save changed, as events — computed from the campaign before and after the
 * write, with no read of its own: a report that now waits for a player, an answer to a report
 * (confirmed, disputed, decided, discarded), a battle that starts to count (the chat's line), a
 * battle whose outcome changed although its own row did not (a later entry placed before it in
 * the log), and a new round. Kinds that need more than the four sheets (phases, declarations)
 * are added by their callers.
 */
export function eventsOfChange(
  before: CampaignSide,
  after: CampaignSide,
  /** N4's days (asked only for a report that waits): its opponent reads when silence confirms it. */
  options: { autoConfirmDays?: () => number | null } = {},
): NotificationEvent[] {
  // The campaign before is replayed only when a battle that kept its row may have changed (a
  // row written before it in the log's order): a report or a battle appended at the end of its
  // round, the usual save, costs no second replay.
  let was = before.replay;
  const wasReplay = () => (was ??= replayCampaign(before.tables));
  const mayHaveChanged = affectedBy(before.tables, after.tables);
  const now = after.replay ?? replayCampaign(after.tables);
  const events: NotificationEvent[] = [];
  const listed = new Map(now.players.map((p) => [nameKey(p.name), p.name]));
  const actorName = (cell: CellValue) => {
    const name = parseText(cell).trim();
    if (nameKey(name) === nameKey(AUTOMATIC)) return AUTOMATIC;
    return listed.get(nameKey(name)) ?? ORGANISER_NAME;
  };
  const statusBefore = statusReader(before.tables.battles);
  const statusAfter = statusReader(after.tables.battles);
  const battleTable = readTable(after.tables.battles, BATTLES_SPEC);

  for (let i = 0; i < now.battles.length; i++) {
    const b = now.battles[i];
    if (!b) continue;
    const ownRowChanged = !sameCells(before.tables.battles[i + 1], after.tables.battles[i + 1]);
    // Most rows, in the usual save all but the new one: neither written nor placed after a written
    // row — skipped before their cells are looked at again.
    if (!ownRowChanged && !mayHaveChanged(i, b.round)) continue;
    const existed = i + 1 < before.tables.battles.length && !isBlankCells(before.tables.battles[i + 1]);
    if (!ownRowChanged && !existed) continue;
    const players = playersOf(b, now);
    const battle = battleName(b);
    const ref = battleRef(battleTable, i, b);
    if (ownRowChanged) {
      const [from, to] = [statusBefore(i), statusAfter(i)];
      const reporter = parseText(statusAfter.cell(i, 'reportedBy')).trim();
      if (to === STATUS_REPORTED && from !== STATUS_REPORTED && b.error !== null && b.confirmation) {
        const who = reporter ? `${listed.get(nameKey(reporter)) ?? reporter} hat` : 'Es wurde';
        // N4 runs for a report with a Gemeldet am by a player of the campaign (reportsPastDeadline).
        const days =
          reportedAt(statusAfter.cell(i, 'reportedAt')) && listed.has(nameKey(reporter)) ? options.autoConfirmDays?.() : null;
        events.push({
          kind: 'reportWaiting',
          id: `reportWaiting:${ref}`,
          players: b.confirmation.waitingFor,
          text: `${who} die Schlacht ${battle} gemeldet; sie wartet auf deine Bestätigung.${days ? ` ${autoConfirmHint(days)}` : ''}`,
        });
      }
      if ((from === STATUS_REPORTED || from === STATUS_DISPUTED) && to !== from && to !== STATUS_REPORTED) {
        const reason = parseText(statusAfter.cell(i, 'dispute')).trim();
        // C10: the reporter withdrew it — the one who acted is the reporter, not the organiser.
        const withdrawn = to === STATUS_DISCARDED && withdrawnByReporter(reason, reporter);
        const reporterName = listed.get(nameKey(reporter)) ?? reporter;
        const answer = withdrawn
          ? `${reporterName} hat die Meldung ${battle} zurückgezogen; sie zählt nicht.`
          : answerText(
              to,
              battle,
              { confirmedBy: actorName(statusAfter.cell(i, 'confirmedBy')), reason },
              b.error === null ? null : b.errorText,
            );
        if (answer) {
          // The player who answered knows it: the other side hears of it (and the organiser's answer reaches both).
          const actor = withdrawn
            ? reporterName
            : to === STATUS_DISPUTED
              ? disputer(b, reporter)
              : actorName(statusAfter.cell(i, 'confirmedBy'));
          events.push({
            kind: 'reportAnswered',
            id: `reportAnswered:${to}:${ref}`,
            players: players.filter((p) => nameKey(p) !== nameKey(actor)),
            text: answer,
          });
        }
      }
      // Counted before: judged by its Status then (a row that counted and still counts is told once: its id).
      if (b.error === null && (!existed || !statusCounts(asStatus(from)))) {
        events.push({
          kind: 'battleCounts',
          id: `battleCounts:${ref}`,
          players: [],
          text: '',
          publicText: battleLine(b, battleTable),
        });
      }
      continue;
    }
    const old = wasReplay().battles[i] ?? null;
    if (!old) continue;
    const change = outcomeChange(old, b);
    if (change) {
      events.push({
        kind: 'battleChanged',
        id: `battleChanged:${ref}:${outcomeKey(b)}`,
        players,
        text: `Deine Schlacht ${battle} hat sich durch einen späteren Eintrag geändert: ${change}`,
      });
    }
  }

  const [roundBefore, roundAfter] = currentRoundsAround(before.tables, after.tables, before.organiserRound);
  const everyone = now.players.map((p) => p.name);
  const phases = before.settings !== undefined && after.settings !== undefined;
  const phaseAfter = phases ? readPhase(after.settings ?? null) : null;
  if (roundAfter > roundBefore) {
    const text =
      phaseAfter === PHASE_ORDERS
        ? `Runde ${roundAfter} hat begonnen – Befehlsphase: ${
            declarationsOnIn(after.settings ?? null, after.tables.fields)
              ? 'Bewegungen, Aufwertungen und Angriffe ansagen'
              : 'Bewegungen und Aufwertungen'
          }.`
        : `Runde ${roundAfter} hat begonnen.`;
    events.push({ kind: 'roundStarted', id: `roundStarted:${roundAfter}`, players: everyone, text, publicText: text });
  } else if (phases && phaseAfter === PHASE_BATTLES && readPhase(before.settings ?? null) === PHASE_ORDERS) {
    const text = `Runde ${roundAfter}: Die Schlachtphase hat begonnen – jetzt Schlachten melden und bestätigen.`;
    events.push({
      kind: 'phaseStarted',
      id: `phaseStarted:${roundAfter}:${PHASE_BATTLES}`,
      players: everyone,
      text,
      publicText: text,
    });
    // A7: from the Schlachten phase on, the round's declarations are public.
    for (const d of countingDeclarations(after.attacks ?? null, after.tables.armies)) {
      if (d.round !== roundAfter || d.withdrawn) continue;
      events.push({
        kind: 'attackDeclared',
        id: `attackPublic:${roundAfter}:${declarationRef(d)}`,
        players: [],
        text: '',
        publicText: declaredPublicText(d, now),
      });
    }
  }
  if (before.attacks !== undefined && after.attacks !== undefined)
    events.push(...declarationEvents(before, after, now, roundAfter));
  return events;
}

/**
 * Whether an unchanged battle (data row `row`, Runde `round`) may have another outcome after the
 * writes: some written row lies before it in the log's order (by Runde; Buchungen before the
 * battles of their round; battles in row order), or the Armeen, Spieler or Felder changed.
 */
export function affectedBy(before: CampaignTables, after: CampaignTables): (row: number, round: number | null) => boolean {
  if (before.armies !== after.armies || before.players !== after.players || before.fields !== after.fields) return () => true;
  let battleRound = Infinity;
  let battleRow = Infinity;
  // Rounds are read only for the rows that differ: the usual save writes one.
  const battleRounds = [roundsOf(before.battles, BATTLES_SPEC), roundsOf(after.battles, BATTLES_SPEC)];
  const rows = Math.max(before.battles.length, after.battles.length);
  for (let r = 1; r < rows; r++) {
    if (sameCells(before.battles[r], after.battles[r])) continue;
    const round = Math.min(battleRounds[0](r - 1) ?? Infinity, battleRounds[1](r - 1) ?? Infinity);
    if (round < battleRound || (round === battleRound && r - 1 < battleRow)) [battleRound, battleRow] = [round, r - 1];
  }
  let bookingRound = Infinity;
  const bookingRounds = [roundsOf(before.bookings, BOOKINGS_SPEC), roundsOf(after.bookings, BOOKINGS_SPEC)];
  const bookingRows = Math.max(before.bookings.length, after.bookings.length);
  for (let r = 1; r < bookingRows; r++) {
    if (sameCells(before.bookings[r], after.bookings[r])) continue;
    bookingRound = Math.min(bookingRound, bookingRounds[0](r - 1) ?? Infinity, bookingRounds[1](r - 1) ?? Infinity);
  }
  return (row, round) =>
    round !== null && (round >= bookingRound || round > battleRound || (round === battleRound && row > battleRow));
}

/** A data row's Runde where it can be read, else null (also for no such row, or no Runde column). */
function roundsOf(matrix: CellMatrix, spec: typeof BATTLES_SPEC | typeof BOOKINGS_SPEC): (row: number) => number | null {
  let table: ReturnType<typeof readTable<'round'>>;
  try {
    table = readTable<'round'>(matrix, spec as never);
  } catch {
    return () => null;
  }
  return (row) => {
    if (row >= table.rows.length) return null;
    try {
      return parseRound(cellOf(table, row, 'round'));
    } catch {
      return null;
    }
  };
}

function isBlankCells(row: CellValue[] | undefined): boolean {
  return !row || row.every((c) => c === '' || c === null || c === undefined);
}

/** A Status as statusReader gives it; an unknown one ('?') broke a rule: it did not count. */
function asStatus(text: string): BattleStatus {
  return text === '?' ? STATUS_DISCARDED : (text as BattleStatus);
}

/** The player of an army by the replay's Armeen list; '?' when unknown. */
export function owner(replay: CampaignReplay, army: string): string {
  return replay.armies.find((a) => nameKey(a.name) === nameKey(army))?.player ?? '?';
}

/**
 * A declaration as a notification's id names it (N5): its Einreichungs-ID, else its sheet row (a
 * row the organiser typed); then its armies. The row alone would be taken by a declaration made
 * again after the organiser deleted the withdrawn one: its defender would never hear of it.
 * `again`: how often it was told before, for a declaration that stands again after its defender
 * heard it was off (toldDeclarations.ts): its earlier notice is said, the new one needs its own id.
 */
export function declarationRef(d: Declaration, again = 0): string {
  return `${declarationReference(d)}${again > 0 ? `~${again}` : ''}:${nameKey(d.attacker)}:${nameKey(d.defender)}`;
}

/** The part of declarationRef that is no army's name: its Einreichungs-ID, else its sheet row. */
export function declarationReference(d: Declaration): string {
  return d.submissionId !== '' ? d.submissionId : String(declarationSheetRow(d.row));
}

/**
 * N1/A7: a declaration new in Angriffe is told to the defender at once (privately) — one of the
 * current round (R1, `round`) or a later one. A declaration of a round already over tells nobody:
 * an old row with a typo'd army starts to count when Armeen gains an army of that name.
 * A4: a declaration that stood before this save (so was told) and is withdrawn now is told to the
 * defender too — else „Du wirst angegriffen“ would stay in their Neuigkeiten as if it stood.
 */
function declarationEvents(before: CampaignSide, after: CampaignSide, now: CampaignReplay, round: number): NotificationEvent[] {
  const counting = (side: CampaignSide) => countingDeclarations(side.attacks ?? null, side.tables.armies);
  const keyOf = (d: Declaration) => `${d.row}:${nameKey(d.attacker)}:${nameKey(d.defender)}:${d.round}`;
  const was = counting(before);
  const known = new Set(was.map(keyOf));
  const standing = new Set(was.filter((d) => !d.withdrawn).map(keyOf));
  const events: NotificationEvent[] = [];
  for (const d of counting(after)) {
    const key = keyOf(d);
    if (d.round < round) continue;
    if (d.withdrawn) {
      const defender = owner(now, d.defender);
      if (!standing.has(key) || defender === '?') continue;
      events.push({
        kind: 'attackWithdrawn',
        id: `attackWithdrawn:${d.round}:${declarationRef(d)}`,
        players: [defender],
        text: withdrawnText(d, now),
      });
      continue;
    }
    if (known.has(key)) continue;
    const defender = owner(now, d.defender);
    if (defender === '?') continue;
    events.push({
      kind: 'attackDeclared',
      id: `attackDeclared:${d.round}:${declarationRef(d)}`,
      players: [defender],
      text: declaredText(d, now),
    });
  }
  return events;
}

/** N1/A7: what the defender reads of a declaration against his army. */
export function declaredText(d: Pick<Declaration, 'attacker' | 'defender' | 'round' | 'field'>, replay: CampaignReplay): string {
  return `Du wirst angegriffen: ${d.attacker} (${owner(replay, d.attacker)}) greift in Runde ${d.round} deine Armee ${d.defender}${d.field ? ` auf ${d.field}` : ''} an.`;
}

/** N2b/A7: a declaration's line in the chat once the round's declarations are public. */
export function declaredPublicText(d: Pick<Declaration, 'attacker' | 'defender' | 'field'>, replay: CampaignReplay): string {
  return `Angesagt: ${d.attacker} (${owner(replay, d.attacker)}) greift ${d.defender} (${owner(replay, d.defender)})${d.field ? ` auf ${d.field}` : ''} an.`;
}

/** A4: what the defender reads of a declaration withdrawn — by its player through the link, or typed by the organiser. */
export function withdrawnText(d: Pick<Declaration, 'attacker' | 'defender' | 'round'>, replay: CampaignReplay): string {
  return `Angriff zurückgezogen: ${d.attacker} (${owner(replay, d.attacker)}) greift ${d.defender} in Runde ${d.round} doch nicht an.`;
}

/** The two players of a battle, as the replay knows them; a refused row's by its armies in the Armeen list. */
export function playersOf(b: BattleRowResult, replay?: CampaignReplay): string[] {
  const owner = (army: string) => replay?.armies.find((a) => nameKey(a.name) === nameKey(army))?.player ?? '';
  const pair =
    b.error === null
      ? [b.attackerPlayer, b.defenderPlayer]
      : [b.confirmation?.attackerPlayer || owner(b.attacker), b.confirmation?.defenderPlayer || owner(b.defender)];
  return pair.filter((p, i, all) => p !== '' && all.indexOf(p) === i);
}

/** The player who disputed (C3); '' when the row does not say which side reported: then both hear of it. */
function disputer(b: BattleRowResult, reporter: string): string {
  const { attackerPlayer = '', defenderPlayer = '' } = b.error === null ? b : (b.confirmation ?? {});
  return disputingPlayer({ reportedBy: reporter, attackerPlayer, defenderPlayer }, nameKey);
}

/** `error`: why the answered row does not count (C2: it may break another rule) — then it is not told „sie zählt jetzt“. */
function answerText(
  status: string,
  battle: string,
  by: { confirmedBy: string; reason: string },
  error: RuleText | null,
): string | null {
  // Players read it (the organiser has the row's Prüfung): what broke as players read it, and who fixes it.
  const why = error === null ? '' : brokenBattleForPlayer(error, '');
  const counts = error === null ? 'sie zählt jetzt.' : `sie zählt aber nicht – ${why}`;
  switch (status) {
    case STATUS_CONFIRMED:
      return by.confirmedBy === AUTOMATIC
        ? error === null
          ? `Die Meldung ${battle} wurde automatisch bestätigt (keine Antwort in der gesetzten Frist); sie zählt jetzt.`
          : `Die Meldung ${battle} wurde automatisch bestätigt (keine Antwort in der gesetzten Frist), zählt aber nicht – ${why}`
        : `${by.confirmedBy} hat die Meldung ${battle} bestätigt; ${counts}`;
    case STATUS_DISPUTED: {
      // C11: the reason quoted alone; a proposal said apart (disputeText.ts splits the Einspruch).
      const { reason, proposal } = disputeParts(by.reason);
      return `Die Meldung ${battle} wurde bestritten${reason ? `: ${quotedReason(reason, '.')}` : '.'}${proposal ? ` ${proposal}` : ''} Die Spielleitung entscheidet.`;
    }
    case STATUS_DECIDED:
      return `Die Spielleitung hat über die Meldung ${battle} entschieden; ${counts}`;
    case STATUS_DISCARDED:
      return `Die Meldung ${battle} wurde verworfen; sie zählt nicht.`;
    default:
      return null;
  }
}

/** What about a battle's outcome differs, in German; null when nothing a player sees changed. */
function outcomeChange(old: BattleRowResult, now: BattleRowResult): string | null {
  if (old.error === null && now.error !== null) {
    if (now.confirmation) return null; // its own Status changed: an answer, not a later entry
    // Both players read it (the organiser has the row's Prüfung): what broke as players read it, and who fixes it.
    return `Sie zählt nicht mehr – ${brokenBattleForPlayer(now.errorText, '')}`;
  }
  if (old.error !== null && now.error === null) return old.confirmation ? null : 'Sie zählt jetzt.';
  if (old.error !== null || now.error !== null) return null;
  const parts: string[] = [];
  const winner = (b: AppliedBattle) => (b.outcome.winner === ATTACKER ? b.attacker : b.defender);
  if (winner(old) !== winner(now)) parts.push(`Sieger jetzt ${winner(now)} (vorher ${winner(old)})`);
  if (old.outcome.attackerNewLevel !== now.outcome.attackerNewLevel || old.plan.attackerLevel !== now.plan.attackerLevel)
    parts.push(
      levelText(
        now.attacker,
        old.plan.attackerLevel,
        old.outcome.attackerNewLevel,
        now.plan.attackerLevel,
        now.outcome.attackerNewLevel,
      ),
    );
  if (old.outcome.defenderNewLevel !== now.outcome.defenderNewLevel || old.plan.defenderLevel !== now.plan.defenderLevel)
    parts.push(
      levelText(
        now.defender,
        old.plan.defenderLevel,
        old.outcome.defenderNewLevel,
        now.plan.defenderLevel,
        now.outcome.defenderNewLevel,
      ),
    );
  if (old.outcome.supply !== now.outcome.supply)
    parts.push(`Versorgung jetzt ${formatNumber(now.outcome.supply)} VP (vorher ${formatNumber(old.outcome.supply)} VP)`);
  if ((old.map?.field ?? '') !== (now.map?.field ?? ''))
    parts.push(`Feld jetzt ${now.map?.field || '–'} (vorher ${old.map?.field || '–'})`);
  if ((old.map?.retreat ?? '') !== (now.map?.retreat ?? ''))
    parts.push(`Rückzug jetzt nach ${now.map?.retreat || '–'} (vorher ${old.map?.retreat || '–'})`);
  return parts.length ? parts.join('; ') + '.' : null;
}

function levelText(army: string, fromBefore: number, toBefore: number, fromNow: number, toNow: number): string {
  return `${army} Stufe ${fromNow} → ${toNow} (vorher ${fromBefore} → ${toBefore})`;
}

/** The outcome a player sees, as a short key: a battle that changes back and forth is told each new state once. */
function outcomeKey(b: BattleRowResult): string {
  if (b.error !== null) return 'zählt-nicht';
  return [
    b.outcome.winner,
    b.plan.attackerLevel,
    b.outcome.attackerNewLevel,
    b.plan.defenderLevel,
    b.outcome.defenderNewLevel,
    b.outcome.supply,
    b.map?.field ?? '',
    b.map?.retreat ?? '',
  ].join('/');
}

type StatusReader = ((row: number) => string) & {
  cell(row: number, key: 'reportedBy' | 'reportedAt' | 'confirmedBy' | 'dispute'): CellValue;
};

/** The Status of a data row as the sheet holds it (matched like the replay does), '' when blank or absent. */
function statusReader(battles: CellMatrix): StatusReader {
  const table = readTable<string>(battles, BATTLES_CONFIRMATION_SPEC);
  const inRange = (row: number) => row >= 0 && row < table.rows.length;
  const read = ((row: number) => {
    if (!inRange(row)) return '';
    try {
      return parseBattleStatus(cellOf(table, row, 'status'));
    } catch {
      return '?';
    }
  }) as StatusReader;
  read.cell = (row, key) => (inRange(row) ? cellOf(table, row, key) : '');
  return read;
}
