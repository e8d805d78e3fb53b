/** Toasts bottom left, as Sheets shows them: the add-on's toasts and alerts, and the page's own messages. */
import type { PageToast } from '../pageState';
import { byId, el } from './dom';

export class Toasts {
  private readonly container = byId('toasts');
  private lastShown = 0;
  private instance: string | null = null;

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

  /**
   * The add-on's toasts that arrived while this page was open. Those already there when it
   * loaded are old news (a reload, a second tab), so they are not shown again; after a restart
   * of the preview (another instance) the count starts over.
   */
  showNew(instance: string, toasts: PageToast[]): void {
    const latest = toasts.reduce((m, t) => Math.max(m, t.id), 0);
    if (this.instance === null) {
      this.instance = instance;
      this.lastShown = latest;
      return;
    }
    if (instance !== this.instance) {
      this.instance = instance;
      this.lastShown = 0;
    }
    for (const t of toasts) {
      if (t.id <= this.lastShown) continue;
      this.lastShown = t.id;
      this.show(t.message, 'info', t.title, t.seconds);
    }
  }
}
