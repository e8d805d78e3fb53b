/**
 * Every feature a sheet saves besides its cells, each by its own codec. A new stateful feature
 * adds its codec here; test/offline/persistenceCodecs.test.ts fails for a SheetModel field no
 * codec owns. Cells are saved per cell: values and formulas by cellContentsCodec.ts; notes,
 * formats, styles and validations by cellPropsCodec.ts.
 */
import { chartsCodec } from './chartsCodec';
import { conditionalFormatsCodec } from './conditionalFormatsCodec';
import { protectionsCodec } from './protectionsCodec';
import type { SheetCodec } from './sheetCodec';
import { sheetSettingsCodec } from './sheetSettingsCodec';

export const SHEET_CODECS: readonly SheetCodec[] = [sheetSettingsCodec, protectionsCodec, chartsCodec, conditionalFormatsCodec];
