/**
 * The SpreadsheetApp global for one workbook: the active spreadsheet is always that workbook.
 */
import { OfflineDataValidationBuilder } from './dataValidation';
import { OfflineConditionalFormatRuleBuilder } from './conditionalFormat';
import { BooleanCriteria, BorderStyle, DataValidationCriteria, ProtectionType, WrapStrategy } from './enums';
import { countServiceCalls } from './serviceCalls';
import { GrantedScopes } from './authorization';
import { OfflineUi } from './ui';
import type { OfflineRange } from './offlineRange';
import type { OfflineSheet } from './offlineSheet';
import type { OfflineSpreadsheet } from './offlineSpreadsheet';
import { reportMissingMethods } from './notEmulated';

export class OfflineSpreadsheetApp {
  readonly ProtectionType = ProtectionType;
  readonly DataValidationCriteria = DataValidationCriteria;
  readonly BooleanCriteria = BooleanCriteria;
  readonly BorderStyle = BorderStyle;
  readonly WrapStrategy = WrapStrategy;

  /** @internal */
  constructor(
    readonly workbook: OfflineSpreadsheet,
    private readonly granted: GrantedScopes = new GrantedScopes(null),
  ) {}

  getActive(): OfflineSpreadsheet {
    return this.workbook;
  }

  getActiveSpreadsheet(): OfflineSpreadsheet {
    return this.workbook;
  }

  getActiveSheet(): OfflineSheet {
    return this.workbook.model.activeSheet().facade;
  }

  setActiveSheet(sheet: OfflineSheet): OfflineSheet {
    this.workbook.model.activate(sheet.model);
    return sheet;
  }

  getActiveRange(): OfflineRange {
    const sheet = this.workbook.model.activeSheet();
    return sheet.range(this.workbook.model.active?.rect ?? { row: 1, column: 1, numRows: 1, numColumns: 1 });
  }

  getCurrentCell(): OfflineRange {
    const sheet = this.workbook.model.activeSheet();
    const rect = this.workbook.model.active?.rect;
    return sheet.range({ row: rect?.row ?? 1, column: rect?.column ?? 1, numRows: 1, numColumns: 1 });
  }

  getUi(): OfflineUi {
    return new OfflineUi(this.workbook.model.ui, this.granted);
  }

  newDataValidation(): OfflineDataValidationBuilder {
    return new OfflineDataValidationBuilder();
  }

  newConditionalFormatRule(): OfflineConditionalFormatRuleBuilder {
    return new OfflineConditionalFormatRuleBuilder();
  }

  /**
   * Applies pending changes. Writes are in the model already; the recalculation they set off
   * runs when a formula's result is next read (Sheets too recalculates after the script).
   */
  flush(): void {}
}

countServiceCalls(OfflineSpreadsheetApp, 'SpreadsheetApp', (app) => app.workbook.model.calls);

reportMissingMethods(OfflineSpreadsheetApp, 'SpreadsheetApp');
