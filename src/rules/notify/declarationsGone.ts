import { CampaignReplay, nameKey } from '../campaign';
import { CampaignTables } from '../campaign/tables';
import { CellMatrix } from '../cells/cellValue';
import { RuleError } from '../ruleError';
import { Declaration, readAttacksTable, readDeclarations } from '../rounds/attacks';
import { declarationOutcome, NOT_PLAYED } from '../rounds/declarationOutcome';
import { RoundSituation, roundSituation } from '../rounds/roundSituation';
import { owner, withdrawnText } from './changeEvents';
import { deliveryKey, NotificationEvent } from './notificationEvent';

const DECLARED = 'attackDeclared:';
/** The channel every player has: what the record holds of a declaration told (N2c). */
const PORTAL = '|portal|';

/**
 * What the defender hears of a told declaration no longer in Angriffe: the row deleted or its Runde,
 * Angreifer or Verteidiger changed look the same from the record, so the sentence is true for both.
 */
function attackRemovedText(attacker: string, attackerOwner: string, defender: string, round: number): string {
  return `Angriff gestrichen: Die Spielleitung hat die Ansage gelöscht oder geändert – ${attacker} (${attackerOwner}) greift deine Armee ${defender} in Runde ${round} nicht an.`;
}

/**
 * N1/A4: the declarations a defender was told of („Du wirst angegriffen“, in the record) that no
 * longer stand in Angriffe as it is now — typed „zurückgezogen“ (told as the withdrawal, under the
 * id a save would give it) or gone: the row deleted, or its Runde, Angreifer or Verteidiger
 * changed (the defender hears the attack is off). The organiser does both by hand, which runs no
 * script and leaves no „before“ to compare with: the record is what was said. Only declarations of
 * the current round (`round`, R1) or a later one; rows cleared after their round tell nobody. A
 * declaration that still stands (moved, its Feld changed, declared again with the same armies)
 * tells nobody. Without the Angriffe sheet (null), or with one whose header cannot be read (a
 * column's header gone, a row above it), nothing can be told apart from gone: nothing. Nor does a
 * declaration whose battle Schlachten already holds (any Status but verworfen, A5: `tables`): the
 * organiser tidying Angriffe after it was reported or played must not tell its defender it is off.
 *
 * `known`: the record's keys (deliveryKey). Each fact has its own id, so it is said once.
 */
export function declarationsNoLongerStanding(
  known: ReadonlySet<string>,
  attacks: CellMatrix | null,
  replay: CampaignReplay,
  round: number,
  tables: CampaignTables,
): NotificationEvent[] {
  if (!attacks || !readable(attacks)) return [];
  // Read only when a told declaration is gone (rare): the round rules' view of Schlachten.
  let situation: RoundSituation | undefined;
  const fought = (d: { round: number; attacker: string; defender: string }) => {
    situation ??= roundSituation({ tables, settings: null, attacks, organiserRound: round });
    return declarationOutcome(situation, d) !== NOT_PLAYED;
  };
  const armies = new Map(replay.armies.map((a) => [nameKey(a.name), a.name]));
  const players = new Map(replay.players.map((p) => [nameKey(p.name), p.name]));
  let rows: Map<string, Declaration[]> | undefined;
  const standing = (key: string) => {
    if (!rows) {
      rows = new Map();
      for (const d of readDeclarations(attacks)) {
        const k = identity(d.round, nameKey(d.attacker), nameKey(d.defender));
        rows.set(k, [...(rows.get(k) ?? []), d]);
      }
    }
    return rows.get(key) ?? [];
  };
  const events: NotificationEvent[] = [];
  for (const key of known) {
    if (!key.startsWith(DECLARED)) continue;
    const told = toldDeclaration(key, armies);
    if (!told || told.round < round) continue;
    const recipient = players.get(told.recipient);
    if (!recipient) continue;
    const now = standing(identity(told.round, told.attacker, told.defender));
    if (now.some((d) => !d.withdrawn)) continue;
    const withdrawn = now[0];
    const id = `${withdrawn ? 'attackWithdrawn' : 'attackRemoved'}:${told.round}:${told.ref}`;
    if (known.has(deliveryKey({ event: { id }, channel: 'portal', recipient }))) continue;
    const attacker = armies.get(told.attacker) ?? told.attacker;
    const defender = armies.get(told.defender) ?? told.defender;
    if (fought({ round: told.round, attacker, defender })) continue;
    const text = withdrawn
      ? withdrawnText(withdrawn, replay)
      : attackRemovedText(attacker, owner(replay, attacker), defender, told.round);
    events.push({ kind: withdrawn ? 'attackWithdrawn' : 'attackRemoved', id, players: [recipient], text });
  }
  return events;
}

/**
 * Whether Angriffe's header reads: readDeclarations reads an unreadable sheet as empty (no
 * declaration admits anything), which here would say every told declaration is gone.
 */
function readable(attacks: CellMatrix): boolean {
  try {
    readAttacksTable(attacks);
    return true;
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return false;
  }
}

function identity(round: number, attackerKey: string, defenderKey: string): string {
  return `${round}\n${attackerKey}\n${defenderKey}`;
}

interface ToldDeclaration {
  round: number;
  /** What follows the Runde in the id: the declaration's ref and armies (changeEvents' declarationRef). */
  ref: string;
  attacker: string;
  defender: string;
  recipient: string;
}

/**
 * A record key of a declaration told on Neuigkeiten, read back: `attackDeclared:<Runde>:<ID or
 * sheet row>:<Angreifer>:<Verteidiger>|portal|<player>` (names as nameKey). An army's name may hold
 * a colon: the split is the one where both sides are armies of Armeen. Null for any other key.
 */
function toldDeclaration(key: string, armies: ReadonlyMap<string, string>): ToldDeclaration | null {
  const at = key.lastIndexOf(PORTAL);
  if (at < 0) return null;
  const id = key.slice(DECLARED.length, at);
  const recipient = key.slice(at + PORTAL.length);
  const roundEnd = id.indexOf(':');
  const refEnd = id.indexOf(':', roundEnd + 1);
  if (roundEnd < 0 || refEnd < 0) return null;
  const round = Number(id.slice(0, roundEnd));
  if (!Number.isInteger(round)) return null;
  const sides = id.slice(refEnd + 1);
  for (let i = sides.indexOf(':'); i >= 0; i = sides.indexOf(':', i + 1)) {
    const [attacker, defender] = [sides.slice(0, i), sides.slice(i + 1)];
    if (armies.has(attacker) && armies.has(defender))
      return { round, ref: id.slice(roundEnd + 1), attacker, defender, recipient };
  }
  return null;
}
