/// <reference lib="dom" />
/**
 * The player portal (issue 19), mobile first: Übersicht, Karte, Stand and Rundenbericht from
 * the data the web app inlined (no call to draw); "Aktualisieren" asks the server again, with
 * the player's token, which the server checks on every call. Text goes in as textContent only.
 */
import type { PortalArmy, PortalData } from '../shared/portalContract';
import { byId, h } from '../sidebar/dom';
import { MapView } from '../sidebar/mapView';
import { readPageData } from '../sidebar/pageData';
import { callServer } from '../sidebar/scriptRun';
import { mountReportPage } from './reportPage';

import { renderWaiting } from './confirmPage';
import { renderBookingPage } from './bookingPage';
import { renderNews } from './newsPanel';

const number = (n: number) => n.toLocaleString('de-DE');
const PAGES = ['overview', 'confirm', 'battle', 'book', 'map', 'standings', 'report'] as const;
type Page = (typeof PAGES)[number];

let data: PortalData | null = readPageData<PortalData>();
let mapView: MapView | null = null;
const reportPage = mountReportPage(() => byId('refresh').click());

function message(text: string | null): void {
  const box = byId('message');
  box.hidden = !text;
  box.textContent = text ?? '';
}

function armyCard(army: PortalArmy): HTMLElement {
  const destroyed = army.status !== 'aktiv';
  const card = h(
    'li',
    {},
    h('div', { class: 'name' }, army.name),
    h(
      'div',
      { class: 'facts' },
      h('span', {}, `Stufe ${army.level} (${number(army.points)} Punkte)`),
      h('span', {}, army.field ? `Feld: ${army.field}` : 'nicht auf der Karte'),
      h('span', {}, `Status: ${army.status}`),
      h('span', {}, `Schlachten: ${army.battles} (${army.wins} S / ${army.losses} N)`),
    ),
  );
  if (destroyed) card.classList.add('destroyed');
  return card;
}

function render(d: PortalData): void {
  const me = d.overview.player;
  byId('player').textContent = d.overview.faction ? `${me} · ${d.overview.faction}` : me;
  byId('round').textContent = `Runde ${d.overview.round}`;
  byId('supply').textContent = `${number(d.overview.supply)} VP`;
  const armies = byId('armies');
  armies.replaceChildren(...d.overview.armies.map(armyCard));
  if (!d.overview.armies.length) armies.append(h('li', {}, 'Du hast noch keine Armee.'));

  byId('standing-players').replaceChildren(
    ...d.standings.players.map((p) => {
      const row = h(
        'tr',
        {},
        h('td', {}, p.player),
        h('td', { class: 'num' }, number(p.supply)),
        h('td', { class: 'num' }, String(p.activeArmies)),
        h('td', { class: 'num' }, `${p.wins}/${p.losses}`),
      );
      if (p.player === me) row.classList.add('me');
      return row;
    }),
  );
  byId('standing-armies').replaceChildren(
    ...d.standings.armies.map((a) => {
      const row = h(
        'tr',
        {},
        h('td', {}, a.army),
        h('td', {}, a.player),
        h('td', { class: 'num' }, a.status === 'aktiv' ? String(a.level) : '†'),
        h('td', { class: 'num' }, `${a.wins}/${a.losses}`),
      );
      if (a.player === me) row.classList.add('me');
      return row;
    }),
  );
  byId('report-title').textContent = `Rundenbericht Runde ${d.report.round}`;
  byId('report').replaceChildren(...d.report.lines.slice(1).map((line) => h('li', {}, line)));

  renderNews(d);
  renderWaiting(d, { redraw: (fresh) => render((data = fresh)), showConfirm: () => show('confirm') });

  mapView ??= new MapView(byId('map-canvas'), byId('map-legend'), byId('map-history'), { player: me, zoomButtons: true });
  mapView.show(d.map);
  reportPage.show(d);
  renderBookingPage(byId('page-book'), d, (fresh) => {
    data = fresh;
    render(fresh);
  });
}

function show(page: Page): void {
  for (const p of PAGES) byId(`page-${p}`).hidden = p !== page;
  document
    .querySelectorAll<HTMLButtonElement>('.tabs button')
    .forEach((b) => b.setAttribute('aria-pressed', String(b.dataset.page === page)));
  window.scrollTo(0, 0);
}

document
  .querySelectorAll<HTMLButtonElement>('.tabs button')
  .forEach((b) => b.addEventListener('click', () => show(b.dataset.page as Page)));

byId<HTMLButtonElement>('refresh').addEventListener('click', () => {
  if (!data) return;
  const button = byId<HTMLButtonElement>('refresh');
  button.disabled = true;
  message(null);
  callServer('getPortalData', data.token).then(
    (fresh) => {
      data = fresh;
      render(fresh);
      button.disabled = false;
    },
    (error: Error) => {
      message(error.message);
      button.disabled = false;
    },
  );
});

if (data) render(data);
else message('Keine Daten erhalten. Bitte den Link erneut öffnen.');
