/// <reference lib="dom" />
/**
 * What a player typed into the cards of „Bestätigen“ — an Einspruch, an unfolded proposal —
 * survives the page being drawn again from fresh data („Aktualisieren“, which refusals ask for,
 * or the answer to another report): taken from the old cards by their key, put back into the
 * new ones (user test 31). The key is the report's Runde and armies, not its sheet row, which may
 * move (C5: one open report per army).
 */
interface Typed {
  open: boolean;
  /** Each control's value by its name, in page order. */
  values: [string, string][];
}

const CONTROLS = 'textarea[name], input[name], select[name]';
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export const cardKey = (r: { runde: number | null; angreifer: string; verteidiger: string }) =>
  JSON.stringify([r.runde, r.angreifer, r.verteidiger]);

/** The typed state of the cards now in `list`, by their data-key. */
export function typedIn(list: HTMLElement): Map<string, Typed> {
  const typed = new Map<string, Typed>();
  for (const card of Array.from(list.querySelectorAll<HTMLElement>('[data-key]'))) {
    const controls = Array.from(card.querySelectorAll<Control>(CONTROLS));
    typed.set(card.dataset.key!, {
      open: card.querySelector('details')?.open ?? false,
      values: controls.map((c) => [c.name, c.value]),
    });
  }
  return typed;
}

/**
 * Puts `typed` back into the new `card`, in page order, each change announced as the player's
 * own (input and change), so what depends on it follows (Rückzug nach, the objection's warning).
 */
export function putBack(card: HTMLElement, typed: Typed | undefined): void {
  if (!typed) return;
  const details = card.querySelector('details');
  if (details && typed.open) details.open = true;
  const before = new Map(typed.values);
  for (const control of Array.from(card.querySelectorAll<Control>(CONTROLS))) {
    const value = before.get(control.name);
    if (value === undefined || value === control.value) continue;
    control.value = value;
    // A select keeps its old option when the value is no longer offered: then it is not put back.
    if (control.value !== value) continue;
    control.dispatchEvent(new Event('input', { bubbles: true }));
    control.dispatchEvent(new Event('change', { bubbles: true }));
  }
}
