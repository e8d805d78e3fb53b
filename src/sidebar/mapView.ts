/// <reference lib="dom" />
/**
 * The map view every map page shares — the preview's Kartenansicht, the portal's Karte and the
 * organiser's dialog "Karte anzeigen": the campaign map as SVG from a MapPicture, each field a
 * tile at its Zeile/Spalte in its holder's colour, with its armies; lines between neighbours;
 * a tap or click shows the field's history. On a phone the canvas pans (native scrolling) and
 * zooms (two fingers, mapPinch.ts, and the ＋/− buttons); a player's own armies are highlighted
 * and „Zu meinen Armeen“ brings them into view. Each field is a button named with its holder
 * and armies (a screen reader reaches every field). Long names are squeezed and clipped to
 * their tile. Text from the workbook goes in as textContent only.
 */
import type { MapPicture, MapPictureField } from '../rules/map/mapPicture';
import type { AttackedField } from '../rules/rounds/attackedFields';
import { nameKey } from '../rules/campaign/names';
import { attachPinch } from './mapPinch';
import { earlierEventsNote } from '../rules/map/earlierEventsNote';

const SVG = 'http://www.w3.org/2000/svg';
const TILE_WIDTH = 160;
const GAP = 36;
const MARGIN = 16;
const LINE = 14;
const PAD = 8;
const NOBODY = '#ffffff';
/** Average glyph width per font-size unit (Arial): a line longer than the tile is squeezed. */
const GLYPH = 0.56;
/** How far a long line may be squeezed (width factor) before it is cut. */
const MAX_SQUEEZE = 0.85;
const ZOOM_STEPS = [0.5, 0.625, 0.75, 0.875, 1, 1.25, 1.5, 2, 2.5, 3];
const [MIN_ZOOM, MAX_ZOOM] = [ZOOM_STEPS[0], ZOOM_STEPS[ZOOM_STEPS.length - 1]];
/** How far `fitToCanvas` shrinks a map at most: 11-px army names at about 8 px; a larger map scrolls. */
const FIT_MIN_ZOOM = 0.75;

/** The look of the view, injected once per page (so every page that shows a map has it). */
const STYLE = `
.kr-map-canvas{overflow:auto;-webkit-overflow-scrolling:touch;touch-action:pan-x pan-y;background:#fafafa}
.kr-map-canvas svg{display:block}
.kr-map-canvas g.field{cursor:pointer}
.kr-map-canvas g.field:focus{outline:none}
.kr-map-canvas g.field.chosen rect.tile,.kr-map-canvas g.field:focus rect.tile{stroke:#1a73e8;stroke-width:3}
.kr-map-canvas line.road{stroke:#9aa0a6;stroke-width:2}
.kr-map-canvas text{fill:#202124;font-family:Arial,sans-serif}
.kr-map-canvas text.own{font-weight:bold;fill:#000}
.kr-map-canvas rect.own-mark{fill:#fff;stroke:#000;stroke-width:1.5}
.kr-map-canvas rect.attack-frame{fill:none;stroke:#a50e0e;stroke-width:3;stroke-dasharray:8 4;pointer-events:none}
.kr-map-canvas .attack-mark circle{fill:#a50e0e;stroke:#fff;stroke-width:1.5}
.kr-map-canvas .attack-mark path{stroke:#fff;stroke-width:2;stroke-linecap:round}
.kr-map-canvas line.attack-arrow{stroke:#a50e0e;stroke-width:4}
.kr-map-legend .attack-legend i{border:2px dashed #a50e0e;background:#fff}
.kr-map-history .attack-note{color:#a50e0e;font-weight:bold}
.kr-map-zoom{display:flex;flex-wrap:wrap;gap:8px;margin:6px 0}
.kr-map-zoom button{min-width:44px;min-height:44px;font-size:20px;border:1px solid #5f6368;border-radius:6px;background:#fff;color:#202124}
.kr-map-zoom button.kr-map-mine{font-size:16px;padding:0 12px;margin-left:auto;white-space:nowrap}
.kr-map-zoom button[hidden]{display:none}
.kr-map-legend{display:flex;flex-wrap:wrap;gap:6px 12px;margin:6px 0}
.kr-map-legend span{display:inline-flex;align-items:center;gap:4px}
.kr-map-legend i{display:inline-block;width:14px;height:14px;border:1px solid #80868b}
.kr-map-history h2{font-size:16px;margin:4px 0}
.kr-map-history ol{padding-left:20px;margin:6px 0}
.kr-map-history li{margin-bottom:4px}
.kr-map-hint{color:#5f6368}
`;

function injectStyle(): void {
  if (document.getElementById('kr-map-style')) return;
  const style = document.createElement('style');
  style.id = 'kr-map-style';
  style.textContent = STYLE;
  document.head.append(style);
}

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attributes: Record<string, string | number>): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

function html<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (text !== undefined) element.textContent = text;
  if (className) element.className = className;
  return element;
}

export function typeLine(field: MapPictureField): string {
  const holder = field.holder ? `⚑ ${field.holder}` : 'unbesetzt';
  return field.type ? `${field.type} · ${holder}` : holder;
}

export interface MapViewOptions {
  /** Whose armies are highlighted (the portal's player); none in the organiser's views. */
  player?: string;
  /** Show the ＋/− buttons and „Zu meinen Armeen“ (phones). */
  zoomButtons?: boolean;
  /**
   * Open with the whole map in sight where it fits at FIT_MIN_ZOOM or more (the organiser's dialog:
   * at its 1100 px a five-column map showed four, user test 29); a larger map scrolls from there.
   * Fitted again whenever the canvas changes size, until the user zooms by hand (＋/− or two
   * fingers): then their zoom stays, as on the portal's Karte. The canvas's size must not follow
   * the map's (the dialog's canvas fills its window).
   */
  fitToCanvas?: boolean;
  /** What a page offers on a chosen field (the portal: „Angriff ansagen“), shown above its history. */
  fieldActions?: (field: MapPictureField) => HTMLElement | null;
}

/** The round's declared attacks a page marks (the portal: rules/rounds/attackedFields.ts), with their legend entry. */
export interface MapAttacks {
  fields: AttackedField[];
  legend: string;
}

const NO_ATTACKS: MapAttacks = { fields: [], legend: '' };
const ARROW_ID = 'kr-attack-arrow';

/** A field as a screen reader names it: name, type, holder, armies (mine marked), and who attacks it this round. */
function fieldLabel(f: MapPictureField, player: string | undefined, attack: AttackedField | undefined): string {
  const holder = f.holder ? `gehalten von ${f.holder}` : 'unbesetzt';
  const armies = f.armies.map((a, i) => (player && f.armyPlayers[i] === player ? `${a} (deine)` : `${a} (${f.armyPlayers[i]})`));
  const attacked = attack ? ` – ${attack.note}` : '';
  return `${f.name}: ${f.type ? `${f.type}, ` : ''}${holder}. ${armies.length ? `Armeen: ${armies.join(', ')}` : 'Keine Armee'}${attacked}.`;
}

/** An attacked tile's mark: a dashed frame and a badge with crossed swords on its top edge. */
function attackMark(tileHeight: number): SVGGElement {
  const mark = svg('g', { class: 'attack-mark' });
  mark.append(svg('rect', { class: 'attack-frame', x: 1.5, y: 1.5, width: TILE_WIDTH - 3, height: tileHeight - 3, rx: 6 }));
  // On the top edge, mostly in the gap above: the field's name stays readable.
  const badge = svg('g', { transform: `translate(${TILE_WIDTH - 16} 0)` });
  // Two crossed blades, each with its crossguard near the hilt.
  badge.append(svg('circle', { r: 11 }), svg('path', { d: 'M-6,6 L6,-6 M6,6 L-6,-6 M-6,1.5 L-1.5,6 M6,1.5 L1.5,6' }));
  mark.append(badge);
  return mark;
}

export class MapView {
  private chosen: string | null = null;
  private zoom = 1;
  private root: SVGSVGElement | null = null;
  private size = { width: 0, height: 0 };
  /** Where each drawn field's tile is, unzoomed (for „Zu meinen Armeen“). */
  private places = new Map<string, { x: number; y: number; width: number; height: number }>();
  private picture: MapPicture | null = null;
  /** The attacked fields by name (show's second argument). */
  private attacks = new Map<string, AttackedField>();
  private mineButton: HTMLButtonElement | null = null;
  /** Which of my fields „Zu meinen Armeen“ showed last (the next tap shows the next). */
  private mineShown = -1;
  /** Zoomed by hand (＋/−, two fingers): no fit, on a refresh or a resize, undoes the user's zoom. */
  private handZoomed = false;
  /** The canvas's size the map was last fitted to (border box: the scroll bars a fit adds or removes do not count). */
  private fittedTo = { width: 0, height: 0 };

  constructor(
    private readonly canvas: HTMLElement,
    private readonly legend: HTMLElement,
    private readonly history: HTMLElement,
    private readonly options: MapViewOptions = {},
  ) {
    injectStyle();
    canvas.classList.add('kr-map-canvas');
    legend.classList.add('kr-map-legend');
    history.classList.add('kr-map-history');
    if (options.zoomButtons) this.addZoomButtons();
    attachPinch(canvas, { zoom: () => this.zoom, setZoom: (z) => this.zoomByHand(z) });
    // The border box, as fittedTo measures it: the scroll bars a fit adds or removes change only the content box.
    if (options.fitToCanvas && typeof ResizeObserver !== 'undefined')
      new ResizeObserver(() => this.refit()).observe(canvas, { box: 'border-box' });
  }

  private zoomByHand(zoom: number): number {
    this.handZoomed = true;
    return this.setZoom(zoom);
  }

  /** The canvas changed size (the dialog's window did): fit again, unless the user zoomed by hand. */
  private refit(): void {
    const { offsetWidth: width, offsetHeight: height } = this.canvas;
    if (width === this.fittedTo.width && height === this.fittedTo.height) return;
    if (this.root && !this.handZoomed) this.fit();
  }

  private addZoomButtons(): void {
    const bar = html('div', undefined, 'kr-map-zoom');
    const button = (text: string, label: string, step: number) => {
      const b = html('button', text);
      b.type = 'button';
      b.setAttribute('aria-label', label);
      b.addEventListener('click', () => this.zoomBy(step));
      return b;
    };
    bar.append(button('−', 'Verkleinern', -1), button('＋', 'Vergrößern', 1));
    if (this.options.player) {
      const mine = html('button', 'Zu meinen Armeen', 'kr-map-mine');
      mine.type = 'button';
      mine.hidden = true;
      mine.addEventListener('click', () => this.showMine());
      this.mineButton = mine;
      bar.append(mine);
    }
    this.canvas.before(bar);
  }

  /** The next step up or down from the zoom now (a pinch leaves it between steps). */
  private zoomBy(step: number): void {
    const next =
      step > 0 ? ZOOM_STEPS.find((z) => z > this.zoom + 1e-6) : [...ZOOM_STEPS].reverse().find((z) => z < this.zoom - 1e-6);
    this.zoomByHand(next ?? this.zoom);
  }

  private setZoom(zoom: number): number {
    this.zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
    this.applyZoom();
    return this.zoom;
  }

  /** The fields where my armies stand, in map order. */
  private mineFields(): MapPictureField[] {
    const me = this.options.player;
    if (!me || !this.picture) return [];
    return this.picture.fields.filter((f) => this.places.has(f.name) && f.armyPlayers.includes(me));
  }

  /** Scrolls the canvas to the next field with an army of mine, centred, and shows its history. */
  private showMine(): void {
    const fields = this.mineFields();
    if (!fields.length || !this.root) return;
    this.mineShown = (this.mineShown + 1) % fields.length;
    const f = fields[this.mineShown];
    const place = this.places.get(f.name)!;
    this.canvas.scrollTo({
      left: (place.x + place.width / 2) * this.zoom - this.canvas.clientWidth / 2,
      top: (place.y + place.height / 2) * this.zoom - this.canvas.clientHeight / 2,
    });
    const tile = this.root.querySelector<SVGGElement>(`g.field[data-field="${CSS.escape(f.name)}"]`);
    if (tile) this.choose(f, tile, false);
    tile?.focus({ preventScroll: true });
  }

  /**
   * Zooms out until the map fits the canvas, at most to 1 and at least to FIT_MIN_ZOOM. Twice: a
   * scroll bar the first zoom leaves in one direction takes room from the other.
   */
  private fit(): void {
    this.fittedTo = { width: this.canvas.offsetWidth, height: this.canvas.offsetHeight };
    for (let i = 0; i < 2; i++) {
      const { clientWidth, clientHeight } = this.canvas;
      if (clientWidth === 0 || clientHeight === 0) return;
      const whole = Math.min(1, clientWidth / this.size.width, clientHeight / this.size.height);
      this.zoom = Math.max(FIT_MIN_ZOOM, whole);
      this.applyZoom();
    }
  }

  private applyZoom(): void {
    if (!this.root) return;
    this.root.setAttribute('width', String(Math.round(this.size.width * this.zoom)));
    this.root.setAttribute('height', String(Math.round(this.size.height * this.zoom)));
  }

  show(map: MapPicture, attacks: MapAttacks = NO_ATTACKS): void {
    this.picture = map;
    this.places.clear();
    this.attacks = new Map(attacks.fields.map((a) => [a.field, a]));
    if (map.message) {
      if (this.mineButton) this.mineButton.hidden = true;
      this.canvas.replaceChildren(html('p', map.message, 'kr-map-hint map-hint'));
      this.legend.replaceChildren();
      this.history.replaceChildren();
      this.root = null;
      return;
    }
    this.renderLegend(map, attacks);
    const drawn = map.fields.filter((f) => f.row !== null && f.column !== null);
    const most = Math.max(1, ...drawn.map((f) => f.armies.length));
    const tileHeight = 2 * LINE + 14 + most * LINE;
    const x = (f: MapPictureField) => MARGIN + (f.column! - 1) * (TILE_WIDTH + GAP);
    const y = (f: MapPictureField) => MARGIN + (f.row! - 1) * (tileHeight + GAP);
    // Gaps between the tiles only: the same margin on every side.
    const width = MARGIN * 2 + Math.max(...drawn.map((f) => f.column!), 1) * (TILE_WIDTH + GAP) - GAP;
    const height = MARGIN * 2 + Math.max(...drawn.map((f) => f.row!), 1) * (tileHeight + GAP) - GAP;
    this.size = { width, height };
    // A group, not an image: an image's parts are hidden from screen readers, and each field is a button.
    const root = svg('svg', { width, height, viewBox: `0 0 ${width} ${height}`, role: 'group', 'aria-label': 'Kampagnenkarte' });
    // One clip for every tile: no name leaves its tile, however long.
    const defs = svg('defs', {});
    const clip = svg('clipPath', { id: 'kr-tile-clip' });
    clip.append(svg('rect', { x: 2, y: 0, width: TILE_WIDTH - 4, height: tileHeight }));
    const head = svg('marker', {
      id: ARROW_ID,
      viewBox: '0 0 10 10',
      refX: 8,
      refY: 5,
      markerWidth: 4,
      markerHeight: 4,
      orient: 'auto',
    });
    head.append(svg('path', { d: 'M0,0 L10,5 L0,10 z', fill: '#a50e0e' }));
    defs.append(clip, head);
    root.append(defs);

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
      root.append(this.tile(f, x(f), y(f), tileHeight));
      this.places.set(f.name, { x: x(f), y: y(f), width: TILE_WIDTH, height: tileHeight });
    }
    root.append(this.attackArrows(drawn, tileHeight));
    this.root = root;
    if (this.mineButton) this.mineButton.hidden = this.mineFields().length === 0;
    this.applyZoom();
    this.canvas.replaceChildren(root);
    if (this.options.fitToCanvas && !this.handZoomed) this.fit();
    const again = map.fields.find((f) => f.name === this.chosen);
    if (again) this.renderHistory(again, false);
  }

  private tile(f: MapPictureField, left: number, top: number, tileHeight: number): SVGGElement {
    const tile = svg('g', {
      class: 'field',
      transform: `translate(${left} ${top})`,
      tabindex: 0,
      role: 'button',
      'aria-label': fieldLabel(f, this.options.player, this.attacks.get(f.name)),
    });
    tile.dataset.field = f.name;
    if (f.name === this.chosen) tile.classList.add('chosen');
    const strong = f.type !== '';
    tile.append(
      svg('rect', {
        class: 'tile',
        width: TILE_WIDTH,
        height: tileHeight,
        rx: 6,
        fill: f.colour ?? NOBODY,
        stroke: strong ? '#3c4043' : '#80868b',
        'stroke-width': strong ? 2.5 : 1,
      }),
    );
    const content = svg('g', { 'clip-path': 'url(#kr-tile-clip)' });
    const own = (i: number) => !!this.options.player && f.armyPlayers[i] === this.options.player;
    const lines: { text: string; size: number; weight: string; own: boolean }[] = [
      { text: f.name, size: 13, weight: 'bold', own: false },
      { text: typeLine(f), size: 11, weight: 'normal', own: false },
      ...f.armies.map((a, i) => ({ text: `${own(i) ? '★' : '•'} ${a}`, size: 11, weight: 'normal', own: own(i) })),
    ];
    lines.forEach((line, i) => {
      const baseline = 18 + i * LINE + (i > 1 ? 4 : 0);
      if (line.own)
        content.append(svg('rect', { class: 'own-mark', x: 3, y: baseline - 11, width: TILE_WIDTH - 6, height: 14, rx: 3 }));
      const t = svg('text', { x: PAD, y: baseline, 'font-size': line.size, 'font-weight': line.weight });
      if (line.own) t.classList.add('own');
      // A line longer than the tile is squeezed a little, beyond that cut with "…"; the full
      // text stays in the tile's tooltip and the field's history (the clip catches what the
      // estimate misses).
      const room = TILE_WIDTH - 2 * PAD;
      const width = line.text.length * line.size * GLYPH;
      let shown = line.text;
      if (width > room / MAX_SQUEEZE) {
        const fits = Math.max(1, Math.floor(room / MAX_SQUEEZE / (line.size * GLYPH)) - 1);
        shown = `${line.text.slice(0, fits)}…`;
      }
      if (shown.length * line.size * GLYPH > room) {
        t.setAttribute('textLength', String(room));
        t.setAttribute('lengthAdjust', 'spacingAndGlyphs');
      }
      t.textContent = shown;
      if (shown !== line.text) {
        const full = svg('title', {});
        full.textContent = line.text;
        t.append(full);
      }
      content.append(t);
    });
    tile.append(content);
    if (f.armyPlayers.some((_, i) => own(i))) tile.classList.add('own');
    const attack = this.attacks.get(f.name);
    if (attack) {
      tile.classList.add('attacked');
      tile.append(attackMark(tileHeight));
    }
    const title = svg('title', {});
    title.textContent = `${f.name}: ${typeLine(f)}${attack ? ` – ${attack.note}` : ''}`;
    tile.append(title);
    const choose = () => this.choose(f, tile, true);
    tile.addEventListener('click', choose);
    tile.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') choose();
    });
    return tile;
  }

  /** Marks the field chosen and shows its history (scrolled into view unless the map is to stay in view). */
  private choose(f: MapPictureField, tile: SVGGElement, scrollToHistory: boolean): void {
    this.chosen = f.name;
    this.root?.querySelectorAll('g.field.chosen').forEach((g) => g.classList.remove('chosen'));
    tile.classList.add('chosen');
    this.renderHistory(f, scrollToHistory);
  }

  private renderLegend(map: MapPicture, attacks: MapAttacks): void {
    const marked = attacks.fields.length > 0 && attacks.legend !== '';
    const attackItem = html('span', attacks.legend, 'attack-legend');
    attackItem.prepend(html('i'));
    this.legend.replaceChildren(
      ...(marked ? [attackItem] : []),
      ...map.players.map((p) => {
        const item = html('span', p.name);
        item.dataset.player = p.name;
        item.dataset.colour = p.colour;
        const swatch = html('i');
        swatch.style.background = p.colour;
        item.prepend(swatch);
        return item;
      }),
    );
  }

  /**
   * An arrow in the gap between two neighbouring tiles, from the attacker's field to the attacked
   * one; none where the attacker stands on no drawn neighbour (it won and moved in, or is off the map).
   */
  private attackArrows(drawn: MapPictureField[], tileHeight: number): SVGGElement {
    const arrows = svg('g', { class: 'attack-arrows', 'aria-hidden': 'true' });
    const at = new Map(drawn.map((f) => [f.name, f]));
    for (const attack of this.attacks.values()) {
      const to = at.get(attack.field);
      const target = this.places.get(attack.field);
      if (!to || !target) continue;
      for (const attacker of attack.attackers) {
        const from = drawn.find((f) => f.armies.some((a) => nameKey(a) === nameKey(attacker)));
        const source = from && this.places.get(from.name);
        if (!from || !source || from === to || !(from.neighbours.includes(to.name) || to.neighbours.includes(from.name)))
          continue;
        const [ax, ay] = [source.x + TILE_WIDTH / 2, source.y + tileHeight / 2];
        const [dx, dy] = [target.x - source.x, target.y - source.y];
        // Where the line between the centres leaves the first tile (and, alike, enters the second).
        const out = Math.min(dx ? TILE_WIDTH / 2 / Math.abs(dx) : Infinity, dy ? tileHeight / 2 / Math.abs(dy) : Infinity);
        const back = 3 / Math.hypot(dx, dy);
        if (out + back >= 0.5) continue;
        const line = svg('line', {
          class: 'attack-arrow',
          x1: ax + dx * (out + back),
          y1: ay + dy * (out + back),
          x2: ax + dx * (1 - out - back),
          y2: ay + dy * (1 - out - back),
          'marker-end': `url(#${ARROW_ID})`,
        });
        line.dataset.from = from.name;
        line.dataset.to = to.name;
        arrows.append(line);
      }
    }
    return arrows;
  }

  private renderHistory(field: MapPictureField, scrollIntoView = true): void {
    const head = html('h2', `${field.name} – ${typeLine(field)}`);
    const attack = this.attacks.get(field.name);
    const attackNote = attack ? html('p', `${attack.note[0].toUpperCase()}${attack.note.slice(1)}.`, 'attack-note') : null;
    const facts = html('p', field.armies.length ? `Armeen: ${field.armies.join(', ')}` : 'Keine Armee auf diesem Feld.');
    const neighbours = html('p', `Nachbarn: ${field.neighbours.join(', ')}`);
    const list = html('ol');
    // Numbered as in the whole history: the first shown is event earlierEvents + 1.
    if (field.earlierEvents > 0) list.setAttribute('start', String(field.earlierEvents + 1));
    for (const line of field.history) list.append(html('li', line));
    const empty = html('p', 'Auf diesem Feld ist noch nichts geschehen.', 'kr-map-hint map-hint');
    const earlier =
      field.earlierEvents > 0
        ? [
            // A player's map (the portal) says who has them: players cannot open the Kampagnenbuch.
            html(
              'p',
              earlierEventsNote(field.earlierEvents, this.options.player ? 'player' : 'organiser'),
              'kr-map-hint map-hint',
            ),
          ]
        : [];
    const actions = this.options.fieldActions?.(field) ?? null;
    this.history.replaceChildren(
      head,
      ...(attackNote ? [attackNote] : []),
      ...(actions ? [actions] : []),
      facts,
      neighbours,
      ...earlier,
      field.history.length ? list : empty,
    );
    if (scrollIntoView) this.history.scrollIntoView?.({ block: 'nearest' });
  }
}
