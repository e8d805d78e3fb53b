/**
 * Who may do what, and when (R3–R5, C3, C5, C6, C10, A3–A5): pure checks the server runs under
 * the campaign's lock before anything is written, and the portal's data uses to offer only what
 * is allowed (playerRound.ts). A broken rule throws a RuleError at its field; the checks of the
 * campaign itself (CampaignState: levels, pools, the map) follow in the server, unchanged.
 */
import { RuleError } from '../ruleError';
import {
  STATUS_DISCARDED,
  STATUS_DISPUTED,
  STATUS_REPORTED,
  confirmingPlayers,
  unknownReporter,
  ReportParties,
} from '../campaign/battleStatus';
import { BATTLES_CONFIRMATION_SPEC } from '../campaign/columns';
import { CampaignState } from '../campaign/campaignState';
import { nameKey } from '../campaign/names';
import { campaignStateBefore } from '../campaign/replay';
import type { ArmyStanding } from '../campaign/replayResult';
import { FormKind, UPGRADE } from '../bookingKinds';
import { isAdjacent } from '../map/adjacency';
import { MOVE } from '../map/moves';
import { TAP_REFRESH } from '../portalRefresh';
import { Declaration, sameSides } from './attacks';
import { PHASE_BATTLES, PHASE_ORDERS } from './roundSettings';
import { RoundInputs, RoundSituation, standingDeclarations } from './roundSituation';

const same = (a: string, b: string) => a !== '' && nameKey(a) === nameKey(b);
/** A battle as a player's pages name it („Runde 2: A gegen B“): players never see the sheet, so no row number. */
const battleNamed = (b: { round: number | null; attacker: string; defender: string }) =>
  `Runde ${b.round ?? '?'}: ${b.attacker} gegen ${b.defender}`;

/** C6: the only kinds a player books through the portal; everything else stays with the organiser. */
export const PLAYER_KINDS: readonly FormKind[] = [MOVE, UPGRADE];
export const PLAYER_KIND_ONLY =
  'Über deinen Link buchst du nur Bewegung und Aufwertung deiner eigenen Armeen; alles andere trägt die Spielleitung ein.';
export const NOT_YOUR_ARMY = (army: string) =>
  `Armee „${army}“ gehört nicht dir; über deinen Link buchst du nur für deine eigenen Armeen.`;

export const UNKNOWN_ARMY = (army: string) => `Die Armee „${army}“ gibt es nicht.`;

/** The sides of a reported battle. */
export interface ReportedSides {
  round: number;
  attacker: string;
  defender: string;
}

/** R3: reports wait for the Schlachten phase. */
export const ORDERS_PHASE_NO_REPORTS = (round: number) =>
  `Runde ${round} ist in der Befehlsphase: Schlachten werden gemeldet, sobald die Spielleitung die Schlachtphase beginnt.`;
/** R4: bookings and declarations wait for the next round's Befehle phase. */
export const BATTLES_PHASE_NO_ORDERS = (round: number, what: string) =>
  `Runde ${round} ist in der Schlachtphase: ${what} geht nur in der Befehlsphase, also wieder in der nächsten Runde, wenn die Spielleitung sie beginnt.`;

/**
 * C5, R1, R3, A5: a player's report — before the sidebar's checks, which follow it. The player
 * owns one of the two armies; the Schlachten phase of the current round; neither army has
 * another open report (gemeldet or bestritten); with declarations on (A1) the battle is a
 * standing declaration of this round that has no report yet (except a verworfen one).
 */
export function checkReport(s: RoundSituation, player: string, battle: ReportedSides): void {
  const mine = (army: string) => same(s.ownerOf(army) ?? '', player);
  if (!mine(battle.attacker) && !mine(battle.defender)) {
    throw new RuleError(
      `Du kannst nur Schlachten deiner eigenen Armeen melden: weder „${battle.attacker}“ noch „${battle.defender}“ gehört ${player}.`,
      'attacker',
    );
  }
  if (battle.round !== s.round) {
    throw new RuleError(
      `Gemeldet werden nur Schlachten der laufenden Runde ${s.round}` +
        (battle.round < s.round ? `; Runde ${battle.round} ist vorbei.` : '; die nächste Runde beginnt die Spielleitung.'),
      'round',
    );
  }
  if (s.phase !== PHASE_BATTLES) throw new RuleError(ORDERS_PHASE_NO_REPORTS(s.round), 'round');
  for (const [army, field] of [
    [battle.attacker, 'attacker'],
    [battle.defender, 'defender'],
  ] as const) {
    const waiting = s.battles.find(
      (b) => (b.status === STATUS_REPORTED || b.status === STATUS_DISPUTED) && (same(b.attacker, army) || same(b.defender, army)),
    );
    if (waiting) {
      throw new RuleError(
        `„${army}“ hat schon eine offene Meldung (${battleNamed(waiting)}, ${waiting.status}). Je Armee gibt es nur eine: ` +
          'die nächste lässt sich melden, sobald diese bestätigt, entschieden oder verworfen ist.',
        field,
      );
    }
  }
  if (!s.declarationsOn) return;
  const declared = standingDeclarations(s).find((d) => sameSides(d, battle.attacker, battle.defender));
  if (!declared) {
    throw new RuleError(
      `In Runde ${s.round} hat „${battle.attacker}“ keinen Angriff auf „${battle.defender}“ angesagt. ` +
        'Gemeldet werden nur angesagte Angriffe (der Angreifer ist, wer angesagt hat).',
      'attacker',
    );
  }
  const reported = reportOf(s, declared);
  if (reported) {
    throw new RuleError(
      `Der Angriff von „${battle.attacker}“ auf „${battle.defender}“ in Runde ${s.round} ist schon gemeldet. ` +
        'Jede Ansage wird einmal gemeldet.',
      'attacker',
    );
  }
}

/**
 * A5: the row of Schlachten that reports a declaration (any Status but verworfen); undefined if none.
 * Only its Runde and sides count: a declaration no longer in Angriffe is asked about too (toldDeclarations.ts).
 */
export function reportOf(s: RoundSituation, d: Pick<Declaration, 'round' | 'attacker' | 'defender'>) {
  return s.battles.find((b) => b.round === d.round && b.status !== STATUS_DISCARDED && sameSides(b, d.attacker, d.defender));
}

/** What a player's booking names. */
export interface PlayerBooking {
  round: number;
  army: string;
  kind: string;
}

/**
 * C6, R4, R5: a player's booking — before the campaign's own check (CampaignState.checkBooking).
 * Bewegung or Aufwertung of the player's own army; the current round, in its Befehle phase, and
 * only while that round (or a later one) has no Schlachten row that is not verworfen — a booking
 * counts before the round's battles and must never change one already entered; one Bewegung per
 * army and round by players (the organiser's own Buchungen do not count against it).
 */
export function checkPlayerBooking(s: RoundSituation, player: string, booking: PlayerBooking): void {
  checkPlayerKind(booking.kind);
  const owner = s.ownerOf(booking.army);
  // Fails closed: an army the list does not know is nobody's, never let through to a later check.
  if (owner === null) throw new RuleError(UNKNOWN_ARMY(booking.army), 'army');
  if (!same(owner, player)) throw new RuleError(NOT_YOUR_ARMY(booking.army), 'army');
  if (booking.round !== s.round) {
    throw new RuleError(`Über deinen Link buchst du nur in der laufenden Runde ${s.round}.`, 'round');
  }
  if (s.phase !== PHASE_ORDERS) throw new RuleError(BATTLES_PHASE_NO_ORDERS(s.round, 'Bewegen und Aufwerten'), 'round');
  const battle = s.battles.find((b) => b.round !== null && b.round >= s.round && b.status !== STATUS_DISCARDED);
  if (battle) {
    throw new RuleError(
      `In Runde ${battle.round} steht schon eine Schlacht (${battle.attacker} gegen ${battle.defender}). ` +
        'Eine Buchung jetzt zählte vor ihr und könnte sie ändern; bitte die Spielleitung.',
      'round',
    );
  }
  if (nameKey(booking.kind) === nameKey(MOVE)) {
    checkHeldByDeclaration(s, booking.army);
    const moved = s.bookings.find(
      (b) => b.reportedBy !== '' && b.round === s.round && same(b.army, booking.army) && nameKey(b.kind) === nameKey(MOVE),
    );
    if (moved) {
      throw new RuleError(
        `„${booking.army}“ hat sich in Runde ${s.round} schon bewegt; je Armee und Runde gibt es eine Bewegung.`,
        'army',
      );
    }
  }
}

/**
 * A3, seed step 12 („Der Gewinner bleibt auf dem Feld, welches angegriffen wurde“): a standing
 * declaration of the current round holds both its armies where they stand until the battle is
 * fought. The defender may not slip away from the field the attack names (Feld), nor the attacker
 * leave the field next to it; the declaring player withdraws first (A4), or the organiser books
 * the move (R6: their Buchungen never come here). Aufwertungen stay open.
 */
function checkHeldByDeclaration(s: RoundSituation, army: string): void {
  if (!s.declarationsOn) return;
  const standing = standingDeclarations(s);
  const attacking = standing.find((d) => same(d.attacker, army));
  if (attacking) {
    throw new RuleError(
      `„${army}“ hat in Runde ${s.round} einen Angriff auf „${attacking.defender}“ angesagt ` +
        'und greift von ihrem Feld aus an. Bewegen geht erst, wenn du die Ansage zurückziehst (Seite Angriffe). Aufwerten geht weiter.',
      'army',
    );
  }
  const attacked = standing.find((d) => same(d.defender, army));
  if (attacked) {
    const declarer = declaringPlayer(s, attacked);
    throw new RuleError(
      `„${army}“ wird in Runde ${s.round} von „${attacked.attacker}“ angegriffen ` +
        `und bleibt ${attacked.field ? `auf ${attacked.field}` : 'auf ihrem Feld'}, bis die Schlacht geschlagen ist. ` +
        `Bewegen kann sie jetzt nur die Spielleitung – oder ${declarer || 'der Angreifer'} zieht die Ansage zurück. Aufwerten geht weiter.`,
      'army',
    );
  }
}

/**
 * A4: the player who speaks for a declaration — the player of its attacking army as Armeen names
 * it now (an army declares, and only its player may: A3). Angesagt von stays as history of who
 * sent it; when the organiser renames that player or hands the army to another, the declaration
 * goes with the army. An army Armeen no longer lists: Angesagt von.
 */
export function declaringPlayer(s: RoundSituation, d: Declaration): string {
  return s.ownerOf(d.attacker) ?? d.declaredBy;
}

/** C6: Bewegung or Aufwertung, matched like names. */
export function checkPlayerKind(kind: unknown): void {
  const typed = nameKey(String(kind ?? ''));
  if (!PLAYER_KINDS.some((k) => nameKey(k) === typed)) throw new RuleError(PLAYER_KIND_ONLY, 'kind');
}

/** A3: the declaration as written — the armies and the defender's field as the sheets spell them. */
export interface AdmittedDeclaration {
  round: number;
  attacker: string;
  defender: string;
  field: string;
}

/**
 * The campaign as a declaration or a booking of the current round finds it: every Buchung up to
 * this round and the battles before it (M1: positions after the round's bookings so far).
 */
export function ordersState(inputs: RoundInputs, s: RoundSituation): CampaignState {
  return campaignStateBefore(inputs.tables, { kind: 'booking', round: s.round });
}

/**
 * A3: a player declares an attack — with declarations on (A1), in the Befehle phase of the
 * current round; the attacker is the player's own active army on the map; the defender an
 * active army of another player on a field adjacent to the attacker's now; each army declares
 * at most one standing attack per round (it may be attacked by several).
 */
export function checkDeclaration(
  s: RoundSituation,
  state: CampaignState,
  player: string,
  sides: { attacker: string; defender: string },
): AdmittedDeclaration {
  if (!s.declarationsOn) {
    throw new RuleError(
      'In dieser Kampagne werden keine Angriffe angesagt (Einstellungen: „Angriffe ansagen“ ist nicht ja, oder es gibt keine Karte).',
      'attacker',
    );
  }
  if (s.phase !== PHASE_ORDERS) throw new RuleError(BATTLES_PHASE_NO_ORDERS(s.round, 'Einen Angriff ansagen'), 'attacker');
  const attacker = state.armyNamed(sides.attacker);
  if (!attacker) throw new RuleError(UNKNOWN_ARMY(sides.attacker), 'attacker');
  if (!same(attacker.owner.name, player)) {
    throw new RuleError(`„${attacker.army.name}“ gehört nicht dir; angesagt wird nur mit eigenen Armeen.`, 'attacker');
  }
  const defender = state.armyNamed(sides.defender);
  if (!defender) throw new RuleError(UNKNOWN_ARMY(sides.defender), 'defender');
  if (same(defender.owner.name, player)) {
    throw new RuleError(
      `„${defender.army.name}“ gehört dir selbst; eine Schlacht wird zwischen zwei Spielern geschlagen.`,
      'defender',
    );
  }
  const positions = state.positions!;
  const whereIs = (a: ArmyStanding, field: 'attacker' | 'defender') => {
    if (a.level <= 0) throw new RuleError(`„${a.name}“ ist vernichtet.`, field);
    if (a.raisedInRound > s.round) throw new RuleError(`„${a.name}“ wird erst in Runde ${a.raisedInRound} aufgestellt.`, field);
    const at = positions ? positions.fieldOf(a) : null;
    if (at === null) throw new RuleError(`„${a.name}“ steht auf keinem Feld der Karte.`, field);
    return at;
  };
  const from = whereIs(attacker.army, 'attacker');
  const to = whereIs(defender.army, 'defender');
  if (!isAdjacent(positions.map, from, to)) {
    const names = positions.map.fields;
    throw new RuleError(
      `„${defender.army.name}“ steht auf ${names[to].name}, das nicht an ${names[from].name} grenzt, wo „${attacker.army.name}“ steht; ` +
        'angegriffen werden nur Armeen auf einem Nachbarfeld.',
      'defender',
    );
  }
  const earlier = standingDeclarations(s).find((d) => same(d.attacker, attacker.army.name));
  if (earlier) {
    throw new RuleError(
      `„${attacker.army.name}“ hat in Runde ${s.round} schon einen Angriff auf „${earlier.defender}“ angesagt; je Armee und Runde einer. ` +
        'Zuerst die Ansage zurückziehen, dann neu ansagen.',
      'attacker',
    );
  }
  return { round: s.round, attacker: attacker.army.name, defender: defender.army.name, field: positions.map.fields[to].name };
}

/**
 * A4: the declaring player withdraws a standing declaration of the current round, in its
 * Befehle phase. The declaring player is Angesagt von, or for a row the organiser typed the
 * attacker's player. Answers the row; `done` when it is withdrawn already (nothing to write).
 * `row` (the declaration's data row, as the portal showed it) names which: a withdrawal resent
 * after the army declared the same attack again is done, and leaves the new declaration standing.
 */
export function checkAttackWithdrawal(
  s: RoundSituation,
  player: string,
  sides: { round: number; attacker: string; defender: string; row?: number },
): { declaration: Declaration; done: boolean } {
  // A7: whether another player's army declared is not this player's to learn — refused before the declarations are read.
  const owner = s.ownerOf(sides.attacker);
  if (owner !== null && !same(owner, player)) {
    throw new RuleError(
      `„${sides.attacker}“ gehört nicht dir; eine Ansage zurückziehen kann nur, wer die angreifende Armee spielt.`,
      'attacker',
    );
  }
  const matching = s.declarations.filter((d) => d.round === sides.round && sameSides(d, sides.attacker, sides.defender));
  const declaration =
    sides.row === undefined ? (matching.find((d) => !d.withdrawn) ?? matching[0]) : matching.find((d) => d.row === sides.row);
  if (!declaration && sides.row !== undefined && matching.length > 0) {
    throw new RuleError(
      `Der Angriff von „${sides.attacker}“ auf „${sides.defender}“ hat sich geändert, seit deine Seite geladen wurde. ${TAP_REFRESH}`,
      'attacker',
    );
  }
  if (!declaration) {
    throw new RuleError(
      `In Runde ${sides.round} ist kein Angriff von „${sides.attacker}“ auf „${sides.defender}“ angesagt. ${TAP_REFRESH}`,
      'attacker',
    );
  }
  const declarer = declaringPlayer(s, declaration);
  if (!same(declarer, player)) {
    throw new RuleError(
      declarer
        ? `Diesen Angriff hat „${declaration.attacker}“ angesagt; zurückziehen kann ihn nur, wer die Armee spielt: ${declarer}.`
        : `Diesen Angriff hat „${declaration.attacker}“ angesagt, die keinem Spieler gehört; zurückziehen kann ihn nur die Spielleitung.`,
      'attacker',
    );
  }
  if (declaration.withdrawn) return { declaration, done: true };
  if (sides.round !== s.round) throw new RuleError(`Runde ${sides.round} ist vorbei; ihre Ansagen bleiben stehen.`, 'round');
  if (s.phase !== PHASE_ORDERS) {
    throw new RuleError(BATTLES_PHASE_NO_ORDERS(s.round, 'Eine Ansage zurückziehen'), 'attacker');
  }
  return { declaration, done: false };
}

/** C3: only a player the report waits for — the other side than Gemeldet von — confirms or disputes it. */
export function checkAnswer(player: string, report: ReportParties): void {
  const answering = confirmingPlayers(report, nameKey);
  if (answering.some((p) => same(p, player))) return;
  switch (unknownReporter(report, nameKey)) {
    case 'playsNeither':
      throw new RuleError(
        `Gemeldet hat ${report.reportedBy}, der keine der beiden Armeen mehr spielt; bestätigen oder bestreiten kann diese Meldung jetzt nur die Spielleitung. Nichts wurde gespeichert.`,
      );
    case 'cleared':
      throw new RuleError(
        `Bei dieser Meldung fehlt der Name in „${REPORTED_BY}“, also ist offen, welche Seite gemeldet hat; bestätigen oder bestreiten kann sie jetzt nur die Spielleitung. Nichts wurde gespeichert.`,
      );
  }
  const who = answering.length ? `nur ${answering.join(' oder ')}` : 'nur die Spielleitung';
  if (same(report.reportedBy, player)) {
    throw new RuleError(`Du hast diese Schlacht selbst gemeldet; bestätigen oder bestreiten kann sie ${who}.`);
  }
  throw new RuleError(`Diese Meldung kann ${who} bestätigen oder bestreiten; nichts wurde gespeichert.`);
}

/** C10: only the reporting player withdraws a report (while it is gemeldet: the answer's open Status). */
export function checkReportWithdrawal(player: string, report: ReportParties): void {
  if (same(report.reportedBy, player)) return;
  if (report.reportedBy === '' && report.playerReport) {
    throw new RuleError(
      `Bei dieser Meldung fehlt der Name in „${REPORTED_BY}“; zurückziehen kann sie niemand, entscheiden kann die Spielleitung.`,
    );
  }
  throw new RuleError(
    report.reportedBy
      ? `Diese Meldung hat ${report.reportedBy} abgegeben; zurückziehen kann sie nur, wer sie gemeldet hat.`
      : 'Diese Schlacht hat die Spielleitung eingetragen; zurückziehen kann sie nur, wer sie gemeldet hat.',
  );
}

/** The header of Gemeldet von, as the sheet and the messages name it. */
const REPORTED_BY = BATTLES_CONFIRMATION_SPEC.columns.reportedBy.header;

// C10's Einspruch lives beside the Status, which reads it (campaign/reportWithdrawal.ts).
export { withdrawnBy, withdrawnByReporter } from '../campaign/reportWithdrawal';
