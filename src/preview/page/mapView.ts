/**
 * The Kartenansicht: the campaign map drawn as SVG from /api/map — each field a tile at its
 * Zeile/Spalte in its holder's colour, with its armies; lines between neighbours; a click shows
 * the field's history. Text from the workbook goes in as textContent only.
 */
import type { PageMap, PageMapField } from '../mapState';
import { el } from './dom';

const SVG = 'http://www.w3.org/2000/svg';
const TILE_WIDTH = 160;
const GAP = 36;
const MARGIN = 16;
const LINE = 14;
const NOBODY = '#ffffff';

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attributes: Record<string, string | number>): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

function typeLine(field: PageMapField): string {
  const holder = field.holder ? `⚑ ${field.holder}` : 'unbesetzt';
  return field.type ? `${field.type} · ${holder}` : holder;
}

export class MapView {
  private chosen: string | null = null;

  constructor(
    private readonly canvas: HTMLElement,
    private readonly legend: HTMLElement,
    private readonly history: HTMLElement,
  ) {}

  show(map: PageMap): void {
    if (map.message) {
      this.canvas.replaceChildren(el('p', { className: 'map-hint', text: map.message }));
      this.legend.replaceChildren();
      return;
    }
    this.renderLegend(map);
    const drawn = map.fields.filter((f) => f.row !== null && f.column !== null);
    const most = Math.max(1, ...drawn.map((f) => f.armies.length));
    const tileHeight = 2 * LINE + 14 + most * LINE;
    const x = (f: PageMapField) => MARGIN + (f.column! - 1) * (TILE_WIDTH + GAP);
    const y = (f: PageMapField) => MARGIN + (f.row! - 1) * (tileHeight + GAP);
    const width = MARGIN * 2 + Math.max(...drawn.map((f) => f.column!), 1) * (TILE_WIDTH + GAP);
    const height = MARGIN * 2 + Math.max(...drawn.map((f) => f.row!), 1) * (tileHeight + GAP);
    const root = svg('svg', { width, height, viewBox: `0 0 ${width} ${height}`, role: 'img', 'aria-label': 'Kampagnenkarte' });

    // Lines first, so the tiles lie on top; each pair once.
    const at = new Map(drawn.map((f) => [f.name, f]));
    const roads = svg('g', { class: 'roads' });
    for (const f of drawn) {
      for (const n of f.neighbours) {
        const other = at.get(n);
        if (!other || n <= f.name) continue;
        roads.append(
          svg('line', {
            class: 'road',
            x1: x(f) + TILE_WIDTH / 2,
            y1: y(f) + tileHeight / 2,
            x2: x(other) + TILE_WIDTH / 2,
            y2: y(other) + tileHeight / 2,
          }),
        );
      }
    }
    root.append(roads);

    for (const f of drawn) {
      const tile = svg('g', { class: 'field', transform: `translate(${x(f)} ${y(f)})`, tabindex: 0, role: 'button' });
      tile.dataset.field = f.name;
      if (f.name === this.chosen) tile.classList.add('chosen');
      const strong = f.type !== '';
      tile.append(
        svg('rect', {
          width: TILE_WIDTH,
          height: tileHeight,
          rx: 6,
          fill: f.colour ?? NOBODY,
          stroke: strong ? '#3c4043' : '#80868b',
          'stroke-width': strong ? 2.5 : 1,
        }),
      );
      const lines: [string, string][] = [
        [f.name, 'bold'],
        [typeLine(f), 'normal'],
        ...f.armies.map((a): [string, string] => [`• ${a}`, 'normal']),
      ];
      lines.forEach(([text, weight], i) => {
        const t = svg('text', {
          x: 8,
          y: 18 + i * LINE + (i > 1 ? 4 : 0),
          'font-size': i === 0 ? 13 : 11,
          'font-weight': weight,
        });
        t.textContent = text;
        tile.append(t);
      });
      const title = svg('title', {});
      title.textContent = `${f.name}: ${typeLine(f)}`;
      tile.append(title);
      const choose = () => {
        this.chosen = f.name;
        root.querySelectorAll('g.field.chosen').forEach((g) => g.classList.remove('chosen'));
        tile.classList.add('chosen');
        this.renderHistory(f);
      };
      tile.addEventListener('click', choose);
      tile.addEventListener('keydown', (event) => {
        if (event.key === 'Enter' || event.key === ' ') choose();
      });
      root.append(tile);
    }
    this.canvas.replaceChildren(root);
    const again = map.fields.find((f) => f.name === this.chosen);
    if (again) this.renderHistory(again);
  }

  private renderLegend(map: PageMap): void {
    this.legend.replaceChildren(
      ...map.players.map((p) => {
        const item = el('span', { text: p.name });
        item.dataset.player = p.name;
        item.dataset.colour = p.colour;
        const swatch = el('i');
        swatch.style.background = p.colour;
        item.prepend(swatch);
        return item;
      }),
    );
  }

  private renderHistory(field: PageMapField): void {
    const head = el('h2', { text: `${field.name} – ${typeLine(field)}` });
    const facts = el('p', { text: field.armies.length ? `Armeen: ${field.armies.join(', ')}` : 'Keine Armee auf diesem Feld.' });
    const neighbours = el('p', { text: `Nachbarn: ${field.neighbours.join(', ')}` });
    const list = el('ol');
    for (const line of field.history) list.append(el('li', { text: line }));
    const empty = el('p', { className: 'map-hint', text: 'Auf diesem Feld ist noch nichts geschehen.' });
    this.history.replaceChildren(head, facts, neighbours, field.history.length ? list : empty);
  }
}
