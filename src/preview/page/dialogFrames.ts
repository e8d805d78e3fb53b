/**
 * The add-on's sidebar (300 px, right) and dialogs (centred) in iframes. A frame is only
 * reloaded when the add-on opens a new one, so a half-filled form survives grid refreshes.
 * The sidebar the preview opens on start shows on every load; a dialog only on the page
 * that opened it.
 */
import type { PageDialog } from '../pageState';
import { byId } from './dom';

class Frame {
  private shown: number | null = null;
  /** The dialog open when this page loaded (undefined until the first state arrived). */
  private atLoad: number | null | undefined;

  /** `ownPageOnly`: a dialog shows only on the page that opened it — in Sheets a reload closes it. */
  constructor(
    private readonly container: HTMLElement,
    private readonly title: HTMLElement,
    private readonly frame: HTMLIFrameElement,
    close: HTMLButtonElement,
    onClose: (id: number) => void,
    private readonly ownPageOnly = false,
  ) {
    close.addEventListener('click', () => {
      if (this.shown !== null) onClose(this.shown);
    });
  }

  show(next: PageDialog | null): void {
    if (this.atLoad === undefined) this.atLoad = this.ownPageOnly ? (next?.id ?? null) : null;
    const dialog = next && next.id !== this.atLoad ? next : null;
    if (!dialog) {
      this.container.hidden = true;
      this.shown = null;
      this.frame.removeAttribute('src');
      return;
    }
    this.container.hidden = false;
    this.title.textContent = dialog.title;
    if (dialog.kind !== 'sidebar') {
      if (dialog.width) this.frame.style.width = `${dialog.width}px`;
      if (dialog.height) this.frame.style.height = `${dialog.height}px`;
    }
    if (this.shown !== dialog.id) {
      this.shown = dialog.id;
      this.frame.src = `/dialog/${dialog.id}?k=${encodeURIComponent(dialog.key)}`;
    }
  }
}

export function createFrames(onClose: (id: number) => void): { sidebar: Frame; dialog: Frame } {
  return {
    sidebar: new Frame(
      byId('sidebar'),
      byId('sidebar-title'),
      byId<HTMLIFrameElement>('sidebar-frame'),
      byId<HTMLButtonElement>('sidebar-close'),
      onClose,
    ),
    dialog: new Frame(
      byId('dialog'),
      byId('dialog-title'),
      byId<HTMLIFrameElement>('dialog-frame'),
      byId<HTMLButtonElement>('dialog-close'),
      onClose,
      true,
    ),
  };
}
