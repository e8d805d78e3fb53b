/**
 * „Meine Schlachten“ (issue 24 §4): every battle row of a player's armies, newest round first, each
 * with its result from the player's side — won or lost, the Siegpunkte, the Stufe before and
 * after, the VP won, the field — or why it does not count. The player's own page only (C12: a
 * dispute's reason is the two players'). Pure.
 */
import { CellValue, isBlank } from '../cells/cellValue';
import { parseText } from '../cells/parseCell';
import { ATTACKER, DEFENDER, Side } from '../constants';
import { parseGaveUp, winner } from '../winner';
import { unreadableStatusForPlayer } from '../campaign/battleStatus';
import { BATTLES_SPEC } from '../campaign/columns';
import { NOT_COUNTED } from '../campaign/output';
import { brokenBattleForPlayer } from '../campaign/ruleForPlayer';
import { nameKey } from '../campaign/names';
import type { BattleRowResult, CampaignReplay } from '../campaign/replayResult';
import { cellOf, readTable, type CampaignTables } from '../campaign/tables';
import { pendingForPlayer } from './pendingForPlayer';

/** How many battles a page gets: a long season must not weigh down the phone's page. */
export const MY_BATTLES_SHOWN = 50;

export interface PlayerBattle {
  /** 1-based sheet row in Schlachten. */
  zeile: number;
  round: number | null;
  /** My army and the other side's, as typed. */
  mine: string;
  opponent: string;
  /** The other army's player; blank where unknown. */
  opponentPlayer: string;
  /** „Runde 2: Rote Faust gegen Eisenwölfe (Gegner: Bernd)“ — from the reader's side, never naming the reader (battleHeading). */
  heading: string;
  /** Whether the row counts (C2, and no rule broken). */
  counts: boolean;
  /** One German sentence: the result from my side, or why it does not count. */
  result: string;
}

export interface PlayerBattles {
  battles: PlayerBattle[];
  /** Older battles left out (the campaign book has them). */
  earlier: number;
}

export function playerBattles(
  replay: CampaignReplay,
  tables: Pick<CampaignTables, 'battles'>,
  player: string,
  shown = MY_BATTLES_SHOWN,
): PlayerBattles {
  const me = nameKey(player);
  const playerOf = new Map(replay.armies.map((a) => [nameKey(a.name), a.player]));
  const table = readTable(tables.battles, BATTLES_SPEC);
  const text = (row: number, key: keyof typeof BATTLES_SPEC.columns): string => shownText(cellOf(table, row, key));

  const all: PlayerBattle[] = [];
  for (let i = replay.battles.length - 1; i >= 0; i--) {
    const b = replay.battles[i];
    if (!b) continue;
    const [attackerPlayer, defenderPlayer] =
      b.error === null
        ? [b.attackerPlayer, b.defenderPlayer]
        : [
            b.confirmation?.attackerPlayer || (playerOf.get(nameKey(b.attacker)) ?? ''),
            b.confirmation?.defenderPlayer || (playerOf.get(nameKey(b.defender)) ?? ''),
          ];
    const side: Side | null =
      attackerPlayer && nameKey(attackerPlayer) === me
        ? ATTACKER
        : defenderPlayer && nameKey(defenderPlayer) === me
          ? DEFENDER
          : null;
    if (side === null) continue;
    const score = {
      mine: text(b.row, side === ATTACKER ? 'attackerVP' : 'defenderVP'),
      theirs: text(b.row, side === ATTACKER ? 'defenderVP' : 'attackerVP'),
    };
    const mine = side === ATTACKER ? b.attacker : b.defender;
    const opponent = side === ATTACKER ? b.defender : b.attacker;
    const opponentPlayer = side === ATTACKER ? defenderPlayer : attackerPlayer;
    all.push({
      zeile: b.row + 2,
      round: b.round,
      mine,
      opponent,
      opponentPlayer,
      heading: battleHeading(b.round, mine, opponent, opponentPlayer, me),
      counts: b.error === null,
      result: resultText(b, side, score, text(b.row, 'gaveUp'), me, side === ATTACKER ? attackerPlayer : defenderPlayer),
    });
  }
  // Newest round first, then the newest row (user test 34: a battle entered late belongs to its
  // round, not to the sheet's end); a row without a readable Runde last.
  all.sort((a, b) => (b.round ?? -Infinity) - (a.round ?? -Infinity) || b.zeile - a.zeile);
  return { battles: all.slice(0, shown), earlier: Math.max(0, all.length - shown) };
}

/**
 * The battle as its heading names it for the reader (`me`: his nameKey): his army first, the
 * other side's player as „Gegner“ — and where that is the reader too (two of his own armies, D9,
 * or an army handed to him since), that the other army is his, never the reader as his opponent.
 */
function battleHeading(round: number | null, mine: string, opponent: string, opponentPlayer: string, me: string): string {
  const who = !opponentPlayer ? '' : nameKey(opponentPlayer) === me ? ' (auch deine Armee)' : ` (Gegner: ${opponentPlayer})`;
  return `Runde ${round ?? '?'}: ${mine} gegen ${opponent}${who}`;
}

function shownText(value: CellValue): string {
  return isBlank(value) ? '' : parseText(value).trim();
}

/** "Sieg als Angreifer, Siegpunkte 30:20" — the reported result, as it would count. */
function reported(won: boolean | null, side: Side, score: { mine: string; theirs: string }, gaveUp: string): string {
  const points = score.mine || score.theirs ? `, Siegpunkte ${score.mine || '0'}:${score.theirs || '0'}` : '';
  const giving = gaveUp ? ` (${gaveUp} gibt auf)` : '';
  if (won === null) return `Als ${side}${points}${giving}`;
  return `${won ? 'Sieg' : 'Niederlage'} als ${side}${points}${giving}`;
}

/** Whether my side wins by the reported numbers (a row that does not count has no outcome); null when they are unreadable. */
function reportedWinner(score: { mine: string; theirs: string }, side: Side, gaveUp: string): boolean | null {
  try {
    const [mine, theirs] = [Number(score.mine || 0), Number(score.theirs || 0)];
    const [a, d] = side === ATTACKER ? [mine, theirs] : [theirs, mine];
    return winner(a, d, parseGaveUp(gaveUp)) === side;
  } catch {
    return null;
  }
}

function resultText(
  b: BattleRowResult,
  side: Side,
  score: { mine: string; theirs: string },
  gaveUp: string,
  me: string,
  player: string,
): string {
  if (b.error === null) {
    const won = b.outcome.winner === side;
    const [from, to] =
      side === ATTACKER ? [b.plan.attackerLevel, b.outcome.attackerNewLevel] : [b.plan.defenderLevel, b.outcome.defenderNewLevel];
    const army = side === ATTACKER ? b.attacker : b.defender;
    const field = b.map?.field ? ` auf ${b.map.field}` : '';
    const supply = won && b.outcome.supply > 0 ? `; +${b.outcome.supply} VP` : '';
    return `${reported(won, side, score, gaveUp)}${field}; ${army} Stufe ${from} → ${to}${supply}.`;
  }
  const c = b.confirmation;
  if (c) return `${pendingForPlayer(c, me)}: ${reported(reportedWinner(score, side, gaveUp), side, score, gaveUp)}.`;
  // A Status the organiser mistyped (C1): his Prüfung names the allowed values; the player reads who fixes it.
  if (b.errorField === 'status') return NOT_COUNTED + unreadableStatusForPlayer();
  // A broken rule: what broke, as a player reads it (no sheet, no cell to fill), and who fixes it.
  return `${NOT_COUNTED}${brokenBattleForPlayer(b.errorText, player)}`;
}
