/**
 * Erweiterungen → Kriegsrat → …: the menus the add-on's onOpen built, so the entries are the
 * real ones (captions and functions from Code.js).
 */
import type { PageMenu } from '../pageState';
import { byId, el } from './dom';

export class MenuBar {
  private readonly button = byId<HTMLButtonElement>('menu-button');
  private readonly popup = byId('menu-popup');

  constructor(private readonly choose: (menu: string, caption: string) => void) {
    this.button.addEventListener('click', (event) => {
      event.stopPropagation();
      this.setOpen(this.popup.hidden);
    });
    document.addEventListener('click', () => this.setOpen(false));
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') this.setOpen(false);
    });
  }

  render(menus: PageMenu[]): void {
    const parts: HTMLElement[] = [];
    for (const menu of menus) {
      parts.push(el('div', { className: 'menu-heading', text: menu.name }));
      for (const item of menu.items) {
        const entry = el('button', { className: 'menu-item', text: item.caption });
        entry.type = 'button';
        entry.setAttribute('role', 'menuitem');
        entry.addEventListener('click', () => {
          this.setOpen(false);
          this.choose(item.menu, item.caption);
        });
        parts.push(entry);
      }
    }
    if (!parts.length) parts.push(el('div', { className: 'menu-heading', text: 'Keine Menüs – onOpen hat nichts angelegt.' }));
    this.popup.replaceChildren(...parts);
  }

  private setOpen(open: boolean): void {
    this.popup.hidden = !open;
    this.button.setAttribute('aria-expanded', String(open));
    if (open) this.popup.querySelector<HTMLButtonElement>('.menu-item')?.focus();
  }
}
