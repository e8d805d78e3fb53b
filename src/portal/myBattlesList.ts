/// <reference lib="dom" />
/**
 * „Meine Schlachten“ on the portal's Übersicht (issue 24 §4): the player's battles, newest
 * round first, each with its result from the player's side or why it does not count
 * (rules/portal/playerBattles.ts). Text goes in as textContent only.
 */
import type { PlayerBattles } from '../shared/portalContract';
import { byId, fill, h } from '../sidebar/dom';

export function renderMyBattles(mine: PlayerBattles): void {
  fill(
    byId('my-battles'),
    ...(mine.battles.length
      ? mine.battles.map((b) =>
          h(
            'li',
            { class: b.counts ? 'counts' : 'open' },
            // From the reader's side, never naming the reader as his opponent (rules/portal/playerBattles.ts).
            h('strong', {}, b.heading),
            h('div', {}, b.result),
          ),
        )
      : [h('li', { class: 'none' }, 'Noch keine Schlacht.')]),
  );
  const earlier = byId('my-battles-earlier');
  earlier.hidden = mine.earlier === 0;
  earlier.textContent =
    mine.earlier === 1
      ? '1 frühere Schlacht ist hier nicht aufgeführt; sie steht in der Kampagnentabelle der Spielleitung.'
      : `${mine.earlier} frühere Schlachten sind hier nicht aufgeführt; sie stehen in der Kampagnentabelle der Spielleitung.`;
}
