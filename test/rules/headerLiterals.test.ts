import * as fs from 'fs';
import * as path from 'path';
import { FIELDS, FieldKey } from '../../src/rules/fields';

/**
 * One declaration per header (issue 16): the input columns that name who, where and when a
 * row is about are typed in the field registry only; every other file derives them from FIELDS.
 * (Sheet specs in campaign/columns.ts name sheets, which may share a word with a header.)
 */
const NAMING_FIELDS: FieldKey[] = ['round', 'date', 'player', 'army', 'field', 'kind'];
const ALLOWED = new Set(['rules/fields.ts', 'rules/campaign/columns.ts']);
const SRC = path.join(__dirname, '../../src');

function tsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('registry headers typed as literals', () => {
  it.each(NAMING_FIELDS)('no file outside the registry types the header of %s', (key) => {
    const literal = `'${FIELDS[key].header}'`;
    const offenders = tsFiles(SRC)
      .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
      .filter((file) => !ALLOWED.has(file))
      .filter((file) => fs.readFileSync(path.join(SRC, file), 'utf8').includes(literal));
    expect(offenders).toEqual([]);
  });
});
