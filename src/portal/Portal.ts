/// <reference lib="dom" />
/**
 * The player portal (issue 19), mobile first: Übersicht, Karte, Stand and Rundenbericht from
 * the data the web app inlined (no call to draw); "Aktualisieren" asks the server again, with
 * the player's token, which the server checks on every call. Text goes in as textContent only.
 */
import type { PortalArmy, PortalData } from '../shared/portalContract';
import { hasDetails, loadDetails, PortalPageData, detailsShown } from './portalDetails';
import { byId, h } from '../sidebar/dom';
import { roundPhaseLabel } from '../rules/rounds/roundPhaseLabel';
import { MapView } from '../sidebar/mapView';
import { readPageData } from '../sidebar/pageData';
import { placeView } from '../sidebar/kit/placeView';
import { ServerRunner } from '../sidebar/kit/serverRunner';
import { callServer } from '../sidebar/scriptRun';
import { mountReportPage } from './reportPage';
import { PORTAL_REFRESH } from '../rules/portalRefresh';
import { attackedFields, attackedFieldsLegend } from '../rules/rounds/attackedFields';

import { renderWaiting } from './confirmPage';
import { renderBookingPage } from './bookingPage';
import { mapAttackActions, renderAttacks } from './attacksPage';
import { renderMyBattles } from './myBattlesList';
import { renderStandings } from './standingsPage';
import { renderNews } from './newsPanel';
import { shownNumber } from '../rules/shownValue';

const PAGES = ['overview', 'confirm', 'battle', 'book', 'attacks', 'map', 'standings', 'report'] as const;
type Page = (typeof PAGES)[number];

// The web app's page: its opening pages' data; the details follow (portalDetails.ts).
let data: PortalPageData | null = readPageData<PortalPageData>();
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
      h('span', {}, `Stufe ${army.level} (${shownNumber(army.points)} Punkte)`),
      h('span', {}, army.field ? `Feld: ${army.field}` : 'nicht auf der Karte'),
      h('span', {}, `Status: ${army.status}`),
      h('span', {}, `Schlachten: ${army.battles} (${army.wins}\u00a0S\u00a0/\u00a0${army.losses}\u00a0N)`),
    ),
  );
  if (destroyed) card.classList.add('destroyed');
  return card;
}

/** Fresh data from a save or Aktualisieren: the whole page again. */
const reload = (fresh: PortalData) => render((data = fresh));

function render(d: PortalPageData): void {
  const me = d.overview.player;
  const who = d.overview.faction ? `${me} · ${d.overview.faction}` : me;
  byId('player').textContent = who;
  // The header stays one line (issue 24 §4): a long name is cut with „…“; the whole stays in the tooltip.
  byId('player').title = who;
  // R7: the round and its phase, always in view.
  byId('round').textContent = roundPhaseLabel(d.round);
  byId('supply').textContent = `${shownNumber(d.overview.supply)} VP`;
  const armies = byId('armies');
  armies.replaceChildren(...d.overview.armies.map(armyCard));
  if (!d.overview.armies.length) armies.append(h('li', {}, 'Du hast noch keine Armee.'));

  renderStandings(d.standings, me);
  renderMyBattles(d.myBattles);
  byId('report-title').textContent = `Rundenbericht Runde ${d.report.round}`;
  byId('report').replaceChildren(...d.report.lines.slice(1).map((line) => h('li', {}, line)));

  renderNews(d);
  renderWaiting(d, { redraw: (fresh) => render((data = fresh)), showConfirm: () => show('confirm') });

  renderAttacks(d, reload);
  if (hasDetails(d)) renderDetails(d);
  renderBookingPage(byId('page-book'), d, (fresh) => {
    data = fresh;
    render(fresh);
  });
}

/** The map and "Melden": from the details, which the first page lacks until they are loaded. */
function renderDetails(d: PortalData): void {
  detailsShown();
  mapView ??= new MapView(byId('map-canvas'), byId('map-legend'), byId('map-history'), {
    player: d.overview.player,
    zoomButtons: true,
    // A3 from the map: a tap on an enemy army next to mine offers „Angriff ansagen“.
    fieldActions: (field) => {
      // The note said what came of an action on the field chosen before (shown again after a reload).
      byId('map-done').hidden = true;
      return data && hasDetails(data) ? mapAttackActions(data, field.name, reload) : null;
    },
  });
  // What came of an action on the Karte is said once (attacksPage.ts: reloadThenDone shows it after this).
  byId('map-done').hidden = true;
  // A7: the round's attacks this player may see (the Angriffe page's lists), from the first page's data.
  mapView.show(d.map, { fields: attackedFields(d.round, d.overview.player), legend: attackedFieldsLegend(d.round) });
  reportPage.show(d);
}

function show(page: Page): void {
  for (const p of PAGES) byId(`page-${p}`).hidden = p !== page;
  document
    .querySelectorAll<HTMLButtonElement>('.tabs button')
    .forEach((b) => b.setAttribute('aria-pressed', String(b.dataset.page === page)));
  // Zoomed, the tabs are one row that scrolls sideways: the chosen one stays in view.
  document.querySelector('.tabs button[aria-pressed="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  window.scrollTo(0, 0);
}

document
  .querySelectorAll<HTMLButtonElement>('.tabs button')
  .forEach((b) => b.addEventListener('click', () => show(b.dataset.page as Page)));

// The button's label is the one refusals tell the player to tap (rules/portalRefresh.ts).
byId('refresh').setAttribute('aria-label', PORTAL_REFRESH);
byId('refresh').querySelector('.label')!.textContent = PORTAL_REFRESH;

/** Aktualisieren: the runner says a revoked link, no connection or Google's failure in German in the message line. */
const refreshRunner = new ServerRunner(
  placeView({ buttons: () => [byId<HTMLButtonElement>('refresh')], message: byId('message') }),
);
byId<HTMLButtonElement>('refresh').addEventListener('click', () => {
  if (!data) return;
  const token = data.token;
  void refreshRunner.load(
    () => callServer('getPortalData', token),
    (fresh) => {
      data = fresh;
      render(fresh);
    },
  );
});

if (data) {
  render(data);
  if (!hasDetails(data))
    loadDetails(
      data,
      (whole) => {
        // "Aktualisieren" may have brought everything first: its data is as new.
        if (data && hasDetails(data)) return;
        data = whole;
        renderDetails(whole);
      },
      message,
    );
} else message('Keine Daten erhalten. Bitte den Link erneut öffnen.');
