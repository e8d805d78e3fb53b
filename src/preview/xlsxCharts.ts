/**
 * The Verlauf's line charts in the .xlsx as real spreadsheet charts (DrawingML), not pictures:
 * LibreOffice, Excel and Google Sheets' import draw them from the exported table, print them,
 * and keep them editable. exceljs cannot write charts, so each is added to the saved package
 * (xlsxPackage.ts) as its parts: the chart, a drawing anchoring it, their relationships and
 * content types. On paper the charts get the first page: right of the repeated first column
 * and, where two side by side are wider than the page, smaller.
 */
import type JSZip from 'jszip';
import type ExcelJS from 'exceljs';
import type { OfflineSheet } from '../offline';
import { CHART_COLOURS } from './chartColours';
import { CHAR_PX } from './xlsxPrint';

/** One series: the header cell naming it and its values, one per category. */
interface Series {
  nameRef: string;
  name: string;
  valuesRef: string;
  values: (number | null)[];
}

/** A chart as the xlsx needs it. */
export interface XlsxChart {
  title: string;
  xTitle: string;
  yTitle: string;
  categoriesRef: string;
  categories: (number | string)[];
  series: Series[];
  /** Top left and bottom right corner: 0-based cell and offset in EMU. */
  from: CellPoint;
  to: CellPoint;
}

interface CellPoint {
  column: number;
  columnOffset: number;
  row: number;
  rowOffset: number;
}

const EMU_PER_PX = 9525;
const DEFAULT_ROW_PT = 15;
const PX_PER_PT = 4 / 3;
/** Space between the repeated first column (or the page's edge) and the charts. */
const PAGE_GAP = 8;

function absolute(sheet: string, row: number, column: number): string {
  let letters = '';
  for (let c = column; c > 0; c = Math.floor((c - 1) / 26)) letters = String.fromCharCode(65 + ((c - 1) % 26)) + letters;
  const name = /^[A-Za-z_][A-Za-z0-9_.]*$/.test(sheet) ? sheet : `'${sheet.replace(/'/g, "''")}'`;
  return `${name}!$${letters}$${row}`;
}

/** A point `px` pixels from the sheet's left or top edge, as cell index and offset. */
function locate(px: number, size: (index: number) => number): { index: number; offset: number } {
  let index = 0;
  let left = px;
  while (left >= size(index) && index < 16000) {
    left -= size(index);
    index++;
  }
  return { index, offset: Math.round(left * EMU_PER_PX) };
}

/**
 * The sheet's charts with header row and domain column (as setup builds the Verlauf's), over
 * the table rows that hold a category; `ws` gives the exported column widths and row heights.
 */
export function describeCharts(sheet: OfflineSheet, ws: ExcelJS.Worksheet, page: { left: number; width: number }): XlsxChart[] {
  const name = sheet.getName();
  const columnPx = (i: number) => (ws.getColumn(i + 1).width ?? 8.43) * CHAR_PX;
  const rowPx = (i: number) => (ws.getRow(i + 1).height ?? DEFAULT_ROW_PT) * PX_PER_PT;
  const charts = sheet.getCharts();
  const place = (chart: (typeof charts)[number]) => {
    const info = chart.getContainerInfo();
    return {
      x: sumSizes(info.getAnchorColumn() - 1, columnPx) + info.getOffsetX(),
      y: sumSizes(info.getAnchorRow() - 1, rowPx) + info.getOffsetY(),
      width: Number(chart.getOptions().get('width') ?? 600),
      height: Number(chart.getOptions().get('height') ?? 371),
    };
  };
  const right = Math.max(0, ...charts.map((c) => place(c).x + place(c).width));
  const scale = Math.min(1, (page.width - 2 * PAGE_GAP) / Math.max(right, 1));
  return charts.flatMap((chart): XlsxChart[] => {
    const [range] = chart.getRanges();
    if (!range || chart.getNumHeaders() < 1) return [];
    const values = range.getValues();
    const top = range.getRow();
    const left = range.getColumn();
    // The table's rounds: the rows below the header with a category, up to the first blank.
    let count = 0;
    while (count + 1 < values.length && values[count + 1][0] !== '') count++;
    const categories = values.slice(1, 1 + count).map((line) => line[0] as number | string);
    const series: Series[] = [];
    for (let c = 1; c < values[0].length; c++) {
      if (values[0][c] === '') continue;
      series.push({
        nameRef: absolute(name, top, left + c),
        name: String(values[0][c]),
        valuesRef: `${absolute(name, top + 1, left + c)}:${absolute(name, top + count, left + c).split('!')[1]}`,
        values: values.slice(1, 1 + count).map((line) => (typeof line[c] === 'number' ? (line[c] as number) : null)),
      });
    }
    const options = chart.getOptions();
    const at = place(chart);
    const x = page.left + PAGE_GAP + at.x * scale;
    const y = at.y * scale;
    const width = at.width * scale;
    const height = at.height * scale;
    const from = locate(x, columnPx);
    const fromRow = locate(y, rowPx);
    const to = locate(x + width, columnPx);
    const toRow = locate(y + height, rowPx);
    return [
      {
        title: String(options.get('title') ?? ''),
        xTitle: String(options.get('hAxis.title') ?? ''),
        yTitle: String(options.get('vAxis.title') ?? ''),
        categoriesRef: `${absolute(name, top + 1, left)}:${absolute(name, top + count, left).split('!')[1]}`,
        categories,
        series,
        from: { column: from.index, columnOffset: from.offset, row: fromRow.index, rowOffset: fromRow.offset },
        to: { column: to.index, columnOffset: to.offset, row: toRow.index, rowOffset: toRow.offset },
      },
    ];
  });
}

function sumSizes(count: number, size: (index: number) => number): number {
  let total = 0;
  for (let i = 0; i < count; i++) total += size(i);
  return total;
}

/** The last 1-based row a chart reaches into (0 without charts). */
export function lastChartRow(charts: XlsxChart[]): number {
  return Math.max(0, ...charts.map((c) => (c.to.rowOffset > 0 ? c.to.row + 1 : c.to.row)));
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function richText(text: string, size: number, bold: boolean, rotated = false): string {
  return (
    `<c:tx><c:rich><a:bodyPr${rotated ? ' rot="-5400000" vert="horz"' : ''}/><a:lstStyle/><a:p><a:pPr><a:defRPr sz="${size}" b="${bold ? 1 : 0}"/></a:pPr>` +
    `<a:r><a:rPr lang="de-DE" sz="${size}" b="${bold ? 1 : 0}"/><a:t>${escapeXml(text)}</a:t></a:r></a:p></c:rich></c:tx><c:overlay val="0"/>`
  );
}

function numCache(values: (number | string | null)[]): string {
  const points = values
    .map((v, i) => (v === null || v === '' ? '' : `<c:pt idx="${i}"><c:v>${escapeXml(String(v))}</c:v></c:pt>`))
    .join('');
  return `<c:numCache><c:formatCode>General</c:formatCode><c:ptCount val="${values.length}"/>${points}</c:numCache>`;
}

/** The chart part: a line per series, Runde on the x axis, legend on the right. */
export function chartXml(chart: XlsxChart): string {
  const series = chart.series
    .map((s, i) => {
      const colour = CHART_COLOURS[i % CHART_COLOURS.length].slice(1).toUpperCase();
      return (
        `<c:ser><c:idx val="${i}"/><c:order val="${i}"/>` +
        `<c:tx><c:strRef><c:f>${escapeXml(s.nameRef)}</c:f><c:strCache><c:ptCount val="1"/><c:pt idx="0"><c:v>${escapeXml(s.name)}</c:v></c:pt></c:strCache></c:strRef></c:tx>` +
        `<c:spPr><a:ln w="28575" cap="rnd"><a:solidFill><a:srgbClr val="${colour}"/></a:solidFill><a:round/></a:ln></c:spPr>` +
        `<c:marker><c:symbol val="none"/></c:marker>` +
        `<c:cat><c:numRef><c:f>${escapeXml(chart.categoriesRef)}</c:f>${numCache(chart.categories)}</c:numRef></c:cat>` +
        `<c:val><c:numRef><c:f>${escapeXml(s.valuesRef)}</c:f>${numCache(s.values)}</c:numRef></c:val>` +
        `<c:smooth val="0"/></c:ser>`
      );
    })
    .join('');
  const axis = (tag: 'catAx' | 'valAx', id: number, cross: number, position: string, title: string) =>
    `<c:${tag}><c:axId val="${id}"/><c:scaling><c:orientation val="minMax"/></c:scaling><c:delete val="0"/><c:axPos val="${position}"/>` +
    (tag === 'valAx'
      ? '<c:majorGridlines><c:spPr><a:ln><a:solidFill><a:srgbClr val="E8EAED"/></a:solidFill></a:ln></c:spPr></c:majorGridlines>'
      : '') +
    `<c:title>${richText(title, 1000, false, tag === 'valAx')}</c:title>` +
    `<c:numFmt formatCode="General" sourceLinked="1"/><c:majorTickMark val="out"/><c:minorTickMark val="none"/><c:tickLblPos val="nextTo"/>` +
    `<c:crossAx val="${cross}"/><c:crosses val="autoZero"/>` +
    (tag === 'catAx'
      ? '<c:auto val="1"/><c:lblAlgn val="ctr"/><c:lblOffset val="100"/><c:noMultiLvlLbl val="0"/>'
      : '<c:crossBetween val="between"/>') +
    `</c:${tag}>`;
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<c:chartSpace xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><c:roundedCorners val="0"/><c:chart>' +
    `<c:title>${richText(chart.title, 1400, true)}</c:title><c:autoTitleDeleted val="0"/>` +
    `<c:plotArea><c:layout/><c:lineChart><c:grouping val="standard"/><c:varyColors val="0"/>${series}` +
    '<c:marker val="1"/><c:axId val="500000001"/><c:axId val="500000002"/></c:lineChart>' +
    axis('catAx', 500000001, 500000002, 'b', chart.xTitle) +
    axis('valAx', 500000002, 500000001, 'l', chart.yTitle) +
    '</c:plotArea><c:legend><c:legendPos val="r"/><c:overlay val="0"/></c:legend><c:plotVisOnly val="1"/><c:dispBlanksAs val="gap"/></c:chart></c:chartSpace>'
  );
}

function drawingXml(charts: XlsxChart[]): string {
  const point = (tag: string, p: CellPoint) =>
    `<xdr:${tag}><xdr:col>${p.column}</xdr:col><xdr:colOff>${p.columnOffset}</xdr:colOff><xdr:row>${p.row}</xdr:row><xdr:rowOff>${p.rowOffset}</xdr:rowOff></xdr:${tag}>`;
  const anchors = charts
    .map(
      (chart, i) =>
        `<xdr:twoCellAnchor editAs="oneCell">${point('from', chart.from)}${point('to', chart.to)}` +
        `<xdr:graphicFrame macro=""><xdr:nvGraphicFramePr><xdr:cNvPr id="${i + 2}" name="${escapeXml(chart.title)}"/><xdr:cNvGraphicFramePr/></xdr:nvGraphicFramePr>` +
        '<xdr:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/></xdr:xfrm><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/chart">' +
        `<c:chart xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" r:id="rId${i + 1}"/></a:graphicData></a:graphic></xdr:graphicFrame><xdr:clientData/></xdr:twoCellAnchor>`,
    )
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<xdr:wsDr xmlns:xdr="http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
    `xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">${anchors}</xdr:wsDr>`
  );
}

const RELS_HEADER =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The worksheet part of a sheet, by name, from workbook.xml and its relationships. */
async function sheetPart(zip: JSZip, sheetName: string): Promise<string | undefined> {
  const workbook = (await zip.file('xl/workbook.xml')?.async('string')) ?? '';
  const rels = (await zip.file('xl/_rels/workbook.xml.rels')?.async('string')) ?? '';
  const sheet = [...workbook.matchAll(/<sheet\b[^>]*>/g)]
    .map((m) => m[0])
    .find((tag) => tag.includes(`name="${escapeXml(sheetName)}"`));
  const id = sheet && /r:id="([^"]+)"/.exec(sheet)?.[1];
  const target = id && new RegExp(`<Relationship\\b[^>]*Id="${id}"[^>]*>`).exec(rels)?.[0];
  const path = target && /Target="([^"]+)"/.exec(target)?.[1];
  return path ? `xl/${path.replace(/^\/?xl\//, '')}` : undefined;
}

/** Adds the charts to the opened .xlsx package, per sheet name. */
export async function addChartParts(zip: JSZip, bySheet: Map<string, XlsxChart[]>): Promise<void> {
  let types = (await zip.file('[Content_Types].xml')?.async('string')) ?? '';
  let chartNumber = 0;
  let drawingNumber = 0;
  for (const [sheetName, charts] of bySheet) {
    if (charts.length === 0) continue;
    const part = await sheetPart(zip, sheetName);
    if (!part) continue;
    do drawingNumber++;
    while (zip.file(`xl/drawings/drawing${drawingNumber}.xml`));
    const drawing = `xl/drawings/drawing${drawingNumber}.xml`;
    const chartRels: string[] = [];
    charts.forEach((chart, i) => {
      do chartNumber++;
      while (zip.file(`xl/charts/chart${chartNumber}.xml`));
      zip.file(`xl/charts/chart${chartNumber}.xml`, chartXml(chart));
      types = types.replace(
        '</Types>',
        `<Override PartName="/xl/charts/chart${chartNumber}.xml" ContentType="application/vnd.openxmlformats-officedocument.drawingml.chart+xml"/></Types>`,
      );
      chartRels.push(`<Relationship Id="rId${i + 1}" Type="${REL}/chart" Target="../charts/chart${chartNumber}.xml"/>`);
    });
    zip.file(drawing, drawingXml(charts));
    zip.file(`xl/drawings/_rels/drawing${drawingNumber}.xml.rels`, `${RELS_HEADER}${chartRels.join('')}</Relationships>`);
    types = types.replace(
      '</Types>',
      `<Override PartName="/${drawing}" ContentType="application/vnd.openxmlformats-officedocument.drawing+xml"/></Types>`,
    );
    // The sheet points at its drawing: a relationship, and <drawing> before <legacyDrawing> (the notes).
    const relsPath = part.replace(/([^/]+)$/, '_rels/$1.rels');
    const rels = (await zip.file(relsPath)?.async('string')) ?? `${RELS_HEADER}</Relationships>`;
    const id = 'rIdKriegsratCharts';
    zip.file(
      relsPath,
      rels.replace(
        '</Relationships>',
        `<Relationship Id="${id}" Type="${REL}/drawing" Target="../drawings/drawing${drawingNumber}.xml"/></Relationships>`,
      ),
    );
    const xml = (await zip.file(part)!.async('string')).replace(
      /(<legacyDrawing\b|<legacyDrawingHF\b|<picture\b|<oleObjects\b|<controls\b|<webPublishItems\b|<tableParts\b|<extLst\b|<\/worksheet>)/,
      `<drawing r:id="${id}"/>$1`,
    );
    zip.file(part, xml);
  }
  zip.file('[Content_Types].xml', types);
}
