/**
 * C11: a dispute may propose the correct result — the result fields of a report. The proposal
 * is kept where the dispute's reason is, in the row's Einspruch (disputeText.ts reads and writes
 * it there); deciding for it writes its values into the row (here) and keeps the reported values
 * in Einspruch, so nothing entered is lost.
 */
import { RuleError } from '../ruleError';
import { CellValue } from '../cells/cellValue';
import { parseText } from '../cells/parseCell';
import { STATUS_DECIDED } from '../campaign/battleStatus';
import { BATTLES_CONFIRMATION_SPEC, BATTLES_MAP_SPEC, BATTLES_SPEC } from '../campaign/columns';
import { replayCampaign } from '../campaign/replay';
import { BattleRowResult, CampaignReplay } from '../campaign/replayResult';
import { CampaignTables, cellOf, readTable } from '../campaign/tables';
import { textFor } from '../ruleText';
import { FIELDS } from '../fields';
import { GaveUp, parseGaveUp } from '../winner';
import { PARTS, Proposal } from '../campaign/disputeText';

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

/** The cells deciding for a proposal writes, by header (Rückzug nach only where the sheet has it). */
export function proposalCells(p: Proposal, withRetreat: boolean): Record<string, CellValue> {
  const cells: Record<string, CellValue> = {};
  for (const { key, field } of PARTS) {
    if (field === 'retreatTo' && !withRetreat) continue;
    cells[FIELDS[field].header] = p[key];
  }
  return cells;
}

/** The campaign replayed with data row `row` holding the proposal's values, Status entschieden (the rows are not changed). */
export function replayWithProposal(tables: CampaignTables, row: number, p: Proposal): CampaignReplay {
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
  return replayCampaign({ ...tables, battles: all });
}

/**
 * C11: the battle in data row `row` as it would count with the proposal's values (Status
 * entschieden, at its own place in the log); a proposal that would break a rule is refused at
 * its field with the replay's message — the organiser's (his Prüfung), or, for `proposer` (the
 * disputing player, as the Spieler list spells him), in his words (ruleText.ts).
 */
export function checkProposal(tables: CampaignTables, row: number, p: Proposal, proposer?: string): BattleRowResult {
  const result = replayWithProposal(tables, row, p).battles[row];
  // Read by the disputing player too, who never sees the sheet: the report, not its row.
  if (!result) throw new RuleError('Die Meldung ist leer.');
  if (result.error === null) return result;
  if (proposer === undefined)
    throw new RuleError(`Mit dem Vorschlag zählte die Schlacht nicht: ${result.error}`, result.errorField);
  // He chooses Rückzug nach himself: where the sheet's message asks to leave it blank, he reads to choose no field (readerWords.ts).
  throw new RuleError(
    `Mit deinem Vorschlag zählte die Schlacht nicht: ${textFor(result.errorText, { kind: 'proposer', name: proposer })}`,
    result.errorField,
  );
}
