/**
 * C11: a dispute may propose the correct result — the result fields of a report. The proposal
 * is kept where the dispute's reason is, in the row's Einspruch, readable for everyone who opens
 * the sheet and read back by the add-on; deciding for it writes its values into the row and
 * keeps the reported values in Einspruch, so nothing entered is lost.
 */
import { RuleError } from '../ruleError';
import { CellValue } from '../cells/cellValue';
import { parseText } from '../cells/parseCell';
import { STATUS_DECIDED } from '../campaign/battleStatus';
import { BATTLES_CONFIRMATION_SPEC, BATTLES_MAP_SPEC, BATTLES_SPEC } from '../campaign/columns';
import { replayCampaign } from '../campaign/replay';
import { BattleRowResult } from '../campaign/replayResult';
import { CampaignTables, cellOf, readTable } from '../campaign/tables';
import { FIELDS, FieldKey } from '../fields';
import { text, whole } from '../formValue';
import { GaveUp, parseGaveUp } from '../winner';

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

/** The proposal's fields, in the order Einspruch lists them; each is a column of Schlachten. */
const PARTS: { key: keyof Proposal; field: FieldKey }[] = [
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
    attackerLosses: whole(p.verlusteAngreifer, 'attackerLosses'),
    defenderLosses: whole(p.verlusteVerteidiger, 'defenderLosses'),
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
  return readLine(dispute.slice(at + PROPOSED.length));
}

/** The dispute's reason without its proposal. */
export function reasonOf(dispute: string): string {
  const at = dispute.lastIndexOf(`\n${PROPOSED}`);
  return (at < 0 ? dispute : dispute.slice(0, at)).trim();
}

function readLine(line: string): Proposal | null {
  const values: Partial<Record<keyof Proposal, string>> = {};
  const pieces = line.trim().split('; ');
  if (pieces.length < PARTS.length) return null;
  // The retreat field's name may hold "; " itself: it is the rest of the line.
  const rest = [...pieces.slice(0, PARTS.length - 1), pieces.slice(PARTS.length - 1).join('; ')];
  for (let i = 0; i < PARTS.length; i++) {
    const header = FIELDS[PARTS[i].field].header;
    if (!rest[i].startsWith(`${header} `)) return null;
    const value = rest[i].slice(header.length + 1).trim();
    values[PARTS[i].key] = value === NONE ? '' : value;
  }
  try {
    return readProposal({
      siegpunkteAngreifer: values.attackerVP,
      siegpunkteVerteidiger: values.defenderVP,
      verlusteAngreifer: values.attackerLosses,
      verlusteVerteidiger: values.defenderLosses,
      aufgegeben: values.gaveUp,
      rueckzug: values.retreatTo,
    });
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return null;
  }
}

/** The values row `row` (data row, 0 = sheet row 2) holds now, as a proposal reads them. */
export function reportedValues(tables: CampaignTables, row: number): Proposal {
  const battles = readTable<string>(tables.battles, BATTLES_SPEC);
  const map = readTable<string>(tables.battles, BATTLES_MAP_SPEC);
  const at = (key: string) => parseText(cellOf(battles, row, key));
  const num = (key: string) => Number(cellOf(battles, row, key)) || 0;
  let gaveUp: GaveUp;
  try {
    gaveUp = parseGaveUp(at('gaveUp'));
  } catch {
    gaveUp = '';
  }
  return {
    attackerVP: num('attackerVP'),
    defenderVP: num('defenderVP'),
    attackerLosses: num('attackerLosses'),
    defenderLosses: num('defenderLosses'),
    gaveUp,
    retreatTo: parseText(cellOf(map, row, 'retreatTo')),
  };
}

/** The Einspruch after deciding for the proposal: the reason, and what had been reported. */
export function takenDispute(dispute: string, reported: Proposal): string {
  return `${reasonOf(dispute)}\n${TAKEN} ${proposalLine(reported)}`;
}

/** The cells deciding for a proposal writes, by header (Rückzug nach only where the sheet has it). */
export function proposalCells(p: Proposal, withRetreat: boolean): Record<string, CellValue> {
  const cells: Record<string, CellValue> = {};
  for (const { key, field } of PARTS) {
    if (field === 'retreatTo' && !withRetreat) continue;
    cells[FIELDS[field].header] = p[key];
  }
  return cells;
}

/**
 * C11: the battle in data row `row` as it would count with the proposal's values (Status
 * entschieden, at its own place in the log); a proposal that would break a rule is refused at
 * its field with the replay's message.
 */
export function checkProposal(tables: CampaignTables, row: number, p: Proposal): BattleRowResult {
  const header = tables.battles[0] ?? [];
  const status = readTable<string>(tables.battles, BATTLES_CONFIRMATION_SPEC).columns.status ?? -1;
  const battles = readTable<string>(tables.battles, BATTLES_SPEC).columns;
  const retreat = readTable<string>(tables.battles, BATTLES_MAP_SPEC).columns.retreatTo ?? -1;
  const changed = (tables.battles[row + 1] ?? []).slice();
  while (changed.length < header.length) changed.push('');
  const put = (column: number | undefined, value: CellValue) => {
    if (column !== undefined && column >= 0) changed[column] = value;
  };
  put(battles.attackerVP, p.attackerVP);
  put(battles.defenderVP, p.defenderVP);
  put(battles.attackerLosses, p.attackerLosses);
  put(battles.defenderLosses, p.defenderLosses);
  put(battles.gaveUp, p.gaveUp);
  put(retreat, p.retreatTo);
  put(status, STATUS_DECIDED);
  const all = tables.battles.slice();
  all[row + 1] = changed;
  const result = replayCampaign({ ...tables, battles: all }).battles[row];
  if (!result) throw new RuleError('Die Zeile der Meldung ist leer.');
  if (result.error !== null)
    throw new RuleError(`Mit dem Vorschlag zählte die Schlacht nicht: ${result.error}`, result.errorField);
  return result;
}
