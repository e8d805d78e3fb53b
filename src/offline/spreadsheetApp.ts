/**
 * The SpreadsheetApp global for one workbook: the active spreadsheet is that workbook — except
 * while the script runs as a web app (doGet and google.script.run from its page), where Google
 * documents the container's "active" methods as not available ("When a bound script is run as
 * a web app or via the Apps Script API, these methods are not available",
 * https://developers.google.com/apps-script/guides/bound#special_methods): then getActive and
 * getActiveSpreadsheet answer as `webApp.activeSpreadsheet` says (null, the container, or a
 * throw — webAppBehaviour.ts), getUi throws (unless `webApp.ui` says otherwise), and the script must use openById.
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
import { NOT_AVAILABLE_MESSAGE, REPORTED_WEB_APP, WebAppBehaviour } from './webAppBehaviour';

export class OfflineSpreadsheetApp {
  readonly ProtectionType = ProtectionType;
  readonly DataValidationCriteria = DataValidationCriteria;
  readonly BooleanCriteria = BooleanCriteria;
  readonly BorderStyle = BorderStyle;
  readonly WrapStrategy = WrapStrategy;

  /** @internal True while the script runs as a web app (see above). */
  inWebApp = false;

  /** @internal What the web app's open questions answer (webAppBehaviour.ts). */
  webApp: WebAppBehaviour = { ...REPORTED_WEB_APP };

  /** @internal True while a time-driven trigger of the project runs (its event's triggerUid is a clock trigger). */
  inTimeTrigger = false;

  /**
   * What getActiveSpreadsheet answers in a time-driven trigger: Google documents the container's
   * "active" methods only for web apps and the API ("not available", guides/bound#special_methods)
   * and says nothing for a clock trigger; users of bound scripts observe the container. The twin
   * also offers null and a throw.
   */
  timeTriggerActiveSpreadsheet: WebAppBehaviour['activeSpreadsheet'] = 'container';

  /** @internal */
  constructor(
    readonly workbook: OfflineSpreadsheet,
    private readonly granted: GrantedScopes = new GrantedScopes(null),
  ) {}

  // Typed like @types/google-apps-script (non-null); null only inside a web app.
  getActive(): OfflineSpreadsheet {
    return this.activeContainer();
  }

  getActiveSpreadsheet(): OfflineSpreadsheet {
    return this.activeContainer();
  }

  private activeContainer(): OfflineSpreadsheet {
    const answer = this.inWebApp
      ? this.webApp.activeSpreadsheet
      : this.inTimeTrigger
        ? this.timeTriggerActiveSpreadsheet
        : 'container';
    if (answer === 'container') return this.workbook;
    if (answer === 'throws') throw new Error(NOT_AVAILABLE_MESSAGE);
    return null as unknown as OfflineSpreadsheet;
  }

  /** The one workbook there is, by its id; any other id fails as in Apps Script. */
  openById(id: string): OfflineSpreadsheet {
    if (String(id) !== this.workbook.getId()) {
      throw new Error('Unexpected error while getting the method or property openById on object SpreadsheetApp.');
    }
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
    if (this.inWebApp && this.webApp.ui !== 'answers') throw new Error('Cannot call SpreadsheetApp.getUi() from this context.');
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
   * The Sheets API twin reads only what was flushed (sheetsApi.ts).
   */
  flush(): void {
    this.workbook.model.changes.markFlushed();
  }
}

countServiceCalls(OfflineSpreadsheetApp, 'SpreadsheetApp', (app) => app.workbook.model.calls);

reportMissingMethods(OfflineSpreadsheetApp, 'SpreadsheetApp');
