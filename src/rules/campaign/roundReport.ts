import { RuleError } from '../ruleError';
import { ATTACKER } from '../constants';
import { formatNumber } from '../format';
import { shownNumber } from '../shownValue';
import { BattleColumn, BATTLES_SPEC } from './columns';
import { parseBattle } from './entries';
import { CampaignHistory } from './history';
import { AppliedBattle, AppliedBooking } from './replayResult';
import { CampaignTables, readTable, Table } from './tables';
import { openReports } from './openReports';
import { STATUS_REPORTED } from './battleStatus';
import { playerSafe } from '../access/privacy';

const levelsWord = (n: number) => `${n} ${n === 1 ? 'Stufe' : 'Stufen'}`;
const vp = (n: number) => `${shownNumber(n)} VP`;

/** Sums per name, in first-seen order. */
class Tally {
  readonly byName = new Map<string, number>();
  add(name: string, amount: number): void {
    if (amount !== 0) this.byName.set(name, (this.byName.get(name) ?? 0) + amount);
  }
  of(name: string): number {
    return this.byName.get(name) ?? 0;
  }
}

/**
 * KAMPAGNE_BERICHT: the round in German sentences, one per cell, ready for the group chat —
 * a heading; the battles (row order) with winner and score; the reports that wait for
 * confirmation or are disputed (C2), apart from them; armies raised, destroyed, levels
 * won and lost; supply per player; fields that changed hands (Felder order).
 */
export function roundReport({ replay, rounds }: CampaignHistory, tables: CampaignTables, round: number): string[] {
  const last = rounds.length - 1;
  if (!Number.isInteger(round) || round < 1 || round > last) {
    throw new RuleError(`Runde ${formatNumber(round)} gibt es nicht; berichtet wird über Runde 1 bis ${last}.`);
  }
  const before = rounds[round - 1];
  const after = rounds[round];
  const out = [`Rundenbericht Runde ${round}`];

  const battles = replay.battles.filter((b): b is AppliedBattle => b !== null && b.error === null && b.round === round);
  // C2: waiting, disputed and discarded rows are no errors: the open ones get lines of their own.
  const refused = replay.battles.filter((b) => b !== null && b.error !== null && !b.confirmation && b.round === round).length;
  const open = openReports(replay).filter((o) => o.round === round);
  const bookings = replay.bookings.filter((b): b is AppliedBooking => b !== null && b.error === null && b.round === round);
  const battleTable = readTable(tables.battles, BATTLES_SPEC);

  const gained = new Tally();
  const lost = new Tally();
  const earned = new Tally();
  const spent = new Tally();
  // Not „no battle was fought“ while reports wait or rows do not count: the lines below name them.
  if (battles.length === 0) out.push(noBattleLine(open.length > 0, refused > 0));
  for (const b of battles) {
    const attackerWon = b.outcome.winner === ATTACKER;
    out.push(battleLine(b, battleTable));
    for (const [army, from, to] of [
      [b.attacker, b.plan.attackerLevel, b.outcome.attackerNewLevel],
      [b.defender, b.plan.defenderLevel, b.outcome.defenderNewLevel],
    ] as const) {
      if (to > from) gained.add(army, to - from);
      else lost.add(army, from - to);
    }
    spent.add(b.defenderPlayer, b.plan.mobilisation);
    earned.add(attackerWon ? b.attackerPlayer : b.defenderPlayer, b.outcome.supply);
  }
  // Players read it too (portal, chat): who fixes it, not the organiser's Prüfung, which says why.
  if (refused > 0) {
    out.push(
      refused === 1
        ? '1 Schlacht dieser Runde zählt nicht; die Spielleitung muss sie berichtigen.'
        : `${refused} Schlachten dieser Runde zählen nicht; die Spielleitung muss sie berichtigen.`,
    );
  }
  for (const o of open) {
    const battle = `${o.attacker} gegen ${o.defender}`;
    if (o.status === STATUS_REPORTED) {
      const who = o.unknownReporter ? 'die Spielleitung' : o.waitingFor.length > 0 ? o.waitingFor.join(' oder ') : 'den Gegner';
      const by = o.reportedBy ? ` (gemeldet von ${o.reportedBy})` : '';
      out.push(`Gemeldet, wartet auf Bestätigung durch ${who}: ${battle}${by}.`);
    } else {
      // C12: the reason is for the two players and the organiser, not for the round's public report.
      out.push(`Bestritten: ${battle} – die Spielleitung entscheidet.`);
    }
  }
  for (const b of bookings) {
    if (b.army !== null && b.levels > 0) gained.add(b.army, b.levels);
    if (b.army !== null && b.levels < 0) lost.add(b.army, -b.levels);
    if (b.supply > 0) earned.add(b.player, b.supply);
    else spent.add(b.player, -b.supply);
  }

  replay.armies.forEach((army, i) => {
    const who = `${army.name} (${army.player})`;
    if (round > 1 && army.raisedInRound === round) out.push(`Neu aufgestellt: ${who} mit Stufe ${army.startLevel}.`);
    const [up, down, now] = [gained.of(army.name), lost.of(army.name), after.levels[i]];
    if (now === 0 && before.levels[i] > 0) out.push(`${who} wurde vernichtet.`);
    else if (up > 0 && down > 0)
      out.push(`${who} gewinnt ${levelsWord(up)} und verliert ${levelsWord(down)}: jetzt Stufe ${now}.`);
    else if (up > 0) out.push(`${who} gewinnt ${levelsWord(up)}: jetzt Stufe ${now}.`);
    else if (down > 0) out.push(`${who} verliert ${levelsWord(down)}: jetzt Stufe ${now}.`);
  });

  replay.players.forEach((player, i) => {
    const [plus, minus] = [earned.of(player.name), spent.of(player.name)];
    const pool = `Versorgungspool jetzt ${vp(after.pools[i])}.`;
    if (plus > 0 && minus > 0) out.push(`${player.name} erhält ${vp(plus)} und gibt ${vp(minus)} aus; ${pool}`);
    else if (plus > 0) out.push(`${player.name} erhält ${vp(plus)}; ${pool}`);
    else if (minus > 0) out.push(`${player.name} gibt ${vp(minus)} aus; ${pool}`);
  });

  if (replay.map && before.holders && after.holders) {
    const { fields } = replay.map.fields.map;
    after.holders.forEach((holder, i) => {
      const previous = before.holders![i];
      if (holder === previous || holder === '') return;
      out.push(previous ? `${holder} erobert ${fields[i].name} von ${previous}.` : `${holder} besetzt ${fields[i].name}.`);
    });
  }
  // C12: the report goes to every player (chat, portal): no e-mail address, where typed into a name.
  return playerSafe(out);
}

/** The line of a round in which no battle counts (yet): never „none fought“ where the report names some. */
function noBattleLine(open: boolean, refused: boolean): string {
  if (open) return 'Noch zählt keine Schlacht dieser Runde.';
  if (refused) return 'In dieser Runde zählt keine Schlacht.';
  return 'In dieser Runde wurde keine Schlacht geschlagen.';
}

/** A battle that counts as the round report's line (also the chat's, N2b): who attacked whom, where, who won. */
export function battleLine(b: AppliedBattle, battleTable: Table<BattleColumn>): string {
  const parsed = parseBattle(battleTable, b.row);
  const entry = parsed.ok ? parsed.entry : null;
  const attackerWon = b.outcome.winner === ATTACKER;
  const [winner, loser] = attackerWon ? [b.attacker, b.defender] : [b.defender, b.attacker];
  const where = b.map ? ` auf ${b.map.field}` : '';
  const score = entry ? ` (Siegpunkte ${entry.attackerVP}:${entry.defenderVP})` : '';
  const gaveUp = entry?.gaveUp ? `${loser} gibt auf, ` : '';
  const retreat = b.map?.retreat ? ` ${loser} zieht sich nach ${b.map.retreat} zurück.` : '';
  return `${b.attacker} (${b.attackerPlayer}) greift ${b.defender} (${b.defenderPlayer})${where} an: ${gaveUp}${winner} siegt${score}.${retreat}`;
}
