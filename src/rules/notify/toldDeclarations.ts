import { CampaignReplay, nameKey } from '../campaign';
import { CampaignTables } from '../campaign/tables';
import { CellMatrix } from '../cells/cellValue';
import { RuleError } from '../ruleError';
import { Declaration, readAttacksTable, readDeclarations } from '../rounds/attacks';
import { declarationOutcome, NOT_PLAYED } from '../rounds/declarationOutcome';
import { RoundSituation, roundSituation } from '../rounds/roundSituation';
import { countingDeclarations } from '../rounds/declarationChecks';
import { PHASE_BATTLES, readPhase } from '../rounds/roundSettings';
import { roundOfOrganiserRows } from '../rounds/currentRound';
import { declarationRef, declarationReference, declaredPublicText, declaredText, owner, withdrawnText } from './changeEvents';
import { CHAT_RECIPIENT, deliveryKey, NotificationEvent } from './notificationEvent';

/**
 * Declarations as the record says they were told — to the defender, and in the chat once public —
 * against Angriffe as it is now. The organiser deletes, changes, withdraws and types declarations
 * by hand, which runs no script and leaves no „before“ for a save to compare with: what was said
 * is the record's, and from it these find what is still to be said.
 */

const DECLARED = 'attackDeclared:';
const REMOVED = 'attackRemoved:';
const WITHDRAWN = 'attackWithdrawn:';
const PUBLIC = 'attackPublic:';
/** The chat's correction of a public line: the attack it announced is off. */
const PUBLIC_OFF = 'attackPublicOff:';
/** The channel every player has: what the record holds of a declaration told (N2c). */
const PORTAL = '|portal|';
/** The chat's record: a declaration's public line (N2b). */
const CHAT = `|chat|${CHAT_RECIPIENT.toLowerCase()}`;

/**
 * What the defender hears of a told declaration no longer in Angriffe: the row deleted or its Runde,
 * Angreifer or Verteidiger changed look the same from the record, so the sentence is true for both.
 */
function attackRemovedText(attacker: string, attackerOwner: string, defender: string, round: number): string {
  return `Angriff gestrichen: Die Spielleitung hat die Ansage gelöscht oder geändert – ${attacker} (${attackerOwner}) greift deine Armee ${defender} in Runde ${round} nicht an.`;
}

/** N2b: what the chat reads of a declaration it announced that no longer stands (no private words, C12). */
function publicOffText(attacker: string, defender: string, round: number, withdrawn: boolean, replay: CampaignReplay): string {
  const sides = `${attacker} (${owner(replay, attacker)}) greift ${defender} (${owner(replay, defender)}) in Runde ${round}`;
  return withdrawn ? `Angriff zurückgezogen: ${sides} doch nicht an.` : `Angriff gestrichen: ${sides} nicht an.`;
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
 * N2b: the chat that posted a declaration's public line reads the same once („Angriff gestrichen“
 * or „zurückgezogen“, both players named, nothing private): it announced the attack to everyone.
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
    if (key.startsWith(PUBLIC)) {
      const off = publicLineOff(key);
      if (off) events.push(off);
      continue;
    }
    if (!key.startsWith(DECLARED)) continue;
    const told = toldDeclaration(key, armies);
    if (!told || told.round < round) continue;
    const recipient = players.get(told.recipient);
    if (!recipient) continue;
    const now = standing(identity(told.round, told.attacker, told.defender));
    if (now.some((d) => !d.withdrawn)) continue;
    const withdrawn = now[0];
    const id = `${withdrawn ? WITHDRAWN : REMOVED}${told.round}:${told.ref}`;
    // Off is said once per telling: withdrawn and then deleted is no news to the defender.
    const said = [REMOVED, WITHDRAWN].some((prefix) =>
      known.has(deliveryKey({ event: { id: `${prefix}${told.round}:${told.ref}` }, channel: 'portal', recipient })),
    );
    if (said) continue;
    const attacker = armies.get(told.attacker) ?? told.attacker;
    const defender = armies.get(told.defender) ?? told.defender;
    if (fought({ round: told.round, attacker, defender })) continue;
    const text = withdrawn
      ? withdrawnText(withdrawn, replay)
      : attackRemovedText(attacker, owner(replay, attacker), defender, told.round);
    events.push({ kind: withdrawn ? 'attackWithdrawn' : 'attackRemoved', id, players: [recipient], text });
  }
  return events;

  /** The chat's correction of the public line `key` records, when its declaration no longer stands and was not fought. */
  function publicLineOff(key: string): NotificationEvent | null {
    const shown = toldDeclaration(key, armies, PUBLIC);
    if (!shown || shown.round < round) return null;
    const now = standing(identity(shown.round, shown.attacker, shown.defender));
    if (now.some((d) => !d.withdrawn)) return null;
    const id = `${PUBLIC_OFF}${shown.round}:${shown.ref}`;
    if (known.has(deliveryKey({ event: { id }, channel: 'chat', recipient: CHAT_RECIPIENT }))) return null;
    const attacker = armies.get(shown.attacker) ?? shown.attacker;
    const defender = armies.get(shown.defender) ?? shown.defender;
    if (fought({ round: shown.round, attacker, defender })) return null;
    const withdrawn = now.length > 0;
    return {
      kind: withdrawn ? 'attackWithdrawn' : 'attackRemoved',
      id,
      players: [],
      text: '',
      publicText: publicOffText(attacker, defender, shown.round, withdrawn, replay),
    };
  }
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

/** A record key of a declaration's notice cut into its parts, its armies' names still one string. */
interface RecordKey {
  round: number;
  /** What follows the Runde in the id (ToldDeclaration.ref). */
  ref: string;
  /** The reference as the id holds it: declarationReference, with the `~n` of a telling again. */
  reference: string;
  /** `<Angreifer>:<Verteidiger>` as nameKey; an army's name may hold a colon. */
  sides: string;
  recipient: string;
}

/**
 * A record key of a declaration's notice, read back: `<prefix><Runde>:<ID or sheet row>:<Angreifer>:<Verteidiger>|portal|<player>`
 * on Neuigkeiten (`attackDeclared:`, `attackRemoved:`, `attackWithdrawn:`), or `attackPublic:…|chat|chat`
 * in the chat (names as nameKey; the chat's recipient is '' here). Null for any other key.
 */
function recordKey(key: string, prefix: string): RecordKey | null {
  const inChat = prefix === PUBLIC || prefix === PUBLIC_OFF;
  const channel = inChat ? CHAT : PORTAL;
  if (!key.startsWith(prefix)) return null;
  const at = key.lastIndexOf(channel);
  if (at < 0 || (inChat && at + channel.length !== key.length)) return null;
  const id = key.slice(prefix.length, at);
  const recipient = inChat ? '' : key.slice(at + channel.length);
  const roundEnd = id.indexOf(':');
  const refEnd = id.indexOf(':', roundEnd + 1);
  if (roundEnd < 0 || refEnd < 0) return null;
  const round = Number(id.slice(0, roundEnd));
  if (!Number.isInteger(round)) return null;
  return {
    round,
    ref: id.slice(roundEnd + 1),
    reference: id.slice(roundEnd + 1, refEnd),
    sides: id.slice(refEnd + 1),
    recipient,
  };
}

/**
 * Whether a record's reference names declaration `d`: its declarationReference, or that with the
 * `~n` of a telling again. Not by cutting `~digits` off: a stored Einreichungs-ID ends in its
 * fingerprint („a-1~1a2b3c4d“), which may be all digits.
 */
function sameReference(reference: string, d: Declaration): boolean {
  const own = declarationReference(d);
  return reference === own || (reference.startsWith(`${own}~`) && /^\d+$/.test(reference.slice(own.length + 1)));
}

/** The ways `sides` splits into Angreifer and Verteidiger (at each colon). */
function splits(sides: string): [attacker: string, defender: string][] {
  const found: [string, string][] = [];
  for (let i = sides.indexOf(':'); i >= 0; i = sides.indexOf(':', i + 1)) found.push([sides.slice(0, i), sides.slice(i + 1)]);
  return found;
}

/**
 * A record key read back (recordKey) with its armies: the split where both sides are armies of
 * Armeen. Null for any other key, and where Armeen lacks an army it names (see renamedDeclaration).
 */
function toldDeclaration(key: string, armies: ReadonlyMap<string, string>, prefix = DECLARED): ToldDeclaration | null {
  const told = recordKey(key, prefix);
  return told && toldWithArmies(told, armies);
}

/** toldDeclaration of a key already read back. */
function toldWithArmies(told: RecordKey, armies: ReadonlyMap<string, string>): ToldDeclaration | null {
  const { round, ref, recipient } = told;
  const sides = splits(told.sides).find(([attacker, defender]) => armies.has(attacker) && armies.has(defender));
  return sides ? { round, ref, attacker: sides[0], defender: sides[1], recipient } : null;
}

/**
 * A record key whose armies Armeen no longer lists both of, read back as the declaration it told
 * when that army was renamed since: the organiser renames in Armeen and Angriffe by hand (no
 * script, no „before“), so the record is all that remembers the old name. The same declaration
 * is the standing one of the same Runde and reference — its Einreichungs-ID (a portal declaration:
 * kept through renames and sorting), else its sheet row (one typed by hand) — whose armies are the
 * record's where the record's army is still in Armeen; and, for a player's notice, whose defender
 * is played by the player told (a rename keeps an army's player; a row retyped against another
 * player's army after its army went is news to him). The names then are today's. Null: none.
 */
function renamedDeclaration(
  told: RecordKey,
  armies: ReadonlyMap<string, string>,
  standing: readonly Declaration[],
  replay: CampaignReplay,
): ToldDeclaration | null {
  const same = (was: string, now: string) => was === nameKey(now) || !armies.has(was);
  const d = standing.find(
    (s) =>
      s.round === told.round &&
      sameReference(told.reference, s) &&
      (told.recipient === '' || nameKey(owner(replay, s.defender)) === told.recipient) &&
      splits(told.sides).some(([attacker, defender]) => same(attacker, s.attacker) && same(defender, s.defender)),
  );
  if (!d) return null;
  return {
    round: told.round,
    ref: told.ref,
    attacker: nameKey(d.attacker),
    defender: nameKey(d.defender),
    recipient: told.recipient,
  };
}

/**
 * N1/A2/A7: the declarations of Angriffe as it is now that their defender was not told of — rows
 * the organiser typed (A2: they count like declared ones), and a told declaration that stands
 * again after he heard it was off (its row restored, its Status cleared): the defender hears „Du
 * wirst angegriffen“ as a save would have told him (again: under a fresh id, the old one is said).
 * In the Schlachten phase (R2: the round's declarations are public) the chat gets the line the
 * phase's start would have posted — again, under a fresh id, after it read the attack was off.
 * Told is told whatever row it stood in (sorting Angriffe, a copied row tell nobody again):
 * matched by Runde and armies, like names. Only where declarations
 * apply (A1: ja and a map); only declarations of the current round (`round`: the organiser's
 * rows' highest Runde, R1) or a later one, standing (not withdrawn, armies of Armeen), whose battle
 * Schlachten does not hold yet (A5, `tables`: declaring after the battle tells nobody of an attack
 * to come). Without Angriffe or with an unreadable one: nothing. `known`: the record's keys (deliveryKey).
 */
export function declarationsNeverTold(
  known: ReadonlySet<string>,
  attacks: CellMatrix | null,
  settings: CellMatrix | null,
  replay: CampaignReplay,
  round: number,
  tables: CampaignTables,
): NotificationEvent[] {
  if (!attacks || !readable(attacks)) return [];
  const current = roundOfOrganiserRows(round);
  const standing = countingDeclarations(attacks, tables.armies).filter((d) => !d.withdrawn && d.round >= current);
  if (standing.length === 0) return [];
  const situation = roundSituation({ tables, settings, attacks, organiserRound: round });
  if (!situation.declarationsOn) return [];
  const armies = new Map(replay.armies.map((a) => [nameKey(a.name), a.name]));
  // Per Runde and armies: how often the defender heard it declared, how often off; the same for the chat.
  const told = new Map<string, number>();
  const off = new Map<string, number>();
  const posted = new Map<string, number>();
  const postedOff = new Map<string, number>();
  const count = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
  // Told is told under the army's new name too (renamedDeclaration): a rename tells nobody again.
  // Each key is read back once; the rename's search only where Armeen lacks an army it names.
  const read = (key: string, prefix: string) => {
    const back = recordKey(key, prefix);
    return back && (toldWithArmies(back, armies) ?? renamedDeclaration(back, armies, standing, replay));
  };
  for (const key of known) {
    const declared = read(key, DECLARED);
    if (declared) {
      count(told, identity(declared.round, declared.attacker, declared.defender));
      continue;
    }
    const gone = read(key, REMOVED) ?? read(key, WITHDRAWN);
    if (gone) {
      count(off, identity(gone.round, gone.attacker, gone.defender));
      continue;
    }
    const shown = read(key, PUBLIC);
    if (shown) {
      count(posted, identity(shown.round, shown.attacker, shown.defender));
      continue;
    }
    const shownOff = read(key, PUBLIC_OFF);
    if (shownOff) count(postedOff, identity(shownOff.round, shownOff.attacker, shownOff.defender));
  }
  const isPublic = readPhase(settings) === PHASE_BATTLES;
  const events: NotificationEvent[] = [];
  for (const d of standing) {
    const key = identity(d.round, nameKey(d.attacker), nameKey(d.defender));
    const times = told.get(key) ?? 0;
    const tellDefender = times <= (off.get(key) ?? 0);
    // Public: the round's declarations once its Schlachten phase began (a later round's are not yet).
    const posts = posted.get(key) ?? 0;
    const post = isPublic && d.round === current && posts <= (postedOff.get(key) ?? 0);
    if (!tellDefender && !post) continue;
    if (declarationOutcome(situation, d) !== NOT_PLAYED) continue;
    const defender = owner(replay, d.defender);
    if (tellDefender && defender !== '?') {
      events.push({
        kind: 'attackDeclared',
        id: `${DECLARED}${d.round}:${declarationRef(d, times)}`,
        players: [defender],
        text: declaredText(d, replay),
      });
      count(told, key);
    }
    if (post) {
      events.push({
        kind: 'attackDeclared',
        id: `${PUBLIC}${d.round}:${declarationRef(d, posts)}`,
        players: [],
        text: '',
        publicText: declaredPublicText(d, replay),
      });
      count(posted, key);
    }
  }
  return events;
}
