// The round rules driven like the server drives them, without Sheets: each player action is
// admitted by rules/rounds (the same checks the submission kinds run under the lock), then by
// CampaignState (checkNewBattle / checkNewBooking), and only then appended — so a test can run
// any sequence of actions and compare the campaign before and after each.
import { CellMatrix, CellValue } from '../../../src/rules';
import {
  CampaignTables,
  checkNewBattle,
  checkNewBooking,
  confirmingPlayers,
  nameKey,
  playerReads,
  replayCampaign,
} from '../../../src/rules/campaign';
import { RuleError } from '../../../src/rules/ruleError';
import {
  ATTACK_WITHDRAWN,
  battlesAfterRow,
  battlesChangedByCounting,
  checkAnswer,
  checkAnswerChanges,
  checkAttackWithdrawal,
  checkDeclaration,
  checkPlayerBooking,
  checkReport,
  checkReportWithdrawal,
  ordersState,
  RoundInputs,
  roundSituation,
  withdrawnBy,
} from '../../../src/rules/rounds';
import { mapBattle, mapBooking, mapCampaign, MapCampaignInput } from '../map/mapFixture';
import { ATTACKS_HEADER, SETTINGS_HEADER } from '../campaign/fixture';

export { ATTACKS_HEADER, SETTINGS_HEADER };
const CONFIRMATION = ['Status', 'Gemeldet von', 'Einspruch'];

/** F1 – F2 – F3 – F4 in a line, F5 next to F1 and F2; three players, four armies (rounds and openDeclarations tests). */
export const LINE_MAP = {
  players: ['Anna', 'Bernd', 'Clara'],
  armies: [
    ['Rote Faust', 'Anna', 2, 'F1'],
    ['Späher', 'Anna', 1, 'F5'],
    ['Eisenwölfe', 'Bernd', 2, 'F2'],
    ['Grüne Flut', 'Clara', 2, 'F4'],
  ] as [string, string, number, string][],
  fields: [
    ['F1', '', '', 'F2', 1, 1],
    ['F2', '', '', 'F3, F5', 1, 2],
    ['F3', '', '', 'F4', 1, 3],
    ['F4', '', '', '', 1, 4],
    ['F5', '', '', 'F1', 2, 2],
  ] as [string, string, string, string, number, number][],
};

export interface ModelOptions {
  phase?: 'Befehle' | 'Schlachten' | null;
  declarations?: 'ja' | 'nein' | null;
}

/** A map campaign with Status columns on Schlachten, Gemeldet von on Buchungen, Einstellungen and Angriffe. */
export function roundCampaign(c: MapCampaignInput, o: ModelOptions = {}): RoundInputs {
  const t = mapCampaign(c);
  const settings: CellMatrix = [SETTINGS_HEADER];
  if (o.phase !== null) settings.push(['Phase', o.phase ?? 'Schlachten']);
  if (o.declarations !== null) settings.push(['Angriffe ansagen', o.declarations ?? 'ja']);
  return {
    tables: {
      ...t,
      battles: [[...t.battles[0], ...CONFIRMATION], ...t.battles.slice(1).map((r) => [...r, '', '', ''])],
      bookings: [[...t.bookings[0], 'Gemeldet von'], ...t.bookings.slice(1).map((r) => [...r, ''])],
    },
    settings,
    attacks: [ATTACKS_HEADER],
  };
}

export type Action =
  | {
      kind: 'report';
      player: string;
      round: number;
      attacker: string;
      defender: string;
      attackerVP: number;
      defenderVP: number;
      attackerLosses: number;
      defenderLosses: number;
      retreat: string;
      confirmed: boolean;
      /** Mobilisierung: paid from the defender's player's pool (0: none). */
      mobilisation?: number;
    }
  | { kind: 'move'; player: string; round: number; army: string; field: string }
  | { kind: 'upgrade'; player: string; round: number; army: string; levels: number }
  | { kind: 'declare'; player: string; attacker: string; defender: string }
  | { kind: 'withdrawAttack'; player: string; round: number; attacker: string; defender: string; row?: number }
  | { kind: 'withdrawReport'; player: string; row: number }
  | { kind: 'answer'; player: string; row: number; confirm: boolean };

const col = (m: CellMatrix, header: string) => m[0].indexOf(header);

/** Applies `a` if the rules admit it; the new inputs, or the RuleError that refused it (nothing changed). */
export function act(inputs: RoundInputs, a: Action): { inputs: RoundInputs } | { refused: RuleError } {
  try {
    return { inputs: apply(inputs, a) };
  } catch (error) {
    if (error instanceof RuleError) return { refused: error };
    throw error;
  }
}

function apply(inputs: RoundInputs, a: Action): RoundInputs {
  const s = roundSituation(inputs);
  const { tables } = inputs;
  switch (a.kind) {
    case 'report': {
      checkReport(s, a.player, a);
      const row = [
        ...mapBattle({
          round: a.round,
          attacker: a.attacker,
          defender: a.defender,
          attackerVP: a.attackerVP,
          defenderVP: a.defenderVP,
          attackerLosses: a.attackerLosses,
          defenderLosses: a.defenderLosses,
          mobilisation: a.mobilisation || '',
          retreat: a.retreat,
        }),
        a.confirmed ? 'bestätigt' : 'gemeldet',
        a.player,
        '',
      ];
      checkNewBattle(tables, row);
      return { ...inputs, tables: { ...tables, battles: [...tables.battles, row] } };
    }
    case 'move':
    case 'upgrade': {
      const kind = a.kind === 'move' ? 'Bewegung' : 'Aufwertung';
      checkPlayerBooking(s, a.player, { round: a.round, army: a.army, kind });
      const row = [
        ...mapBooking(
          a.kind === 'move'
            ? { round: a.round, player: a.player, army: a.army, kind, field: a.field }
            : { round: a.round, player: a.player, army: a.army, kind, levels: a.levels, supply: -500 * a.levels },
        ),
        a.player,
      ];
      checkNewBooking(tables, row);
      return { ...inputs, tables: { ...tables, bookings: [...tables.bookings, row] } };
    }
    case 'declare': {
      const d = checkDeclaration(s, ordersState(inputs, s), a.player, a);
      const row: CellValue[] = [d.round, d.attacker, d.defender, d.field, a.player, '', '', ''];
      return { ...inputs, attacks: [...(inputs.attacks ?? [ATTACKS_HEADER]), row] };
    }
    case 'withdrawAttack': {
      const { declaration, done } = checkAttackWithdrawal(s, a.player, a);
      if (done) return inputs;
      const attacks = inputs.attacks!.map((r) => r.slice());
      attacks[declaration.row + 1][col(attacks, 'Status')] = ATTACK_WITHDRAWN;
      return { ...inputs, attacks };
    }
    case 'withdrawReport':
    case 'answer': {
      const battles = tables.battles.map((r) => r.slice());
      const r = battles[a.row + 1];
      if (!r) throw new RuleError('keine Zeile');
      const status = String(r[col(battles, 'Status')]);
      if (status !== 'gemeldet') throw new RuleError('nicht offen');
      const parties = partiesOf(tables, r);
      if (a.kind === 'withdrawReport') {
        checkReportWithdrawal(a.player, parties);
        r[col(battles, 'Status')] = 'verworfen';
        r[col(battles, 'Einspruch')] = withdrawnBy(a.player);
      } else {
        checkAnswer(a.player, parties);
        r[col(battles, 'Status')] = a.confirm ? 'bestätigt' : 'bestritten';
        if (!a.confirm) r[col(battles, 'Einspruch')] = 'stimmt nicht';
      }
      const after = { ...tables, battles };
      // As the server's answerReport: a confirmation that changes a battle counted after it is the organiser's.
      if (a.kind === 'answer' && a.confirm && battlesAfterRow(tables.battles, a.row)) {
        checkAnswerChanges(battlesChangedByCounting(tables, replayCampaign(tables), a.row, replayCampaign(after)), playerReads());
      }
      return { ...inputs, tables: after };
    }
  }
}

function partiesOf(tables: CampaignTables, row: CellValue[]) {
  const owner = (army: unknown) =>
    String(tables.armies.slice(1).find((r) => nameKey(String(r[0])) === nameKey(String(army)))?.[1] ?? '');
  const b = tables.battles;
  const reportedBy = String(row[col(b, 'Gemeldet von')]);
  const attackerPlayer = owner(row[col(b, 'Angreifer')]);
  const defenderPlayer = owner(row[col(b, 'Verteidiger')]);
  const reportedAt = col(b, 'Gemeldet am');
  const playerReport = reportedAt >= 0 && String(row[reportedAt] ?? '') !== '';
  return {
    reportedBy,
    playerReport,
    attackerPlayer,
    defenderPlayer,
    waiting: confirmingPlayers({ reportedBy, playerReport, attackerPlayer, defenderPlayer }, nameKey),
  };
}

/** The organiser's „Neue Runde beginnen“: a Versorgungsphase row per player, Phase Befehle. */
/**
 * R6, A6: the organiser types a battle of the current round at the end of the log — it counts at
 * once (Status blank), whatever reports wait; refused (unchanged inputs) when it breaks a rule.
 */
export function organiserBattle(
  inputs: RoundInputs,
  round: number,
  b: { attacker: string; defender: string; attackerVP: number; defenderVP: number; defenderLosses: number; retreat: string },
): RoundInputs {
  const width = inputs.tables.battles[0].length;
  const row = [...mapBattle({ round, ...b }), ...new Array<CellValue>(3).fill('')];
  row.length = width;
  try {
    checkNewBattle(inputs.tables, row);
  } catch (error) {
    if (error instanceof RuleError) return inputs;
    throw error;
  }
  return { ...inputs, tables: { ...inputs.tables, battles: [...inputs.tables.battles, row] } };
}

export function newRound(inputs: RoundInputs, round: number): RoundInputs {
  const players = inputs.tables.players.slice(1).map((r) => String(r[0]));
  const rows = players.map((p) => [...mapBooking({ round, player: p, kind: 'Versorgungsphase', supply: 1000 }), '']);
  return setPhase({ ...inputs, tables: { ...inputs.tables, bookings: [...inputs.tables.bookings, ...rows] } }, 'Befehle');
}

/** The organiser's „Schlachtphase beginnen“ (or Befehle). */
export function setPhase(inputs: RoundInputs, phase: 'Befehle' | 'Schlachten'): RoundInputs {
  const settings = (inputs.settings ?? [SETTINGS_HEADER]).map((r) => r.slice());
  const at = settings.findIndex((r) => r[0] === 'Phase');
  if (at > 0) settings[at][1] = phase;
  else settings.push(['Phase', phase]);
  return { ...inputs, settings };
}

/** What a battle's result is, for comparing before and after (null: it does not count). */
export function outcomes(tables: CampaignTables): (string | null)[] {
  return replayCampaign(tables).battles.map((b) =>
    b && b.error === null
      ? JSON.stringify([b.attacker, b.defender, b.outcome, b.plan.attackerLevel, b.plan.defenderLevel, b.map ?? null])
      : null,
  );
}
