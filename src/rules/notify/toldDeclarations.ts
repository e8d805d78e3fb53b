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
function attackRemovedText(attacker: string, replay: CampaignReplay, defender: string, round: number): string {
  return `Angriff gestrichen: Die Spielleitung hat die Ansage gelöscht oder geändert – ${withOwner(attacker, replay)} greift deine Armee ${defender} in Runde ${round} nicht an.`;
}

/** N2b: what the chat reads of a declaration it announced that no longer stands (no private words, C12). */
function publicOffText(attacker: string, defender: string, round: number, withdrawn: boolean, replay: CampaignReplay): string {
  const sides = `${withOwner(attacker, replay)} greift ${withOwner(defender, replay)} in Runde ${round}`;
  return withdrawn ? `Angriff zurückgezogen: ${sides} doch nicht an.` : `Angriff gestrichen: ${sides} nicht an.`;
}

/** „Rote Faust (Anna)“; the name alone for an army Armeen no longer lists (renamed since, its player unknown). */
function withOwner(army: string, replay: CampaignReplay): string {
  const player = owner(replay, army);
  return player === '?' ? army : `${army} (${player})`;
}

/**
 * An army Armeen no longer lists, as the record names it (nameKey: lower case): spelt as a row of
 * Schlachten or Buchungen still spells it, else with each word capitalised (as army names are).
 */
function spelled(key: string, tables: CampaignTables): string {
  for (const table of [tables.battles, tables.bookings])
    for (const row of table)
      for (const cell of row) if (typeof cell === 'string' && nameKey(cell) === key) return cell.trim().replace(/\s+/g, ' ');
  return key.replace(/(^|\s)(\p{Ll})/gu, (_, blank: string, letter: string) => blank + letter.toUpperCase());
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
 * An army renamed since (in Armeen and Angriffe, by hand): the declaration is found under its new
 * name (toldNow); gone, it is told off under the names it was told under.
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
  const situationOf = () => (situation ??= roundSituation({ tables, settings: null, attacks, organiserRound: round }));
  const fought = (d: { round: number; attacker: string; defender: string }) =>
    declarationOutcome(situationOf(), d) !== NOT_PLAYED;
  const armies = new Map(replay.armies.map((a) => [nameKey(a.name), a.name]));
  const players = new Map(replay.players.map((p) => [nameKey(p.name), p.name]));
  let all: Declaration[] | undefined;
  const declarations = () => (all ??= readDeclarations(attacks));
  let rows: Map<string, Declaration[]> | undefined;
  const standing = (key: string) => {
    if (!rows) {
      rows = new Map();
      for (const d of declarations()) {
        const k = identity(d.round, nameKey(d.attacker), nameKey(d.defender));
        rows.set(k, [...(rows.get(k) ?? []), d]);
      }
    }
    return rows.get(key) ?? [];
  };
  // Per prefix: the rows the record tells of by their names or reference (a renamed row none tells of may be a moved one).
  const accounted = new Map<string, Set<string>>();
  const accountedFor = (prefix: string) => {
    let found = accounted.get(prefix);
    if (!found) {
      found = new Set();
      for (const key of known) {
        const back = recordKey(key, prefix);
        const told = back && (toldWithArmies(back, armies) ?? renamedDeclaration(back, armies, declarations(), replay));
        if (told) found.add(identity(told.round, told.attacker, told.defender));
      }
      accounted.set(prefix, found);
    }
    return found;
  };
  /**
   * The declaration record key `key` told, in today's names: by Armeen, or renamed since (a row of
   * Angriffe — withdrawn too — of the same reference: renamedDeclaration); else, its army gone from
   * Armeen, by the names it was told under — only when no row may still be it (renamedElsewhere) and
   * no battle of Schlachten may be its (an army renamed, then its battle reported, then Angriffe tidied).
   */
  const toldNow = (key: string, prefix: string): ToldDeclaration | null => {
    const back = recordKey(key, prefix);
    if (!back || back.round < round) return null;
    const told = toldWithArmies(back, armies) ?? renamedDeclaration(back, armies, declarations(), replay);
    if (told) return told;
    if (renamedElsewhere(back, declarations(), armies, replay, accountedFor(prefix))) return null;
    const s = situationOf();
    const played = s.battles.some(
      (b) =>
        b.round !== null && mayBeRenamed(back, { ...b, round: b.round }, armies, replay) && fought({ ...b, round: back.round }),
    );
    if (played) return null;
    const [attacker, defender] = oldSides(back, armies);
    return { round: back.round, ref: back.ref, attacker, defender, recipient: back.recipient };
  };
  const nameOf = (key: string) => armies.get(key) ?? spelled(key, tables);
  const events: NotificationEvent[] = [];
  for (const key of known) {
    if (key.startsWith(PUBLIC)) {
      const off = publicLineOff(key);
      if (off) events.push(off);
      continue;
    }
    if (!key.startsWith(DECLARED)) continue;
    const told = toldNow(key, DECLARED);
    if (!told) continue;
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
    const attacker = nameOf(told.attacker);
    const defender = nameOf(told.defender);
    if (fought({ round: told.round, attacker, defender })) continue;
    const text = withdrawn ? withdrawnText(withdrawn, replay) : attackRemovedText(attacker, replay, defender, told.round);
    events.push({ kind: withdrawn ? 'attackWithdrawn' : 'attackRemoved', id, players: [recipient], text });
  }
  return events;

  /** The chat's correction of the public line `key` records, when its declaration no longer stands and was not fought. */
  function publicLineOff(key: string): NotificationEvent | null {
    const shown = toldNow(key, PUBLIC);
    if (!shown) return null;
    const now = standing(identity(shown.round, shown.attacker, shown.defender));
    if (now.some((d) => !d.withdrawn)) return null;
    const id = `${PUBLIC_OFF}${shown.round}:${shown.ref}`;
    if (known.has(deliveryKey({ event: { id }, channel: 'chat', recipient: CHAT_RECIPIENT }))) return null;
    const attacker = nameOf(shown.attacker);
    const defender = nameOf(shown.defender);
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
 * Armeen. Null where Armeen lacks an army it names (see renamedDeclaration).
 */
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
  const d = standing.find((s) => sameReference(told.reference, s) && mayBeRenamed(told, s, armies, replay));
  return d ? inTodaysNames(told, d) : null;
}

/** The told declaration `told` as row `d` names its armies today. */
function inTodaysNames(told: RecordKey, d: Pick<Declaration, 'attacker' | 'defender'>): ToldDeclaration {
  return {
    round: told.round,
    ref: told.ref,
    attacker: nameKey(d.attacker),
    defender: nameKey(d.defender),
    recipient: told.recipient,
  };
}

/**
 * Whether `d` may be the declaration `told` names, whatever its row: the same Runde, each army the
 * record's or in place of one Armeen no longer lists, and (a player's notice) its defender played
 * by the player told — a rename keeps an army's player.
 */
function mayBeRenamed(
  told: RecordKey,
  d: Pick<Declaration, 'round' | 'attacker' | 'defender'>,
  armies: ReadonlyMap<string, string>,
  replay: CampaignReplay,
): boolean {
  const same = (was: string, now: string) => was === nameKey(now) || !armies.has(was);
  return (
    d.round === told.round &&
    (told.recipient === '' || nameKey(owner(replay, d.defender)) === told.recipient) &&
    splits(told.sides).some(([attacker, defender]) => same(attacker, d.attacker) && same(defender, d.defender))
  );
}

/** A row reference as a typed declaration's id holds it: its sheet row, with the `~n` of a telling again. */
const SHEET_ROW_REFERENCE = /^\d+(~\d+)?$/;

/**
 * The declaration a typed row was told as when its army was renamed and the row moved (Angriffe
 * sorted, a row deleted above it): renamedDeclaration finds it by neither its names nor its row.
 * It is the one standing typed row that may be it (mayBeRenamed) that the record does not tell of
 * already (`accounted`: identities). Two or more such rows: none — either may be a new declaration,
 * and telling one again is the lesser harm than keeping a new one from its defender. A portal
 * declaration keeps its Einreichungs-ID through sorting: found by it or not at all.
 */
function movedDeclaration(
  told: RecordKey,
  armies: ReadonlyMap<string, string>,
  standing: readonly Declaration[],
  replay: CampaignReplay,
  accounted: ReadonlySet<string>,
): ToldDeclaration | null {
  if (!SHEET_ROW_REFERENCE.test(told.reference)) return null;
  const candidates = new Map<string, Declaration>();
  for (const d of standing) {
    const key = identity(d.round, nameKey(d.attacker), nameKey(d.defender));
    if (d.submissionId === '' && !accounted.has(key) && mayBeRenamed(told, d, armies, replay)) candidates.set(key, d);
  }
  const [only, ...more] = candidates.values();
  return only && more.length === 0 ? inTodaysNames(told, only) : null;
}

/**
 * Whether a row of Angriffe (`rows`: all of them, withdrawn too) may still be the declaration `told`
 * names, one of whose armies Armeen no longer lists: under its old names (the army renamed in
 * Armeen, not yet in Angriffe), or a row renamed and moved that the record does not tell of
 * (`accounted`, movedDeclaration; several such rows too). Then it is not known to be gone.
 */
function renamedElsewhere(
  told: RecordKey,
  rows: readonly Declaration[],
  armies: ReadonlyMap<string, string>,
  replay: CampaignReplay,
  accounted: ReadonlySet<string>,
): boolean {
  const sides = splits(told.sides);
  return rows.some((d) => {
    if (d.round !== told.round) return false;
    const key = identity(d.round, nameKey(d.attacker), nameKey(d.defender));
    if (sides.some(([attacker, defender]) => key === identity(told.round, attacker, defender))) return true;
    return !accounted.has(key) && mayBeRenamed(told, d, armies, replay);
  });
}

/** The record's armies as told (nameKey), split where most of them are armies of Armeen still. */
function oldSides(told: RecordKey, armies: ReadonlyMap<string, string>): [attacker: string, defender: string] {
  const listed = ([attacker, defender]: [string, string]) => Number(armies.has(attacker)) + Number(armies.has(defender));
  return splits(told.sides).reduce((best, split) => (listed(split) > listed(best) ? split : best));
}

/**
 * N1/A2/A7: the declarations of Angriffe as it is now that their defender was not told of — rows
 * the organiser typed (A2: they count like declared ones), and a told declaration that stands
 * again after he heard it was off (its row restored, its Status cleared): the defender hears „Du
 * wirst angegriffen“ as a save would have told him (again: under a fresh id, the old one is said).
 * In the Schlachten phase (R2: the round's declarations are public) the chat gets the line the
 * phase's start would have posted — again, under a fresh id, after it read the attack was off.
 * Told is told whatever row it stood in (sorting Angriffe, a copied row tell nobody again):
 * matched by Runde and armies, like names — after a rename by reference (renamedDeclaration), or,
 * a typed row renamed and moved, as the one row it can be (movedDeclaration). Only where declarations
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
  // Told is told under the army's new name too (renamedDeclaration, movedDeclaration): a rename tells nobody again.
  // Each key is read back once; the rename's search only where Armeen lacks an army it names.
  const kinds: [prefix: string, into: Map<string, number>][] = [
    [DECLARED, told],
    [REMOVED, off],
    [WITHDRAWN, off],
    [PUBLIC, posted],
    [PUBLIC_OFF, postedOff],
  ];
  const unread: { back: RecordKey; into: Map<string, number> }[] = [];
  for (const key of known) {
    for (const [prefix, into] of kinds) {
      const back = recordKey(key, prefix);
      if (!back) continue;
      const read = toldWithArmies(back, armies) ?? renamedDeclaration(back, armies, standing, replay);
      if (read) count(into, identity(read.round, read.attacker, read.defender));
      else if (back.round >= current) unread.push({ back, into });
      break;
    }
  }
  // Then the moved ones, against what the record tells of by names or reference (not of each other).
  const accounted = new Map(kinds.map(([, into]) => [into, new Set(into.keys())]));
  for (const { back, into } of unread) {
    const moved = movedDeclaration(back, armies, standing, replay, accounted.get(into)!);
    if (moved) count(into, identity(moved.round, moved.attacker, moved.defender));
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
