/**
 * Embedded charts (Sheet.newChart/insertChart/getCharts/updateChart/removeChart) as Apps Script
 * has them: an EmbeddedChartBuilder collects ranges, a Charts.ChartType, options and the
 * position (anchor row and column, 1-based, plus pixel offsets); build() makes an unattached
 * EmbeddedChart (getChartId() null) that insertChart puts on the sheet with a new id.
 * The model is kept beside the sheet's (not persisted): type, ranges, options, position.
 */
import type { SheetModel } from './sheetModel';
import { OfflineRange } from './offlineRange';
import { reportMissingMethods } from './notEmulated';

/** Charts.ChartType: the names Apps Script documents; each value is its name. */
export const ChartType = Object.freeze({
  AREA: 'AREA',
  BAR: 'BAR',
  BUBBLE: 'BUBBLE',
  CANDLESTICK: 'CANDLESTICK',
  COLUMN: 'COLUMN',
  COMBO: 'COMBO',
  GAUGE: 'GAUGE',
  GEO: 'GEO',
  HISTOGRAM: 'HISTOGRAM',
  LINE: 'LINE',
  ORG: 'ORG',
  PIE: 'PIE',
  RADAR: 'RADAR',
  SCATTER: 'SCATTER',
  SPARKLINE: 'SPARKLINE',
  STEPPED_AREA: 'STEPPED_AREA',
  TABLE: 'TABLE',
  TIMELINE: 'TIMELINE',
  TREEMAP: 'TREEMAP',
  WATERFALL: 'WATERFALL',
} as const);
export type ChartTypeName = keyof typeof ChartType;

/** The Charts service as far as a script building sheet charts needs it. */
export const OfflineCharts = Object.freeze({ ChartType });

export interface ChartPosition {
  anchorRow: number;
  anchorColumn: number;
  offsetX: number;
  offsetY: number;
}

/** One chart as the sheet holds it. */
export interface ChartModel {
  id: number | null;
  /** Null until setChartType. */
  type: ChartTypeName | null;
  ranges: OfflineRange[];
  options: Map<string, unknown>;
  position: ChartPosition;
  /** Rows (or columns) of the range taken as headers; -1: Sheets guesses. */
  numHeaders: number;
}

let nextChartId = 1;

/** The charts on a sheet, in insertion order (for tests and the preview). */
export function sheetCharts(sheet: SheetModel): readonly ChartModel[] {
  return sheet.charts as ChartModel[];
}

function mutableCharts(sheet: SheetModel): ChartModel[] {
  return sheet.charts as ChartModel[];
}

const copy = (m: ChartModel): ChartModel => ({
  ...m,
  ranges: [...m.ranges],
  options: new Map(m.options),
  position: { ...m.position },
});

export class OfflineChartOptions {
  /** @internal */
  constructor(private readonly options: Map<string, unknown>) {}
  /** An option set with setOption ('title', 'vAxis.title' …); null when not set. */
  get(option: string): unknown {
    return this.options.has(option) ? this.options.get(option) : null;
  }
  getOrDefault(option: string): unknown {
    return this.get(option);
  }
}

export class OfflineContainerInfo {
  /** @internal */
  constructor(private readonly position: ChartPosition) {}
  getAnchorRow(): number {
    return this.position.anchorRow;
  }
  getAnchorColumn(): number {
    return this.position.anchorColumn;
  }
  getOffsetX(): number {
    return this.position.offsetX;
  }
  getOffsetY(): number {
    return this.position.offsetY;
  }
}

export class OfflineEmbeddedChart {
  /** @internal */
  constructor(readonly model: ChartModel) {}
  getChartId(): number | null {
    return this.model.id;
  }
  getRanges(): OfflineRange[] {
    return [...this.model.ranges];
  }
  getOptions(): OfflineChartOptions {
    return new OfflineChartOptions(this.model.options);
  }
  getContainerInfo(): OfflineContainerInfo {
    return new OfflineContainerInfo(this.model.position);
  }
  getNumHeaders(): number {
    return this.model.numHeaders;
  }
  /** A builder over a copy: nothing changes until Sheet.updateChart. */
  modify(): OfflineEmbeddedChartBuilder {
    return new OfflineEmbeddedChartBuilder(copy(this.model));
  }
}

export class OfflineEmbeddedChartBuilder {
  /** @internal */
  constructor(private readonly model: ChartModel) {}
  addRange(range: OfflineRange): this {
    if (!(range instanceof OfflineRange))
      throw new Error(
        "The parameters (String) don't match the method signature for SpreadsheetApp.EmbeddedChartBuilder.addRange.",
      );
    // "Does not add the range if it has already been added to the chart."
    if (!this.model.ranges.some((r) => r.sheetModel === range.sheetModel && r.getA1Notation() === range.getA1Notation()))
      this.model.ranges.push(range);
    return this;
  }
  clearRanges(): this {
    this.model.ranges = [];
    return this;
  }
  setNumHeaders(headers: number): this {
    this.model.numHeaders = headers;
    return this;
  }
  removeRange(range: OfflineRange): this {
    this.model.ranges = this.model.ranges.filter(
      (r) => !(r.sheetModel === range.sheetModel && r.getA1Notation() === range.getA1Notation()),
    );
    return this;
  }
  getRanges(): OfflineRange[] {
    return [...this.model.ranges];
  }
  setChartType(type: ChartTypeName): this {
    if (!(String(type) in ChartType)) throw new Error(`Invalid argument: type`);
    this.model.type = String(type) as ChartTypeName;
    return this;
  }
  getChartType(): ChartTypeName | null {
    return this.model.type;
  }
  asLineChart(): this {
    return this.setChartType('LINE');
  }
  setOption(option: string, value: unknown): this {
    this.model.options.set(String(option), value);
    return this;
  }
  setPosition(anchorRowPos: number, anchorColPos: number, offsetX: number, offsetY: number): this {
    this.model.position = { anchorRow: anchorRowPos, anchorColumn: anchorColPos, offsetX, offsetY };
    return this;
  }
  getContainer(): OfflineContainerInfo {
    return new OfflineContainerInfo(this.model.position);
  }
  build(): OfflineEmbeddedChart {
    return new OfflineEmbeddedChart(copy(this.model));
  }
}

/** Sheet.newChart(): an empty builder (no type, no range, anchored at A1). */
export function newChartBuilder(): OfflineEmbeddedChartBuilder {
  return new OfflineEmbeddedChartBuilder({
    id: null,
    type: null,
    ranges: [],
    options: new Map(),
    position: { anchorRow: 1, anchorColumn: 1, offsetX: 0, offsetY: 0 },
    numHeaders: -1,
  });
}

/** Sheet.insertChart: the chart joins the sheet with a new id (the built object stays unattached). */
export function insertChart(sheet: SheetModel, chart: OfflineEmbeddedChart): void {
  mutableCharts(sheet).push({ ...copy(chart.model), id: nextChartId++ });
}

/** Sheet.getCharts: the sheet's charts, each a fresh object over a copy. */
export function getCharts(sheet: SheetModel): OfflineEmbeddedChart[] {
  return sheetCharts(sheet).map((m) => new OfflineEmbeddedChart(copy(m)));
}

/** Sheet.updateChart: replaces the chart with the same id. */
export function updateChart(sheet: SheetModel, chart: OfflineEmbeddedChart): void {
  const list = mutableCharts(sheet);
  const i = list.findIndex((m) => m.id !== null && m.id === chart.model.id);
  if (i < 0) throw new Error('Chart not found on this sheet.');
  list[i] = copy(chart.model);
}

/** Sheet.removeChart. */
export function removeChart(sheet: SheetModel, chart: OfflineEmbeddedChart): void {
  const list = mutableCharts(sheet);
  const i = list.findIndex((m) => m.id !== null && m.id === chart.model.id);
  if (i >= 0) list.splice(i, 1);
}

/** A chart as the workbook file stores it (for persistence.ts: one list per sheet). */
export interface ChartJson {
  type: ChartTypeName | null;
  /** Each range as sheet name and A1 notation. */
  ranges: { sheet: string; a1: string }[];
  options: Record<string, unknown>;
  position: ChartPosition;
  numHeaders: number;
}

/** The sheet's charts for the workbook file (ids are not kept: they are given anew on load). */
export function chartsToJson(sheet: SheetModel): ChartJson[] {
  return sheetCharts(sheet).map((m) => ({
    type: m.type,
    ranges: m.ranges.map((r) => ({ sheet: r.sheetModel.name, a1: r.getA1Notation() })),
    options: Object.fromEntries(m.options),
    position: { ...m.position },
    numHeaders: m.numHeaders,
  }));
}

/** Puts stored charts back on `sheet`; `rangeOf` finds a stored range (null: its sheet is gone, the range is dropped). */
export function chartsFromJson(
  sheet: SheetModel,
  charts: ChartJson[],
  rangeOf: (sheetName: string, a1: string) => OfflineRange | null,
): void {
  for (const json of charts) {
    const ranges = json.ranges.map((r) => rangeOf(r.sheet, r.a1)).filter((r): r is OfflineRange => r !== null);
    mutableCharts(sheet).push({
      id: nextChartId++,
      type: json.type,
      ranges,
      options: new Map(Object.entries(json.options)),
      position: { ...json.position },
      numHeaders: json.numHeaders ?? -1,
    });
  }
}

reportMissingMethods(OfflineChartOptions, 'ChartOptions');
reportMissingMethods(OfflineContainerInfo, 'ContainerInfo');
reportMissingMethods(OfflineEmbeddedChart, 'EmbeddedChart');
reportMissingMethods(OfflineEmbeddedChartBuilder, 'EmbeddedChartBuilder');
