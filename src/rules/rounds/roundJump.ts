/**
 * R1 guards against a typo: the current round is the highest Runde of the organiser's rows, so
 * „55“ typed for „5“ would put every player into round 55 — even on a row that will not count.
 * Rounds go one by one („Neue Runde beginnen“ proposes the current round + 1): a Runde typed by
 * hand may be any earlier round, the current one or the next (a row typed ahead); anything
 * beyond is a jump the organiser is told of.
 */
/** The highest Runde a row may be typed with while `current` is the current round. */
export function highestTypedRound(current: number): number {
  return current + 1;
}

/** Whether `round` (a whole number typed into Runde) jumps past the next round. */
export function jumpsAhead(round: number, current: number): boolean {
  return Number.isInteger(round) && round > highestTypedRound(current);
}

/**
 * The toast for one typed cell (`where`: „Schlachten!A2 (Runde)“), taken back; `newRound`: where
 * the menu entry that begins a round is.
 */
export function roundJumpTakenBack(where: string, round: number, current: number, newRound: string): string {
  return (
    `${where}: Runde ${round} liegt mehr als eine Runde nach der laufenden Runde ${current} – die Eingabe wurde zurückgenommen, ` +
    `sonst wären alle Spieler in Runde ${round}. Erlaubt: Runde 1 bis ${highestTypedRound(current)}. ` +
    `Eine neue Runde beginnt mit ${newRound}.`
  );
}

/** The toast for a paste, whose values stay (Sheets gives no old values): the cells named. */
export function roundJumpPasted(cells: readonly { where: string; round: number }[], current: number, more: number): string {
  const named = cells.map((c) => `${c.where}: Runde ${c.round}`).join(', ');
  const which = cells.length === 1 && more === 0 ? 'diese Zeile würde' : 'diese Zeilen würden';
  const rest = more === 0 ? '' : ` und ${more} weitere`;
  const target = cells.length === 1 && more === 0 ? `in Runde ${cells[0].round}` : 'in eine spätere Runde';
  return (
    `${named}${rest} liegt mehr als eine Runde nach der laufenden Runde ${current} – bitte prüfen: ` +
    `${which} alle Spieler ${target} setzen, sobald sie zählt. Erlaubt: Runde 1 bis ${highestTypedRound(current)}.`
  );
}

/**
 * R1 for an entry through the organiser's forms („Schlacht eintragen“, „Buchung eintragen“):
 * their rows count at once, so one of any Runde after the current round begins that round for
 * every player — without the Versorgungsphase and Befehle that „Neue Runde beginnen“ brings. Such
 * an entry is saved only when the organiser confirms (R6's question, ChangesNeedConfirmation).
 */
export function entryStartsRound(round: number, current: number): boolean {
  return round > current;
}

/** An entry that would begin round `round` while `current` runs; `newRound`: where the menu entry that begins a round is. */
export interface RoundStart {
  round: number;
  current: number;
  newRound: string;
}

/** The line of the organiser's question that names the round the entry would begin. */
export function roundStartLine({ round, current, newRound }: RoundStart): string {
  return (
    `Runde ${round} hat noch nicht begonnen (laufend ist Runde ${current}) – gespeichert, beginnt Runde ${round} sofort ` +
    `für alle Spieler, ohne Versorgungsphase. Sonst beginnt eine Runde mit ${newRound} (Versorgung und Befehlsphase)`
  );
}
