/**
 * C11: the Einspruch of a disputed report — the dispute's reason and, on its own line, the
 * proposed result; after deciding for the proposal, the reason and what had been reported. Read
 * and written only here, so every place that shows the Einspruch (Prüfung, Neuigkeiten, the
 * portal) splits it the same way.
 */
import { RuleError } from '../ruleError';
import { FIELDS, FieldKey } from '../fields';
import { losses, text, whole } from '../formValue';
import { GaveUp, parseGaveUp } from '../winner';
import { shownNumber } from '../shownValue';
import { quotedReason } from './quotedReason';

/** The proposal as the portal sends it (the report form's names). */
export interface ProposalPayload {
  siegpunkteAngreifer: unknown;
  siegpunkteVerteidiger: unknown;
  verlusteAngreifer: unknown;
  verlusteVerteidiger: unknown;
  aufgegeben?: unknown;
  rueckzug?: unknown;
}

export interface Proposal {
  attackerVP: number;
  defenderVP: number;
  attackerLosses: number;
  defenderLosses: number;
  gaveUp: GaveUp;
  /** Rückzug nach; blank without a map or when the loser stays. */
  retreatTo: string;
}

/** The proposal's fields, in the order Einspruch lists them; each is a column of Schlachten (proposalCells writes them). */
export const PARTS: { key: keyof Proposal; field: FieldKey }[] = [
  { key: 'attackerVP', field: 'attackerVP' },
  { key: 'defenderVP', field: 'defenderVP' },
  { key: 'attackerLosses', field: 'attackerLosses' },
  { key: 'defenderLosses', field: 'defenderLosses' },
  { key: 'gaveUp', field: 'gaveUp' },
  { key: 'retreatTo', field: 'retreatTo' },
];

const PROPOSED = 'Vorschlag:';
const TAKEN = 'Vorschlag übernommen; gemeldet war:';
const NONE = '–';

/** Reads a proposal from the portal; a field out of its registry limits is refused at that field. */
export function readProposal(payload: unknown): Proposal {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) {
    throw new RuleError('Der Vorschlag kam nicht an; bitte Siegpunkte und Verluste beider Seiten angeben.');
  }
  const p = payload as ProposalPayload;
  return {
    attackerVP: whole(p.siegpunkteAngreifer, 'attackerVP'),
    defenderVP: whole(p.siegpunkteVerteidiger, 'defenderVP'),
    attackerLosses: losses(p.verlusteAngreifer, 'attackerLosses'),
    defenderLosses: losses(p.verlusteVerteidiger, 'defenderLosses'),
    gaveUp: parseGaveUp(text(p.aufgegeben ?? '', 'gaveUp')),
    retreatTo: text(p.rueckzug ?? '', 'retreatTo'),
  };
}

/** "Siegpunkte Angreifer 12; …; Rückzug nach Furt": one line, the fields by their headers. */
export function proposalLine(p: Proposal): string {
  return PARTS.map(({ key, field }) => `${FIELDS[field].header} ${p[key] === '' ? NONE : String(p[key])}`).join('; ');
}

/** The Einspruch of a dispute with a proposal: the reason, then the proposal on its own line. */
export function disputeWithProposal(reason: string, p: Proposal | null): string {
  return p ? `${reason}\n${PROPOSED} ${proposalLine(p)}` : reason;
}

/** The proposal a dispute's Einspruch carries; null when it has none (or it was edited beyond reading). */
export function proposalOf(dispute: string): Proposal | null {
  const at = dispute.lastIndexOf(PROPOSED);
  if (at < 0) return null;
  return readLine(dispute.slice(at + PROPOSED.length)).proposal;
}

/** The dispute's reason without its proposal. */
export function reasonOf(dispute: string): string {
  const at = dispute.lastIndexOf(`\n${PROPOSED}`);
  return (at < 0 ? dispute : dispute.slice(0, at)).trim();
}

/** A dispute as a message says it: its reason (without the proposal) and whether and what it proposes. */
export interface DisputeParts {
  reason: string;
  /** The Einspruch carries a proposal (also one edited beyond reading). */
  proposed: boolean;
  /** The proposal in plain German, „Gegenvorschlag (Angreifer:Verteidiger): Siegpunkte 10:60, …“; '' without a readable one. */
  proposal: string;
}

/**
 * Splits a dispute's Einspruch for a message (C11): a reason is quoted alone, never with the
 * proposal's line glued into the quote.
 */
export function disputeParts(dispute: string): DisputeParts {
  const reason = reasonOf(dispute);
  const p = proposalOf(dispute);
  const proposed = p !== null || dispute.includes(`\n${PROPOSED}`);
  return { reason, proposed, proposal: p ? proposalSentence(p) : proposed ? 'Es gibt einen Gegenvorschlag.' : '' };
}

/** „Gegenvorschlag (Angreifer:Verteidiger): Siegpunkte 10:60, Verluste 0:500, Verteidiger gibt auf, Rückzug nach Furt.“ */
export function proposalSentence(p: Proposal): string {
  const parts = [
    `Siegpunkte ${shownNumber(p.attackerVP)}:${shownNumber(p.defenderVP)}`,
    `Verluste ${shownNumber(p.attackerLosses)}:${shownNumber(p.defenderLosses)}`,
    ...(p.gaveUp ? [`${p.gaveUp} gibt auf`] : []),
    ...(p.retreatTo ? [`Rückzug nach ${p.retreatTo}`] : []),
  ];
  return `Gegenvorschlag (Angreifer:Verteidiger): ${parts.join(', ')}.`;
}

/**
 * An Einspruch as a sentence shows it among other values: the reason quoted, then what the
 * proposal says — „„vertauscht“, Gegenvorschlag (Angreifer:Verteidiger): Siegpunkte 20:30, …“ —
 * never the encoded line; '' for a blank one.
 */
export function disputeShown(dispute: string): string {
  const { reason, proposed, proposal } = disputeParts(dispute);
  const said = proposal && proposalOf(dispute) ? proposal.replace(/\.$/, '') : proposed ? 'mit Gegenvorschlag' : '';
  return reason ? quotedReason(reason, said ? `, ${said}` : '') : said;
}

/** A proposal line read: the proposal, or why it does not read (a German sentence). */
type ReadLine = { proposal: Proposal; problem?: undefined } | { proposal: null; problem: string };

function readLine(line: string): ReadLine {
  const values: Partial<Record<keyof Proposal, string>> = {};
  const pieces = line.trim().split('; ');
  if (pieces.length < PARTS.length) {
    return { proposal: null, problem: `Es fehlen Teile (gefunden ${pieces.length} von ${PARTS.length}).` };
  }
  // The retreat field's name may hold "; " itself: it is the rest of the line.
  const rest = [...pieces.slice(0, PARTS.length - 1), pieces.slice(PARTS.length - 1).join('; ')];
  for (let i = 0; i < PARTS.length; i++) {
    const header = FIELDS[PARTS[i].field].header;
    if (!rest[i].startsWith(`${header} `)) {
      return { proposal: null, problem: `Der ${i + 1}. Teil muss mit „${header} “ beginnen, steht dort: „${rest[i]}“.` };
    }
    const value = rest[i].slice(header.length + 1).trim();
    values[PARTS[i].key] = value === NONE ? '' : value;
  }
  try {
    return {
      proposal: readProposal({
        siegpunkteAngreifer: values.attackerVP,
        siegpunkteVerteidiger: values.defenderVP,
        verlusteAngreifer: values.attackerLosses,
        verlusteVerteidiger: values.defenderLosses,
        aufgegeben: values.gaveUp,
        rueckzug: values.retreatTo,
      }),
    };
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return { proposal: null, problem: error.message };
  }
}

/** What a proposal line looks like, for the message of one that does not read. */
const EXAMPLE_LINE = `${PROPOSED} ${proposalLine({ attackerVP: 12, defenderVP: 30, attackerLosses: 0, defenderLosses: 0, gaveUp: '', retreatTo: '' })}`;

/**
 * Why the proposal a dispute's Einspruch carries does not read — the organiser may edit the
 * line by hand, and an unreadable one silently meant „no proposal“ (user test 27); '' when it
 * reads or there is none.
 */
export function proposalProblem(dispute: string): string {
  const at = dispute.lastIndexOf(PROPOSED);
  if (at < 0) return '';
  const read = readLine(dispute.slice(at + PROPOSED.length));
  if (read.proposal) return '';
  return (
    `Der Vorschlag im ${FIELDS.dispute.header} lässt sich nicht lesen: ${read.problem} ` +
    `Erwartet: „${EXAMPLE_LINE}“ (Teile mit „; “ getrennt, ${NONE} für leer).`
  );
}

/** The Einspruch after deciding for the proposal: the reason, and what had been reported. */
export function takenDispute(dispute: string, reported: Proposal): string {
  return `${reasonOf(dispute)}\n${TAKEN} ${proposalLine(reported)}`;
}
