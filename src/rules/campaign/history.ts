import { FIELDS } from '../fields';
import { RuleError } from '../ruleError';
import { CellMatrix, CellValue } from '../cells/cellValue';
import { parseText } from '../cells/parseCell';
import { NextRow, replayCampaign } from './replay';
import type { CampaignState } from './campaignState';
import { CampaignReplay } from './replayResult';
import { CampaignTables } from './tables';
import { RoundState } from './historyObserver';

/** The campaign at the end of one round (round 0: the start), aligned with the replay's lists. */
export interface RoundSnapshot {
  round: number;
  /** Per valid army (replay.armies order): its Stufe. */
  levels: number[];
  /** Per valid player (replay.players order): the Versorgungspool. */
  pools: number[];
  /** Per field (Felder order): the holder's player name, blank = nobody; null without a map. */
  holders: string[] | null;
}

/** A replay with its round-by-round history: `rounds[r]` is the end of round r. */
export interface CampaignHistory {
  replay: CampaignReplay;
  rounds: RoundSnapshot[];
  /** Per point asked for: the campaign as a row appended there finds it (campaignStateBefore). */
  before: CampaignState[];
}

/**
 * Replays once and records each round boundary: O(armies + players + fields) per round. `before`:
 * points of the log whose state the caller needs too (campaignStateBefore), taken in the same replay.
 */
export function replayWithHistory(tables: CampaignTables, before: readonly NextRow[] = []): CampaignHistory {
  const states: CampaignState[] = new Array(before.length);
  const rounds: RoundSnapshot[] = [];
  const roundEnd = (round: number, { armies, players, positions }: RoundState) => {
    const levels = new Array<number>(armies.length);
    for (let i = 0; i < armies.length; i++) levels[i] = armies[i].level;
    const pools = new Array<number>(players.length);
    for (let i = 0; i < players.length; i++) pools[i] = players[i].pool;
    rounds.push({ round, levels, pools, holders: positions ? positions.holders.slice() : null });
  };
  const replay = replayCampaign(tables, {
    roundEnd,
    before: before.map((at, i) => ({ at, found: (state: CampaignState) => (states[i] = state) })),
  });
  return { replay, rounds, before: states };
}

/** The words `was` accepts, each once: what the history table shows. */
export const HISTORY_KINDS = ['Stufen', 'Versorgung', 'Felder'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];
export const HISTORY_ROUND_HEADER = FIELDS.round.header;

/** `was` as typed: blank = Stufen; any case; otherwise a German error listing the words. */
export function parseHistoryKind(value: CellValue | undefined): HistoryKind {
  const text = value === undefined || value === null ? '' : parseText(value).trim();
  if (text === '') return 'Stufen';
  const kind = HISTORY_KINDS.find((k) => k.toLowerCase() === text.toLowerCase());
  if (!kind) {
    throw new RuleError(
      `Das Argument was muss ${HISTORY_KINDS.map((k) => `„${k}“`).join(', ')} sein (leer: Stufen), nicht „${text}“.`,
    );
  }
  return kind;
}

/**
 * Army indexes, the strongest first: by Stufe at the end of the last round, descending; an army
 * not yet raised (blank) last; ties in Armeen order. The Verlauf charts the first ten of 200.
 */
function strongestFirst(levels: CellValue[][], count: number): number[] {
  const last = levels[levels.length - 1] ?? [];
  const level = (i: number) => (typeof last[i] === 'number' ? (last[i] as number) : -1);
  return Array.from({ length: count }, (_, i) => i).sort((a, b) => level(b) - level(a) || a - b);
}

/**
 * KAMPAGNE_VERLAUF: header `Runde` and one column per army (Stufen, the strongest first) or per player (Versorgung,
 * Felder), one row per round from 0 (the start). An army shows blank before its round of
 * raising (round 0 counts as round 1: the start lineup) and 0 once destroyed.
 */
export function historyTable({ replay, rounds }: CampaignHistory, kind: HistoryKind): CellMatrix {
  if (kind === 'Stufen') {
    const { armies } = replay;
    const shown = (s: RoundSnapshot, i: number): CellValue => (armies[i].raisedInRound > Math.max(s.round, 1) ? '' : s.levels[i]);
    const order = strongestFirst(rounds.length ? rounds.map((s) => armies.map((_, i) => shown(s, i))) : [], armies.length);
    return [
      [HISTORY_ROUND_HEADER, ...order.map((i) => armies[i].name)],
      ...rounds.map((s) => [s.round, ...order.map((i) => shown(s, i))]),
    ];
  }
  const { players } = replay;
  const header = [HISTORY_ROUND_HEADER, ...players.map((p) => p.name)];
  if (kind === 'Versorgung') return [header, ...rounds.map((s) => [s.round, ...s.pools])];
  if (!replay.map) {
    throw new RuleError('Der Verlauf „Felder“ braucht die Karte: bitte das Blatt Felder als Argument felder angeben.');
  }
  const column = new Map(players.map((p, i) => [p.name, i]));
  return [
    header,
    ...rounds.map((s) => {
      const held = new Array<number>(players.length).fill(0);
      for (const holder of s.holders!) {
        const i = column.get(holder);
        if (i !== undefined) held[i]++;
      }
      return [s.round, ...held];
    }),
  ];
}
