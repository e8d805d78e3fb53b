/** Toasts bottom left, as Sheets shows them: the add-on's toasts and alerts, and the page's own messages. */
import type { PageToast } from '../pageState';
import { byId, el } from './dom';

const SEEN_KEY = 'kriegsrat.gezeigteMeldung';

export class Toasts {
  private readonly container = byId('toasts');
  private lastShown = 0;
  private instance = '';

  show(message: string, kind: 'info' | 'error' = 'info', title = '', seconds = 6): void {
    const toast = el('div', { className: `toast ${kind}` });
    toast.setAttribute('role', kind === 'error' ? 'alert' : 'status');
    if (title) toast.append(el('strong', { text: title }));
    toast.append(el('span', { text: message }));
    const close = el('button', { className: 'close', text: '×' });
    close.type = 'button';
    close.setAttribute('aria-label', 'Meldung schließen');
    close.addEventListener('click', () => toast.remove());
    toast.append(close);
    this.container.append(toast);
    window.setTimeout(() => toast.remove(), Math.min(Math.max(seconds, 4), 12) * 1000);
  }

  /** The add-on's toasts this page has not shown yet (also across reloads of the tab). */
  showNew(instance: string, toasts: PageToast[]): void {
    if (instance !== this.instance) {
      this.instance = instance;
      const seen = sessionStorage.getItem(SEEN_KEY)?.split(' ');
      this.lastShown = seen?.[0] === instance ? Number(seen[1]) : 0;
    }
    for (const t of toasts) {
      if (t.id <= this.lastShown) continue;
      this.lastShown = t.id;
      this.show(t.message, 'info', t.title, t.seconds);
    }
    sessionStorage.setItem(SEEN_KEY, `${instance} ${this.lastShown}`);
  }
}
