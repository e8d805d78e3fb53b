/** Conditional format rules (conditionalFormat.ts); the key is absent when a sheet has none. */
import { ConditionalFormatJson, OfflineConditionalFormatRule } from '../conditionalFormat';
import { fail, isObject, list } from './jsonCheck';
import type { SheetCodec } from './sheetCodec';

export const conditionalFormatsCodec: SheetCodec = {
  keys: ['conditionalFormats'],
  owns: ['conditionalFormatRules'],
  optional: true,
  write: (sheet) =>
    sheet.conditionalFormatRules.length
      ? { conditionalFormats: (sheet.conditionalFormatRules as OfflineConditionalFormatRule[]).map((rule) => rule.toJson()) }
      : {},
  check(json, path) {
    if (json.conditionalFormats === undefined) return;
    list(json.conditionalFormats, `${path}.conditionalFormats`).forEach((rule, i) => {
      const at = `${path}.conditionalFormats[${i}]`;
      if (!isObject(rule)) fail(at, 'ein Objekt');
      if (!Array.isArray(rule.values) || !rule.values.every((v) => typeof v === 'string'))
        fail(`${at}.values`, 'eine Liste von Texten');
      for (const key of ['criteria', 'background', 'fontColor']) {
        if (rule[key] !== null && typeof rule[key] !== 'string') fail(`${at}.${key}`, 'ein Text oder null');
      }
      if (
        !Array.isArray(rule.ranges) ||
        !rule.ranges.every((r) => isObject(r) && typeof r.sheet === 'string' && typeof r.a1 === 'string')
      ) {
        fail(`${at}.ranges`, 'eine Liste von Objekten mit sheet und a1');
      }
    });
  },
  read(sheet, json, { rangeOf }) {
    if (!json.conditionalFormats) return;
    sheet.conditionalFormatRules = (json.conditionalFormats as ConditionalFormatJson[]).map((rule) =>
      OfflineConditionalFormatRule.fromJson(rule, rangeOf),
    );
  },
};
