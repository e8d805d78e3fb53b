/// <reference lib="dom" />
/**
 * The portal's „Stand“ (issue 24 §4): the players ranked — held fields, then Stufen, then
 * supply (rules/portal/standingsRank.ts; the page says the order in words) — and every army.
 * The player's own rows are marked. Text goes in as textContent only.
 */
import { rankOrderText } from '../rules/portal/standingsRank';
import type { PublicStandings } from '../shared/portalContract';
import { byId, h } from '../sidebar/dom';
import { shownNumber } from '../rules/shownValue';

/** A destroyed army's Stufe; the legend under the table says what it means. */
const DESTROYED = '†';

const armies = (n: number) => (n === 1 ? '1\u00a0Armee' : `${n}\u00a0Armeen`);

/** The column heads of `table` by column, as the page names them: a narrow phone shows them at each number. */
function columnHeads(table: string): string[] {
  return Array.from(document.querySelectorAll(`${table} thead th`), (th) => th.textContent ?? '');
}

export function renderStandings(standings: PublicStandings, me: string): void {
  const playerHeads = columnHeads('#page-standings .ranking');
  const armyHeads = columnHeads('#page-standings .armies');
  byId('rank-order').textContent = rankOrderText(standings.hasMap);
  // Without a map nobody holds a field: the column would say nothing.
  byId('fields-head').hidden = !standings.hasMap;
  byId('standing-players').replaceChildren(
    ...standings.players.map((p) => {
      const row = h(
        'tr',
        {},
        h('td', { class: 'rank' }, `${p.rank}.`),
        h(
          'td',
          {},
          p.player,
          h('span', { class: 'sub' }, `${armies(p.activeArmies)} · ${p.wins}\u00a0S\u00a0/\u00a0${p.losses}\u00a0N`),
        ),
        standings.hasMap ? h('td', { class: 'num', 'data-label': playerHeads[2] }, String(p.fields)) : null,
        h('td', { class: 'num', 'data-label': playerHeads[3] }, String(p.levels)),
        h('td', { class: 'num', 'data-label': playerHeads[4] }, shownNumber(p.supply)),
      );
      if (p.player === me) row.classList.add('me');
      return row;
    }),
  );
  byId('standing-armies').replaceChildren(
    ...standings.armies.map((a) => {
      const row = h(
        'tr',
        {},
        h('td', {}, a.army),
        h('td', {}, a.player),
        h('td', { class: 'num', 'data-label': armyHeads[2] }, a.status === 'aktiv' ? String(a.level) : DESTROYED),
        h('td', { class: 'num', 'data-label': armyHeads[3] }, `${a.wins}/${a.losses}`),
      );
      if (a.player === me) row.classList.add('me');
      return row;
    }),
  );
  const legend = byId('standings-legend');
  legend.textContent = `${DESTROYED} vernichtet`;
  legend.hidden = standings.armies.every((a) => a.status === 'aktiv');
}
