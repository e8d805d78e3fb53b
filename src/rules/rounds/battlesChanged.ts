/**
 * R6: the organiser may enter and correct any row of any round at any time — but an entry
 * through the add-on's forms that would change battles already entered names them first
 * (one stops counting, or its winner, Stufen, supply or field change) and is saved only when
 * the organiser confirms. Two replays, compared row by row.
 */
import { ATTACKER } from '../constants';
import { RuleError } from '../ruleError';
import { formatNumber } from '../format';
import type { AppliedBattle, BattleRowResult, CampaignReplay } from '../campaign/replayResult';
import { CellMatrix, CellValue } from '../cells/cellValue';
import { BATTLES_SPEC } from '../campaign/columns';
import { highestRoundIn } from '../campaign/currentRound';
import { battleFor, ORGANISER_READS, SheetReader } from '../campaign/sheetReader';
import { cellOf, readTable } from '../campaign/tables';
import { RoundStart, roundStartLine } from './roundJump';
import { ORGANISER, RuleText, textFor } from '../ruleText';

export interface ChangedBattle {
  /** Data-row index in Schlachten (0 = sheet row 2). */
  row: number;
  round: number | null;
  attacker: string;
  defender: string;
  /** What changes, in German: „zählt dann nicht mehr“, „Sieger … statt …“ … */
  change: string;
  /** Why it would no longer count: the row's rule message after the entry (its Prüfung then). */
  reason?: RuleText;
  /** Its Datum cell, where the caller gave Schlachten: a player reads the battle by its day, not its row. */
  date?: CellValue;
}

/**
 * The battles that counted in `before` and change in `after` (or start counting), in row order;
 * with `battles` (Schlachten as read), each with its Datum.
 */
export function battlesChangedBy(before: CampaignReplay, after: CampaignReplay, battles?: CellMatrix): ChangedBattle[] {
  const dates = battles ? readTable<'date'>(battles, BATTLES_SPEC) : null;
  const out: ChangedBattle[] = [];
  const count = Math.max(before.battles.length, after.battles.length);
  for (let i = 0; i < count; i++) {
    const b = before.battles[i] ?? null;
    if (!b) continue;
    const a = after.battles[i] ?? null;
    const change = describe(b, a);
    if (!change) continue;
    const c: ChangedBattle = { row: b.row, round: b.round, attacker: b.attacker, defender: b.defender, change };
    if (counted(b) && a !== null && a.error !== null) c.reason = a.errorText;
    out.push(dates ? { ...c, date: cellOf(dates, b.row, 'date') } : c);
  }
  return out;
}

function counted(r: BattleRowResult | null): r is AppliedBattle {
  return r !== null && r.error === null;
}

function describe(b: BattleRowResult, a: BattleRowResult | null): string {
  if (!counted(b)) return counted(a) ? 'zählt dann' : '';
  if (!counted(a)) return 'zählt dann nicht mehr';
  const parts: string[] = [];
  const winner = (r: AppliedBattle) => (r.outcome.winner === ATTACKER ? r.attacker : r.defender);
  if (winner(a) !== winner(b)) parts.push(`Sieger ${winner(a)} statt ${winner(b)}`);
  if (a.outcome.attackerNewLevel !== b.outcome.attackerNewLevel || a.plan.attackerLevel !== b.plan.attackerLevel) {
    parts.push(
      `${a.attacker} Stufe ${a.plan.attackerLevel} → ${a.outcome.attackerNewLevel} statt ${b.plan.attackerLevel} → ${b.outcome.attackerNewLevel}`,
    );
  }
  if (a.outcome.defenderNewLevel !== b.outcome.defenderNewLevel || a.plan.defenderLevel !== b.plan.defenderLevel) {
    parts.push(
      `${a.defender} Stufe ${a.plan.defenderLevel} → ${a.outcome.defenderNewLevel} statt ${b.plan.defenderLevel} → ${b.outcome.defenderNewLevel}`,
    );
  }
  if (a.outcome.supply !== b.outcome.supply)
    parts.push(`${formatNumber(a.outcome.supply)} VP statt ${formatNumber(b.outcome.supply)} VP`);
  if ((a.map?.field ?? '') !== (b.map?.field ?? '')) parts.push(`Feld ${a.map?.field ?? '–'} statt ${b.map?.field ?? '–'}`);
  if ((a.map?.retreat ?? '') !== (b.map?.retreat ?? '')) {
    parts.push(`Rückzug nach ${a.map?.retreat || '–'} statt ${b.map?.retreat || '–'}`);
  }
  return parts.join(', ');
}

/**
 * One changed battle as `reader` reads it: the organiser's forms „Zeile 5 (Runde 3, A gegen B): zählt
 * dann nicht mehr – <warum>“; a player „A gegen B (Runde 3, gespielt am 14.03.2026): zählt dann nicht mehr – <warum>“,
 * the reason in his words (no sheet, no cell).
 */
export function changedBattleLine(c: ChangedBattle, reader: SheetReader): string {
  if (c.reason === undefined) return `${battleFor(reader, c)}: ${c.change}`;
  // One line per battle: the reason's own closing stop would end the line twice in a sentence.
  const why = textFor(c.reason, reader.seesSheet ? ORGANISER : { kind: 'player', name: '' }).replace(/\.$/, '');
  return `${battleFor(reader, c)}: ${c.change} – ${why}`;
}

/**
 * R6's question in the organiser's forms: „Dieser Eintrag ändert 2 Schlachten, die schon eingetragen
 * sind: Zeile 5 (Runde 3, A gegen B): zählt dann nicht mehr; …“ — and, first, the round it would
 * begin (R1, roundStart). The forms show the part before the first „: “ above the lines.
 */
export function changedBattlesMessage(changed: ChangedBattle[], roundStart?: RoundStart): string {
  const n = changed.length === 1 ? '1 Schlacht' : `${changed.length} Schlachten`;
  const changes = changed.length === 0 ? '' : `ändert ${n}, die schon eingetragen ${changed.length === 1 ? 'ist' : 'sind'}`;
  const what = roundStart ? `beginnt eine neue Runde${changes ? ` und ${changes}` : ''}` : changes;
  return `Dieser Eintrag ${what}: ${questionLines(changed, roundStart).join('; ')}. Trotzdem speichern?`;
}

function questionLines(changed: ChangedBattle[], roundStart?: RoundStart): string[] {
  const battles = changed.map((c) => changedBattleLine(c, ORGANISER_READS));
  return roundStart ? [roundStartLine(roundStart), ...battles] : battles;
}

/**
 * R6: the organiser's form entry would change battles already entered — or begin a round (R1,
 * entryStartsRound) — and was not confirmed: nothing is saved; the form shows `message`, lists
 * confirmationLines and sends again with the confirmation (roundsContract's CONFIRM_CHANGES_KEY),
 * which covers everything the question named.
 */
export class ChangesNeedConfirmation extends RuleError {
  constructor(
    readonly changes: ChangedBattle[],
    readonly roundStart?: RoundStart,
  ) {
    super(changedBattlesMessage(changes, roundStart));
  }
}

/** The lines the organiser confirms: the round the entry begins, then each battle it changes. */
export function confirmationLines(question: ChangesNeedConfirmation): string[] {
  return questionLines(question.changes, question.roundStart);
}

/**
 * Whether a row of round `round` could change an entered battle at all: a battle of a later
 * round exists (a booking, or a decision on a report — a row already in the log, before the
 * round's later rows: of this round or later). Cheap — no replay, one pass over the log's
 * Runde column — so the common entry at the end of the log costs nothing extra.
 */
export function battlesAfter(battles: CellMatrix, round: number, kind: 'battle' | 'booking' | 'decision'): boolean {
  const highest = highestRoundIn(battles, BATTLES_SPEC);
  return kind === 'battle' ? highest > round : highest >= round;
}
