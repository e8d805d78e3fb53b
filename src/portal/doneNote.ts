/// <reference lib="dom" />
/**
 * What came of a player's answer or declaration, said where the page goes on (Bestätigen,
 * Angriffe). The page is drawn again from fresh data without the button that was tapped, so the
 * focus would fall to the page and a keyboard or screen-reader user start again at the top: the
 * note takes it (role="status" in the page; focusable by script only).
 */
import { byId } from '../sidebar/dom';

export function showDone(id: string, text: string): void {
  const note = byId(id);
  note.textContent = text;
  note.hidden = false;
  note.tabIndex = -1;
  note.focus();
}
