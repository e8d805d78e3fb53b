import { mayUnlist } from '../../../src/rules/access/unlistingChange';

test('rows or a sheet deleted, or a change Google does not classify, call for the check; edits and the rest do not', () => {
  for (const changeType of ['REMOVE_ROW', 'REMOVE_GRID', 'OTHER']) expect(mayUnlist(changeType)).toBe(true);
  for (const changeType of [
    'EDIT',
    'INSERT_ROW',
    'INSERT_COLUMN',
    'REMOVE_COLUMN',
    'INSERT_GRID',
    'FORMAT',
    '',
    undefined,
    null,
    1,
  ])
    expect(mayUnlist(changeType)).toBe(false);
});
