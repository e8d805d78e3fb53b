/**
 * The workbook's own settings: its name, its locale and its time zone
 * (Spreadsheet.getName/getSpreadsheetLocale/getSpreadsheetTimeZone), as `name`, `locale` and
 * `timeZone` at the top of the file and in a change's meta.
 */
import { fail, str } from './jsonCheck';
import type { WorkbookCodec } from './workbookCodec';

const at = (path: string, key: string) => (path ? `${path}.${key}` : key);

export const workbookSettingsCodec: WorkbookCodec = {
  keys: ['name', 'locale', 'timeZone'],
  owns: ['name', 'locale', 'zone'],
  write: (workbook) => ({ name: workbook.name, locale: workbook.locale, timeZone: workbook.timeZone }),
  check(json, path) {
    str(json.name, at(path, 'name'));
    str(json.locale, at(path, 'locale'));
    str(json.timeZone, at(path, 'timeZone'));
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: json.timeZone as string });
    } catch {
      fail(at(path, 'timeZone'), 'eine gültige Zeitzone wie Europe/Berlin');
    }
  },
  read(workbook, json) {
    workbook.name = json.name as string;
    workbook.locale = json.locale as string;
    // Before the engine's first recalculation (deserializeWorkbook flushes after the codecs).
    workbook.timeZone = json.timeZone as string;
  },
};
