/// <reference lib="dom" />
/**
 * „Neuigkeiten“ on the portal's Übersicht (N2c): what changed for the player, newest first, the
 * ones since the last visit marked „neu“ — and the switch for the player's e-mails (N6), shown
 * only when the organiser entered an address (which the page never shows, C12).
 */
import type { PortalFirstPage } from '../shared/portalContract';
import { byId, h } from '../sidebar/dom';
import { callForData } from '../sidebar/scriptRun';

const when = (iso: string) =>
  new Date(iso).toLocaleString('de-DE', { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });

export function renderNews(d: PortalFirstPage): void {
  const list = byId('news-list');
  const items = d.news.items.map((item) => {
    const li = h('li', {}, h('span', { class: 'when' }, when(item.at)), ' ', item.text);
    if (item.fresh) {
      li.classList.add('fresh');
      li.prepend(h('span', { class: 'new' }, 'neu'), ' ');
    }
    return li;
  });
  if (items.length === 0) items.push(h('li', { class: 'none' }, 'Noch keine Neuigkeiten.'));
  list.replaceChildren(...items);
  const fresh = d.news.items.filter((i) => i.fresh).length;
  const count = byId('news-count');
  count.hidden = fresh === 0;
  count.textContent = String(fresh);

  const toggle = byId<HTMLInputElement>('mail-on');
  const status = byId('mail-status');
  byId('mail-switch').hidden = !d.news.hasAddress;
  byId('mail-none').hidden = d.news.hasAddress;
  toggle.checked = d.news.mailOn;
  status.textContent = '';
  toggle.onchange = () => {
    const on = toggle.checked;
    toggle.disabled = true;
    status.textContent = 'Wird gespeichert …';
    callForData('setMailNotifications', d.token, on).then(
      (answer) => {
        d.news.mailOn = answer.mailOn;
        toggle.checked = answer.mailOn;
        toggle.disabled = false;
        status.textContent = answer.mailOn ? 'E-Mails sind an.' : 'E-Mails sind aus. Neuigkeiten stehen weiter hier.';
      },
      (error: Error) => {
        toggle.checked = !on;
        toggle.disabled = false;
        status.textContent = error.message;
      },
    );
  };
}
