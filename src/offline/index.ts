/**
 * Offline Apps Script: an in-memory spreadsheet backed by HyperFormula plus the services the
 * add-on uses, for integration tests and the local preview. Development only — HyperFormula
 * (GPL-3.0) must never reach dist/.
 */
export { OfflineSpreadsheet } from './offlineSpreadsheet';
export type { WorkbookOptions } from './offlineSpreadsheet';
export { OfflineSheet } from './offlineSheet';
export { OfflineRange } from './offlineRange';
export { OfflineProtection } from './protection';
export { OfflineDataValidation, OfflineDataValidationBuilder } from './dataValidation';
export { OfflineConditionalFormatRule, OfflineConditionalFormatRuleBuilder, OfflineBooleanCondition } from './conditionalFormat';
export type { OfflineColor } from './conditionalFormat';
export { loadAddon, findCustomFunctions, webAppEvent } from './loadAddon';
export type { AddonHandle, EditEvent, LoadAddonOptions, OpenEvent, PageKeyContract, WebAppEvent } from './loadAddon';
export { InvalidInputError, typeInto } from './userEdit';
export { NotEmulatedOfflineError } from './notEmulated';
export { APPS_SCRIPT_METHODS, APPS_SCRIPT_TYPINGS } from './appsScriptMethods';
export { SHEET_CODECS } from './codecs/sheetCodecs';
export { WORKBOOK_CODECS } from './codecs/workbookCodecs';
export { cellContentsCodec } from './codecs/cellContentsCodec';
export { PropsWriter } from './codecs/cellPropsCodec';
export type { SheetCodec, SheetCodecContext } from './codecs/sheetCodec';
export { CELL_TEXT_LIMIT, CellTextTooLongError, TOO_LONG_RESULT_MESSAGE } from './cellTextLimit';
export { ARRAY_CELL_LIMIT, ARRAY_TOO_LARGE_MESSAGE, ARRAY_WORK_LIMIT, ARRAY_WORK_TOO_LARGE_MESSAGE } from './boundedFunctions';
export { FORMULA_TIME_LIMIT_MS, FORMULA_TOO_SLOW_MESSAGE } from './formulaTimeLimit';
export type { UserInput } from './userEdit';
export { createAppsScriptEnvironment, OfflineEnvironment } from './services';
export { OfflineMailApp, CONSUMER_MAIL_QUOTA } from './mailApp';
export { ConsentRequired } from './authorization';
export type { Clock } from './scriptClock';
export type { SentMail } from './mailApp';
export { OfflineUrlFetchApp, OfflineHttpResponse } from './urlFetchApp';
export type { FetchRecord } from './urlFetchApp';
export { OfflineTriggers, OfflineTrigger } from './scriptTriggers';
export type { ChangeEvent, ChangeTiming, ChangeTriggers, ChangeType } from './changeTrigger';
export type { AppsScriptGlobals, EnvironmentOptions } from './services';
export { ServiceCallCounter } from './serviceCalls';
export { OfflineSheetsApi, SHEETS_API_MODES, UNFLUSHED_MESSAGE } from './sheetsApi';
export type { SheetsApiMode } from './sheetsApi';
export { LockRegistry, LOCK_TIMEOUT_MESSAGE } from './lockService';
export type { LockEvent, LockScope } from './lockService';
export { UiRecorder, OfflineUi, OfflineMenu, QuestionPending } from './ui';
export type { CellProps, CellStyle } from './cellProperties';
export type { MenuRecord, MenuEntry, DialogRecord, AlertRecord, ToastRecord, UiResponse, PendingQuestion } from './ui';
export { OfflineHtmlOutput, OfflineHtmlTemplate } from './htmlService';
export {
  ChartType,
  chartsFromJson,
  chartsToJson,
  OfflineCharts,
  OfflineEmbeddedChart,
  OfflineEmbeddedChartBuilder,
  sheetCharts,
} from './chart';
export type { ChartJson, ChartModel, ChartPosition, ChartTypeName } from './chart';
export type { SessionUser } from './session';
export {
  WORKBOOK_FORMAT,
  WORKBOOK_VERSION,
  changedCells,
  workbookMeta,
  parseWorkbookText,
  workbookToJson,
  workbookFromJson,
  CELL_PROPS_SAVED,
} from './persistence';
export type { WorkbookJson, SheetJson, CellJson, WorkbookChangeJson, WorkbookMetaJson } from './persistence';
export { workbookSnapshot, cellErrorMessage, errorMessageAt } from './snapshot';
export type { WorkbookSnapshot, SheetSnapshot, CellExtras } from './snapshot';
export { setLocalFormula, localFormula } from './localFormula';
export { parseA1Notation, resolveA1Range, formatA1, columnToLetters, lettersToColumn } from './a1Notation';
export type { A1Range, GridRect } from './a1Notation';
export { toEngineFormula, fromEngineFormula, shiftFormula } from './formulaSyntax';
export { formatDate } from './utilities';
export { dateToSerial, isDateLike, wallClockAt, wallClockAtCached } from './dateSerial';
export { isDateFormat } from './numberFormat';
export { resultForClient } from './clientWire';
export { ANOTHER_VISITOR, devUrlOf, REPORTED_WEB_APP, WEB_APP_BEHAVIOURS } from './webAppBehaviour';
export type { WebAppBehaviour } from './webAppBehaviour';
export { BROKEN_RANGE_MESSAGE, NAME_TAKEN_MESSAGE, NAMED_RANGE_BEHAVIOURS, REPORTED_NAMED_RANGES } from './namedRangeBehaviour';
export type { NamedRangeBehaviour } from './namedRangeBehaviour';
export { LIST_CASE_BEHAVIOURS, REPORTED_LIST_CASE } from './listValidationCase';
export type { ListCase, ListCaseBehaviour } from './listValidationCase';
export { ResumableFold } from './resumableFold';
