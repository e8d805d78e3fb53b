/// <reference lib="dom" />
/**
 * What came of a player's answer, declaration or withdrawal, said where the page goes on
 * (Bestätigen, Angriffe). The page is drawn again from fresh data without the button that was
 * tapped, so the focus would fall to the page and a keyboard or screen-reader user start again at
 * the top: the note takes it (role="status" in the page; focusable by script only).
 */
import { TAP_REFRESH } from '../rules/portalRefresh';
import type { PortalData } from '../shared/portalContract';
import { byId } from '../sidebar/dom';
import { callServer } from '../sidebar/scriptRun';

/** Saved, but the fresh data did not come: `done`, and how to see it (the header's button). */
export const notReloaded = (done: string) => `${done} Die Seite ließ sich nicht neu laden. ${TAP_REFRESH}`;

export function showDone(id: string, text: string): void {
  const note = byId(id);
  note.textContent = text;
  note.hidden = false;
  note.tabIndex = -1;
  note.focus();
}

/**
 * After a saved action, every flow alike: fresh data, the page drawn with it, then `done` in the
 * note `noteId`; when the data do not come, `done` at the action's own `message` instead.
 */
export function reloadThenDone(
  token: string,
  redraw: (fresh: PortalData) => void,
  noteId: string,
  done: string,
  message: HTMLElement,
): Promise<void> {
  return callServer('getPortalData', token).then(
    (fresh) => {
      redraw(fresh);
      showDone(noteId, done);
    },
    () => {
      message.textContent = notReloaded(done);
      message.hidden = false;
    },
  );
}
