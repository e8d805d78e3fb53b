/** Sheet and range protections (protection.ts): description, warning, editors, unprotected ranges. */
import { formatA1 } from '../a1Notation';
import type { ProtectionTypeName } from '../enums';
import { ProtectionModel } from '../protection';
import { a1In, bool, fail, isObject, list, str } from './jsonCheck';
import type { SheetCodec } from './sheetCodec';

export interface ProtectionJson {
  type: ProtectionTypeName;
  /** A1 range on the sheet; absent for a sheet protection. */
  range?: string;
  description: string;
  warningOnly: boolean;
  domainEdit: boolean;
  editors: string[];
  unprotected: string[];
}

export const protectionsCodec: SheetCodec = {
  keys: ['protections'],
  owns: ['protections'],
  optional: false,
  write: (sheet) => ({
    protections: sheet.protections.map((p): ProtectionJson => ({
      type: p.type,
      ...(p.rect ? { range: formatA1(p.rect) } : {}),
      description: p.description,
      warningOnly: p.warningOnly,
      domainEdit: p.domainEdit,
      editors: [...p.editors],
      unprotected: p.unprotected.map((rect) => formatA1(rect)),
    })),
  }),
  check(json, path, { rows, columns }) {
    list(json.protections, `${path}.protections`).forEach((p, j) => {
      const pp = `${path}.protections[${j}]`;
      if (!isObject(p)) fail(pp, 'ein Objekt');
      if (p.type !== 'RANGE' && p.type !== 'SHEET') fail(`${pp}.type`, 'RANGE oder SHEET');
      if (p.type === 'RANGE') a1In(p.range, `${pp}.range`, rows, columns);
      str(p.description, `${pp}.description`);
      bool(p.warningOnly, `${pp}.warningOnly`);
      bool(p.domainEdit, `${pp}.domainEdit`);
      if (!Array.isArray(p.editors) || p.editors.some((e) => typeof e !== 'string'))
        fail(`${pp}.editors`, 'eine Liste von E-Mail-Adressen');
      list(p.unprotected, `${pp}.unprotected`).forEach((u, k) => a1In(u, `${pp}.unprotected[${k}]`, rows, columns));
    });
  },
  read(sheet, json) {
    const { maxRows: rows, maxColumns: columns } = sheet;
    for (const p of json.protections as ProtectionJson[]) {
      const model = new ProtectionModel(p.type, sheet, p.range === undefined ? undefined : a1In(p.range, 'range', rows, columns));
      Object.assign(model, {
        description: p.description,
        warningOnly: p.warningOnly,
        domainEdit: p.domainEdit,
        editors: [...p.editors],
        unprotected: p.unprotected.map((u) => a1In(u, 'unprotected', rows, columns)),
      });
      sheet.protections.push(model);
    }
  },
};
