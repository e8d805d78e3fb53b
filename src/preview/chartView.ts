/**
 * The sheet's embedded charts as the page draws them: position, size, titles and the data of
 * the first range read like Sheets does — the first row names the series, the first column is
 * the domain; columns without a header and rows without a domain value are left out.
 */
import type { OfflineSpreadsheet } from '../offline';

export interface PageChart {
  type: string;
  title: string;
  xTitle: string;
  yTitle: string;
  anchorRow: number;
  anchorColumn: number;
  offsetX: number;
  offsetY: number;
  width: number;
  height: number;
  /** The domain's values (x axis), as text. */
  categories: string[];
  series: { name: string; values: (number | null)[] }[];
}

const DEFAULT_SIZE = { width: 600, height: 371 };

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const numberOption = (value: unknown, fallback: number): number => (typeof value === 'number' && value > 0 ? value : fallback);

export function chartsView(workbook: OfflineSpreadsheet, sheetName: string): PageChart[] {
  const sheet = workbook.getSheetByName(sheetName);
  if (!sheet) return [];
  return sheet.getCharts().map((chart) => {
    const options = chart.getOptions();
    const info = chart.getContainerInfo();
    const [range] = chart.getRanges();
    const values = range ? range.getValues() : [];
    const header = values[0] ?? [];
    const columns = header.map((h, c) => c).filter((c) => c > 0 && text(header[c]).trim() !== '');
    const rows = values.slice(1).filter((row) => text(row[0]).trim() !== '');
    return {
      type: String(chart.modify().getChartType() ?? ''),
      title: text(options.get('title')),
      xTitle: text(options.get('hAxis.title')),
      yTitle: text(options.get('vAxis.title')),
      anchorRow: info.getAnchorRow(),
      anchorColumn: info.getAnchorColumn(),
      offsetX: info.getOffsetX(),
      offsetY: info.getOffsetY(),
      width: numberOption(options.get('width'), DEFAULT_SIZE.width),
      height: numberOption(options.get('height'), DEFAULT_SIZE.height),
      categories: rows.map((row) => text(row[0])),
      series: columns.map((c) => ({
        name: text(header[c]),
        values: rows.map((row) => (typeof row[c] === 'number' ? (row[c] as number) : null)),
      })),
    };
  });
}
