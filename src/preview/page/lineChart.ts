/**
 * Draws the sheet's embedded line charts as SVG over the grid at their anchor cell, as Sheets
 * shows them: title, axes with their titles, one line per series, a legend. No chart library;
 * every text from the workbook goes in as textContent.
 */
import type { PageChart } from '../chartView';
import type { PageSheet } from '../pageState';
import { CHART_COLOURS as COLOURS } from '../chartColours';

const SVG = 'http://www.w3.org/2000/svg';
const MARGIN = { top: 40, right: 150, bottom: 46, left: 56 };
const LEGEND_LINE = 16;

function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | number>,
  text?: string,
): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  if (text !== undefined) element.textContent = text;
  return element;
}

/** About five round steps from 0 (or the lowest value) to the highest value. */
function ticks(low: number, high: number): number[] {
  const span = high - low || 1;
  const raw = span / 5;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw;
  const out: number[] = [];
  for (let v = Math.floor(low / step) * step; v <= high + step / 2; v += step) out.push(Math.round(v * 1e6) / 1e6);
  return out;
}

/** One chart as an <svg> element. */
export function lineChartSvg(chart: PageChart): SVGSVGElement {
  const { width, height } = chart;
  const root = svg('svg', { width, height, viewBox: `0 0 ${width} ${height}`, role: 'img', class: 'line-chart' });
  root.append(svg('title', {}, chart.title));
  root.append(svg('rect', { x: 0, y: 0, width, height, fill: '#fff', stroke: '#dadce0' }));
  root.append(
    svg(
      'text',
      { x: width / 2, y: 24, 'text-anchor': 'middle', 'font-size': 15, 'font-weight': 'bold', class: 'chart-title' },
      chart.title,
    ),
  );
  const plot = { x: MARGIN.left, y: MARGIN.top, w: width - MARGIN.left - MARGIN.right, h: height - MARGIN.top - MARGIN.bottom };
  const all = chart.series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const grid = ticks(Math.min(0, ...all), Math.max(1, ...all));
  const [low, high] = [grid[0], grid[grid.length - 1]];
  const y = (v: number) => plot.y + plot.h - ((v - low) / (high - low || 1)) * plot.h;
  const n = chart.categories.length;
  const x = (i: number) => plot.x + (n <= 1 ? plot.w / 2 : (i / (n - 1)) * plot.w);
  for (const t of grid) {
    root.append(svg('line', { x1: plot.x, x2: plot.x + plot.w, y1: y(t), y2: y(t), stroke: '#e8eaed' }));
    root.append(
      svg(
        'text',
        { x: plot.x - 6, y: y(t) + 4, 'text-anchor': 'end', 'font-size': 11, fill: '#5f6368' },
        t.toLocaleString('de-DE'),
      ),
    );
  }
  const labelEvery = Math.max(1, Math.ceil(n / 12));
  chart.categories.forEach((c, i) => {
    if (i % labelEvery === 0)
      root.append(
        svg('text', { x: x(i), y: plot.y + plot.h + 16, 'text-anchor': 'middle', 'font-size': 11, fill: '#5f6368' }, c),
      );
  });
  root.append(
    svg(
      'text',
      { x: plot.x + plot.w / 2, y: height - 10, 'text-anchor': 'middle', 'font-size': 12, fill: '#3c4043' },
      chart.xTitle,
    ),
  );
  const yTitleY = plot.y + plot.h / 2;
  root.append(
    svg(
      'text',
      { x: 16, y: yTitleY, transform: `rotate(-90 16 ${yTitleY})`, 'text-anchor': 'middle', 'font-size': 12, fill: '#3c4043' },
      chart.yTitle,
    ),
  );
  // A blank value breaks the line, as in Sheets (an army not yet raised has no point).
  chart.series.forEach((series, s) => {
    const colour = COLOURS[s % COLOURS.length];
    const line = svg('g', { class: 'series', 'data-name': series.name });
    let segment: string[] = [];
    const flush = () => {
      if (segment.length > 1)
        line.append(svg('polyline', { points: segment.join(' '), fill: 'none', stroke: colour, 'stroke-width': 2 }));
      if (segment.length === 1) {
        const [px, py] = segment[0].split(',');
        line.append(svg('circle', { cx: px, cy: py, r: 2.5, fill: colour }));
      }
      segment = [];
    };
    series.values.forEach((v, i) => (v === null ? flush() : segment.push(`${x(i).toFixed(1)},${y(v).toFixed(1)}`)));
    flush();
    root.append(line);
  });
  const room = Math.floor((height - MARGIN.top) / LEGEND_LINE) - 1;
  const shown = chart.series.length > room ? room - 1 : chart.series.length;
  const legendX = width - MARGIN.right + 12;
  chart.series.slice(0, shown).forEach((series, s) => {
    const ly = MARGIN.top + s * LEGEND_LINE;
    root.append(svg('rect', { x: legendX, y: ly - 8, width: 10, height: 10, fill: COLOURS[s % COLOURS.length] }));
    root.append(svg('text', { x: legendX + 14, y: ly + 1, 'font-size': 11, fill: '#3c4043', class: 'legend' }, series.name));
  });
  if (shown < chart.series.length) {
    root.append(
      svg(
        'text',
        { x: legendX, y: MARGIN.top + shown * LEGEND_LINE + 1, 'font-size': 11, fill: '#5f6368' },
        `+ ${chart.series.length - shown} weitere`,
      ),
    );
  }
  return root;
}

/**
 * Places the sheet's charts over the grid just drawn in `container` (the scrolling grid
 * element), each at its anchor cell: below the column letters, right of the row numbers.
 */
export function renderCharts(
  container: HTMLElement,
  sheet: PageSheet,
  grid: { rowHeight: number; rowHeaderWidth: number },
): void {
  for (const chart of sheet.charts ?? []) {
    let left = grid.rowHeaderWidth + chart.offsetX;
    for (let c = 0; c < chart.anchorColumn - 1; c++) left += sheet.columnWidths[c] ?? 100;
    const top = grid.rowHeight * chart.anchorRow + chart.offsetY;
    const box = document.createElement('div');
    box.className = 'embedded-chart';
    box.setAttribute('aria-label', chart.title);
    Object.assign(box.style, {
      position: 'absolute',
      left: `${left}px`,
      top: `${top}px`,
      zIndex: '3',
      boxShadow: '0 1px 3px rgba(0,0,0,.3)',
    });
    box.append(lineChartSvg(chart));
    container.append(box);
  }
}
