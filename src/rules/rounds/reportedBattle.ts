import { CellValue, isBlank, isDate } from '../cells/cellValue';
import { parseText } from '../cells/parseCell';
import { BATTLES_SPEC } from '../campaign/columns';
import { CampaignTables, cellOf, readTable } from '../campaign/tables';
import { Proposal } from '../campaign/disputeText';
import { reportedValues } from './proposal';

/** C9: a reported battle's own cells — what whoever confirms, disputes or decides it sees. */
export interface ReportedBattle extends Proposal {
  /** Datum as the cell holds it: a Date (the server formats it in the sheet's zone), text, or null when blank. */
  date: Date | string | null;
  mission: string;
  mobilisation: number;
  /** 0: not scaled. */
  scaledTo: number;
  note: string;
}

/** Data row `row` (0 = sheet row 2) of Schlachten as reported. */
export function reportedBattle(tables: CampaignTables, row: number): ReportedBattle {
  const table = readTable<string>(tables.battles, BATTLES_SPEC);
  const at = (key: string): CellValue => cellOf(table, row, key);
  const date = at('date');
  return {
    ...reportedValues(tables, row),
    date: isBlank(date) ? null : isDate(date) ? date : parseText(date),
    mission: parseText(at('mission')),
    mobilisation: Number(at('mobilisation')) || 0,
    scaledTo: Number(at('scaledTo')) || 0,
    note: parseText(at('note')),
  };
}
