/// <reference lib="dom" />
/**
 * The portal's „Stand“ (issue 24 §4): the players ranked — held fields, then Stufen, then
 * supply (rules/portal/standingsRank.ts; the page says the order in words) — and every army.
 * The player's own rows are marked. Text goes in as textContent only.
 */
import { rankOrderText } from '../rules/portal/standingsRank';
import type { PublicStandings } from '../shared/portalContract';
import { byId, h } from '../sidebar/dom';

const number = (n: number) => n.toLocaleString('de-DE');

export function renderStandings(standings: PublicStandings, me: string): void {
  byId('rank-order').textContent = rankOrderText(standings.hasMap);
  // Without a map nobody holds a field: the column would say nothing.
  byId('fields-head').hidden = !standings.hasMap;
  byId('standing-players').replaceChildren(
    ...standings.players.map((p) => {
      const row = h(
        'tr',
        {},
        h('td', { class: 'rank' }, `${p.rank}.`),
        h('td', {}, p.player, h('span', { class: 'sub' }, `${p.activeArmies} Armeen · ${p.wins} S / ${p.losses} N`)),
        standings.hasMap ? h('td', { class: 'num' }, String(p.fields)) : null,
        h('td', { class: 'num' }, String(p.levels)),
        h('td', { class: 'num' }, number(p.supply)),
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
        h('td', { class: 'num' }, a.status === 'aktiv' ? String(a.level) : '†'),
        h('td', { class: 'num' }, `${a.wins}/${a.losses}`),
      );
      if (a.player === me) row.classList.add('me');
      return row;
    }),
  );
}
