/** The document properties (PropertiesService.getDocumentProperties): texts by key. */
import { fail, isObject } from './jsonCheck';
import type { WorkbookCodec } from './workbookCodec';

export const documentPropertiesCodec: WorkbookCodec = {
  keys: ['documentProperties'],
  owns: ['documentProperties'],
  write: (workbook) => ({ documentProperties: workbook.documentProperties.getProperties() }),
  check(json, path) {
    const at = path ? `${path}.documentProperties` : 'documentProperties';
    const value = json.documentProperties;
    if (!isObject(value) || Object.values(value).some((v) => typeof v !== 'string')) fail(at, 'ein Objekt mit Texten');
  },
  read(workbook, json) {
    workbook.documentProperties.setProperties(json.documentProperties as Record<string, string>, true);
  },
};
