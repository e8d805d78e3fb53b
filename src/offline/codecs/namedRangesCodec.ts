/**
 * The spreadsheet's named ranges (namedRanges.ts) as `namedRanges`: each name with its sheet and
 * its cells in A1 notation, null for a name whose cells were deleted (#REF!). Left out while the
 * workbook has none, so files written before named ranges read and write unchanged.
 */
import { formatA1 } from '../a1Notation';
import { a1In, fail, isObject, list, str } from './jsonCheck';
import type { WorkbookCodec } from './workbookCodec';

interface NamedRangeJson {
  name: string;
  sheet: string;
  range: string | null;
}

const at = (path: string) => (path ? `${path}.namedRanges` : 'namedRanges');

export const namedRangesCodec: WorkbookCodec = {
  keys: ['namedRanges'],
  owns: ['namedRanges'],
  write(workbook) {
    const entries = workbook.namedRanges.entries();
    if (entries.length === 0) return {};
    const json: NamedRangeJson[] = entries.map(({ name, sheet, rect }) => ({
      name,
      sheet: sheet.name,
      range: rect ? formatA1(rect) : null,
    }));
    return { namedRanges: json };
  },
  check(json, path) {
    if (json.namedRanges === undefined) return;
    list(json.namedRanges, at(path)).forEach((entry, i) => {
      const here = `${at(path)}[${i}]`;
      if (!isObject(entry)) fail(here, 'ein Objekt');
      str(entry.name, `${here}.name`);
      str(entry.sheet, `${here}.sheet`);
      if (entry.range !== null) str(entry.range, `${here}.range`);
    });
  },
  read(workbook, json) {
    const saved = (json.namedRanges ?? []) as NamedRangeJson[];
    workbook.namedRanges.replaceAll(
      saved.map((entry, i) => {
        const here = `namedRanges[${i}]`;
        const sheet = workbook.byName(entry.sheet) ?? fail(`${here}.sheet`, 'der Name eines Tabellenblatts der Datei');
        const rect = entry.range === null ? undefined : a1In(entry.range, `${here}.range`, sheet.maxRows, sheet.maxColumns);
        return { name: entry.name, sheet, rect };
      }),
    );
  },
};
