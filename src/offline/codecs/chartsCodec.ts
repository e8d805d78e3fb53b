/** Embedded charts (chart.ts); the key is absent when a sheet has none. */
import { ChartJson, chartsFromJson, chartsToJson, ChartType } from '../chart';
import { fail, int, isObject, list, str } from './jsonCheck';
import type { SheetCodec } from './sheetCodec';

export const chartsCodec: SheetCodec = {
  keys: ['charts'],
  owns: ['charts'],
  optional: true,
  write: (sheet) => (sheet.charts.length ? { charts: chartsToJson(sheet) } : {}),
  check(json, path) {
    if (json.charts === undefined) return;
    list(json.charts, `${path}.charts`).forEach((c, i) => {
      const at = `${path}.charts[${i}]`;
      if (!isObject(c)) fail(at, 'ein Objekt');
      if (c.type !== null && !(typeof c.type === 'string' && c.type in ChartType)) fail(`${at}.type`, 'ein Diagrammtyp wie LINE');
      list(c.ranges, `${at}.ranges`).forEach((r, j) => {
        if (!isObject(r)) fail(`${at}.ranges[${j}]`, 'ein Objekt mit sheet und a1');
        str(r.sheet, `${at}.ranges[${j}].sheet`);
        str(r.a1, `${at}.ranges[${j}].a1`);
      });
      if (!isObject(c.options)) fail(`${at}.options`, 'ein Objekt');
      if (!isObject(c.position)) fail(`${at}.position`, 'ein Objekt');
      int(c.position.anchorRow, `${at}.position.anchorRow`, 1);
      int(c.position.anchorColumn, `${at}.position.anchorColumn`, 1);
      int(c.position.offsetX, `${at}.position.offsetX`, 0);
      int(c.position.offsetY, `${at}.position.offsetY`, 0);
      if (c.numHeaders !== undefined) int(c.numHeaders, `${at}.numHeaders`, -1);
    });
  },
  read(sheet, json, { rangeOf }) {
    if (json.charts) chartsFromJson(sheet, json.charts as ChartJson[], rangeOf);
  },
};
