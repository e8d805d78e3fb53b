/// <reference lib="dom" />
/**
 * The organiser's dialog "Spielerlinks": every player's link to copy ("Name: URL" per line),
 * and per player "Erneuern" and "Sperren". Names go in as text nodes only.
 */
import type { PlayerLinksView } from '../shared/portalContract';
import { byId, h } from './dom';
import { readPageData } from './pageData';
import { placeView } from './kit/placeView';
import { ServerRunner } from './kit/serverRunner';
import { callServer } from './scriptRun';

const body = byId('links').querySelector('tbody')!;
const text = byId<HTMLTextAreaElement>('links-text');
const status = byId('status');
const notice = byId('notice');

function render(view: PlayerLinksView): void {
  text.value = view.text;
  notice.hidden = !view.notice;
  notice.textContent = view.notice ?? '';
  body.replaceChildren(
    ...view.rows.map((row) => {
      const renew = h('button', { type: 'button' }, row.revoked ? 'Neuer Link' : 'Erneuern');
      const revoke = h('button', { type: 'button' }, 'Sperren');
      revoke.disabled = row.revoked;
      renew.addEventListener('click', () =>
        act(`Den Link von ${row.player} erneuern? Der alte gilt dann sofort nicht mehr.`, () =>
          callServer('renewPlayerLink', row.player),
        ),
      );
      revoke.addEventListener('click', () =>
        act(`Den Link von ${row.player} sperren?`, () => callServer('revokePlayerLink', row.player)),
      );
      const tr = h(
        'tr',
        {},
        h('td', {}, row.player),
        h('td', { class: 'url' }, row.revoked ? 'gesperrt' : row.url || '(noch keine Web-App)'),
        h('td', { class: 'buttons' }, renew, revoke),
      );
      if (row.revoked) tr.classList.add('revoked');
      return tr;
    }),
  );
}

/** Erneuern and Sperren go through the page's runner: busy, and a refusal or Google's failure said in German. */
const runner = new ServerRunner(
  placeView({
    buttons: () => Array.from(document.querySelectorAll('button')),
    message: status,
    busyText: 'Wird gespeichert …',
  }),
);

function act(question: string, call: () => Promise<PlayerLinksView>): void {
  if (!window.confirm(question)) return;
  void runner.load(call, (view) => {
    render(view);
    status.textContent = 'Gespeichert.';
    status.hidden = false;
  });
}

byId('copy').addEventListener('click', () => {
  text.focus();
  text.select();
  let ok: boolean;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  status.textContent = ok ? 'Kopiert.' : 'Bitte den markierten Text mit Strg+C kopieren.';
  status.hidden = false;
});

render(readPageData<PlayerLinksView>() ?? { rows: [], text: '', notice: 'Keine Daten erhalten.' });
