/**
 * Every feature the workbook saves besides its sheets, each by its own codec. A new stateful
 * WorkbookModel field adds its codec here; test/offline/persistenceCodecs.test.ts fails for a
 * field no codec owns. Cell contents (values, formulas) are per cell: cellContentsCodec.ts.
 */
import { documentPropertiesCodec } from './documentPropertiesCodec';
import { namedRangesCodec } from './namedRangesCodec';
import type { WorkbookCodec } from './workbookCodec';
import { workbookSettingsCodec } from './workbookSettingsCodec';

export const WORKBOOK_CODECS: readonly WorkbookCodec[] = [workbookSettingsCodec, documentPropertiesCodec, namedRangesCodec];
