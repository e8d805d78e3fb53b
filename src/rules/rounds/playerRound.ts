/**
 * R7: where the round stands for one player — the round, its phase, what the player can do in
 * it now and why not — and what the portal offers from it: the armies each own army may attack
 * (A3 in the Befehle phase; Melden in the Schlachten phase), the player's declarations and those
 * against the player, the round's declarations once the battles begin (A7), and the battles
 * the player may report now, filled in (A5). The same rules the server checks (admission.ts).
 */
import { nameKey } from '../campaign/names';
import type { CampaignState } from '../campaign/campaignState';
import type { ArmyStanding, BattleRowResult } from '../campaign/replayResult';
import { isAdjacent } from '../map/adjacency';
import { STATUS_DISPUTED, STATUS_REPORTED } from '../campaign/battleStatus';
import { Declaration } from './attacks';
import { declaringPlayer } from './admission';
import {
  declarationOutcome,
  DeclarationOutcome,
  declarationStatus,
  DeclarationStatus,
  NOT_PLAYED,
  PLAYED,
} from './declarationOutcome';
import { Phase, PHASE_BATTLES, PHASE_ORDERS } from './roundSettings';
import { RoundSituation, standingDeclarations } from './roundSituation';
import { fightsIn, openDeclarations, ReportableBattle, stillFightable } from './openDeclarations';
import { DECLARED_ATTACKS } from './declaredAttacksName';
import { ORGANISER_NAME } from '../access/privacy';

/** An army one of the player's armies may attack. */
export interface AttackTarget {
  army: string;
  player: string;
  level: number;
  /** Its field; "" in a campaign without a map. */
  field: string;
  /** It has declared against the army offered to attack it: attacking it back is a second, separate battle (A3). */
  attacksThisArmy: boolean;
}

/** One of the player's active armies and whom it may attack now. */
export interface ArmyTargets {
  army: string;
  level: number;
  field: string;
  /** Befehle: whom it may declare against (empty once it declared); Schlachten: whom it may fight (adjacent; all without a map). */
  targets: AttackTarget[];
  /** Its standing declaration of this round, if any. */
  declared: DeclarationView | null;
  /** The declarations against it still to be fought (toFight). */
  attackedBy: DeclarationView[];
}

/** A declaration as a player's page shows it: its round, armies, players and field, as a battle offered filled in has them. */
export interface DeclarationView extends ReportableBattle {
  /** Its data row in Angriffe (0 = sheet row 2): a withdrawal names it (A4). */
  row: number;
  /** Angesagt von; „Spielleitung“ for a row the organiser typed. */
  declaredBy: string;
  withdrawn: boolean;
  /** A7: „gespielt“ — its battle counts (declarationOutcome). */
  played: boolean;
  /** A7: what became of it, in German (declarationOutcome): „gespielt“, „gemeldet, zählt noch nicht“, … */
  outcome: DeclarationOutcome;
  /** What both its players' pages say of it (declarationStatus): „angesagt“, „gespielt“, „zurückgezogen“, … */
  status: DeclarationStatus;
  /** Not withdrawn, no report of it stands and its battle can still take place (stillFightable): still to be fought. */
  toFight: boolean;
  /** A4: this player may withdraw it now. */
  mayWithdraw: boolean;
}

/** What the player may do now (R7), each with the German reason when not. */
export interface Permission {
  allowed: boolean;
  /** Why not (German); blank when allowed. */
  reason: string;
}

export interface PlayerRound {
  round: number;
  phase: Phase;
  /** A1 (and a map): attacks are declared before they are reported. */
  declarationsOn: boolean;
  /** R7 in one German sentence, e.g. „Runde 3, Befehlsphase: bewege deine Armeen …“. */
  summary: string;
  report: Permission;
  book: Permission;
  declare: Permission;
  /** Per own active army: whom it may attack now. */
  armies: ArmyTargets[];
  /** The player's declarations of this round (withdrawn ones too). */
  myDeclarations: DeclarationView[];
  /** Standing declarations of this round against the player's armies („Du wirst angegriffen“). */
  againstMe: DeclarationView[];
  /** A7: every declaration of the round, from the Schlachten phase on; empty in the Befehle phase. */
  roundDeclarations: DeclarationView[];
  /** Melden: the battles the player may report now (empty when reporting is closed). */
  reportable: ReportableBattle[];
}

/**
 * `state`: the campaign as the round's next row finds it — ordersState (admission.ts) in the
 * Befehle phase, the state before a battle of this round in the Schlachten phase. `battles`: the
 * replay's row results, so that a played row that breaks a rule is not „gespielt“ (declarationOutcome).
 */
export function playerRound(
  s: RoundSituation,
  state: CampaignState,
  player: string,
  battles?: readonly (BattleRowResult | null)[],
): PlayerRound {
  const me = nameKey(player);
  const isMine = (name: string) => nameKey(name) === me;
  const ownerOf = (army: string) => s.ownerOf(army) ?? '';
  const orders = s.phase === PHASE_ORDERS;
  const view = (d: Declaration): DeclarationView => {
    const declaredBy = d.declaredBy || ORGANISER_NAME;
    const declarer = declaringPlayer(s, d);
    const outcome = declarationOutcome(s, d, battles);
    // A8: a declaration of this round whose battle can no longer take place is not to be fought.
    const fightable = d.round !== s.round || stillFightable(d, state, s.round);
    return {
      row: d.row,
      round: d.round,
      attacker: d.attacker,
      attackerPlayer: ownerOf(d.attacker),
      defender: d.defender,
      defenderPlayer: ownerOf(d.defender),
      field: d.field,
      declaredBy,
      withdrawn: d.withdrawn,
      played: outcome === PLAYED,
      outcome,
      status: declarationStatus(d.withdrawn, outcome, fightable),
      toFight: !d.withdrawn && outcome === NOT_PLAYED && fightable,
      mayWithdraw: orders && !d.withdrawn && d.round === s.round && isMine(declarer),
    };
  };
  const round = s.declarations.filter((d) => d.round === s.round);
  const myDeclarations = round.filter((d) => isMine(ownerOf(d.attacker))).map(view);
  const againstMe = round.filter((d) => !d.withdrawn && isMine(ownerOf(d.defender))).map(view);

  const positions = state.positions;
  const active = (a: ArmyStanding) => fightsIn(a, s.round);
  const fieldOf = (a: ArmyStanding) => (positions ? positions.fieldOf(a) : null);
  const fieldName = (a: ArmyStanding) => {
    const at = fieldOf(a);
    return at === null || !positions ? '' : positions.map.fields[at].name;
  };
  const reachable = (a: ArmyStanding, b: ArmyStanding) => {
    if (!positions) return true;
    const from = fieldOf(a);
    const to = fieldOf(b);
    return from !== null && to !== null && isAdjacent(positions.map, from, to);
  };
  const enemies = state.armies.filter((a) => active(a) && !isMine(a.player));
  const standing = standingDeclarations(s);
  const armies: ArmyTargets[] = state.armies
    .filter((a) => active(a) && isMine(a.player))
    .map((a) => {
      const declared = standing.find((d) => nameKey(d.attacker) === nameKey(a.name));
      const attackedBy = againstMe.filter((d) => d.toFight && nameKey(d.defender) === nameKey(a.name));
      const attacksMe = new Set(attackedBy.map((d) => nameKey(d.attacker)));
      const mayDeclare = orders && s.declarationsOn && !declared && fieldOf(a) !== null;
      const targets =
        (orders && !mayDeclare) || (s.declarationsOn && !orders)
          ? []
          : enemies
              .filter((e) => reachable(a, e))
              .map((e) => ({
                army: e.name,
                player: e.player,
                level: e.level,
                field: fieldName(e),
                attacksThisArmy: attacksMe.has(nameKey(e.name)),
              }));
      return {
        army: a.name,
        level: a.level,
        field: fieldName(a),
        targets,
        declared: declared ? view(declared) : null,
        attackedBy,
      };
    });

  const openArmies = new Set<string>();
  for (const b of s.battles) {
    if (b.status === STATUS_REPORTED || b.status === STATUS_DISPUTED) {
      openArmies.add(nameKey(b.attacker));
      openArmies.add(nameKey(b.defender));
    }
  }
  const free = (army: string) => !openArmies.has(nameKey(army));
  let reportable: ReportableBattle[] = [];
  if (!orders) {
    if (s.declarationsOn) {
      // A5: the player's share of the round's open declarations — own and against them — while
      // neither army waits on another report (C5).
      reportable = openDeclarations(s, state).filter(
        (b) => (isMine(b.attackerPlayer) || isMine(b.defenderPlayer)) && free(b.attacker) && free(b.defender),
      );
    } else {
      for (const a of armies) {
        if (!free(a.army)) continue;
        for (const t of a.targets) {
          if (free(t.army)) {
            reportable.push({
              round: s.round,
              attacker: a.army,
              attackerPlayer: player,
              defender: t.army,
              defenderPlayer: t.player,
              field: t.field,
            });
          }
        }
      }
    }
  }

  const report = permission(
    orders
      ? `Runde ${s.round} ist in der Befehlsphase; gemeldet wird in der Schlachtphase.`
      : reportable.length === 0
        ? s.declarationsOn
          ? 'Keine angesagte Schlacht deiner Armeen wartet auf eine Meldung.'
          : 'Keine deiner Armeen kann gerade eine Schlacht melden (offene Meldung oder kein Gegner nebenan).'
        : '',
  );
  const bookingBlocked = s.battles.find((b) => b.round !== null && b.round >= s.round && b.status !== 'verworfen');
  const book = permission(
    !orders
      ? `Runde ${s.round} ist in der Schlachtphase; bewegt und aufgewertet wird in der Befehlsphase der nächsten Runde.`
      : bookingBlocked
        ? `In Runde ${bookingBlocked.round} steht schon eine Schlacht; Buchungen würden sie ändern.`
        : armies.length === 0
          ? 'Du hast keine aktive Armee.'
          : '',
  );
  const declare = permission(
    !s.declarationsOn
      ? 'In dieser Kampagne werden keine Angriffe angesagt.'
      : !orders
        ? `Runde ${s.round} ist in der Schlachtphase; angesagt wird in der Befehlsphase.`
        : armies.every((a) => a.targets.length === 0)
          ? 'Keine deiner Armeen kann gerade ansagen (schon angesagt oder kein Gegner nebenan).'
          : '',
  );
  return {
    round: s.round,
    phase: s.phase,
    declarationsOn: s.declarationsOn,
    summary: summaryOf(s, orders),
    report,
    book,
    declare,
    armies,
    myDeclarations,
    againstMe,
    roundDeclarations: orders ? [] : round.map(view),
    reportable,
  };
}

function permission(reason: string): Permission {
  return { allowed: reason === '', reason };
}

function summaryOf(s: RoundSituation, orders: boolean): string {
  if (orders) {
    return (
      `Runde ${s.round}, Befehlsphase: bewege deine Armeen, werte sie auf` +
      (s.declarationsOn ? ' und sage Angriffe an' : '') +
      '. Schlachten werden gemeldet, sobald die Spielleitung die Schlachtphase beginnt.'
    );
  }
  return (
    `Runde ${s.round}, Schlachtphase: melde deine Schlachten` +
    (s.declarationsOn ? ' (angesagte Angriffe)' : '') +
    ' und bestätige die Meldungen deiner Gegner. Bewegen und Aufwerten geht wieder in der nächsten Runde.'
  );
}

/** The state the player's round is seen in: after the round's bookings (Befehle) or its battles so far (Schlachten). */
export function roundViewPoint(s: RoundSituation): { kind: 'booking' | 'battle'; round: number } {
  return { kind: s.phase === PHASE_BATTLES ? 'battle' : 'booking', round: s.round };
}

/**
 * A7: the round report's lines on the round's declarations — each with what became of it
 * (declarationOutcome: „gespielt“ once its battle counts, „nicht gespielt“ without a report — A8:
 * nothing is applied for it — or the report still open); withdrawn ones are left out. None while the round
 * is still in its Befehle phase (the public sees declarations from the Schlachten phase on).
 */
export function declarationLines(s: RoundSituation, round: number, battles?: readonly (BattleRowResult | null)[]): string[] {
  if (!s.declarationsOn && !s.declarations.some((d) => d.round === round)) return [];
  if (round === s.round && s.phase === PHASE_ORDERS) return [];
  const standing = standingDeclarations(s, round);
  if (standing.length === 0) return [];
  const owner = (army: string) => s.ownerOf(army) ?? '';
  return [
    `${DECLARED_ATTACKS} (${standing.length}):`,
    ...standing.map(
      (d) =>
        `${d.attacker} (${owner(d.attacker)}) greift ${d.defender} (${owner(d.defender)})` +
        (d.field ? ` auf ${d.field}` : '') +
        ` an – ${declarationOutcome(s, d, battles)}.`,
    ),
  ];
}
