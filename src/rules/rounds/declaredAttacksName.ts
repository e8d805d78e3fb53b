/**
 * A2, A7: the name of the list of a round's declared attacks, one on every page — the sidebar's
 * „Schlacht eintragen“, the portal's Melden and Angriffe, the round report, the question before
 * the Schlachtphase (the portal once said „Angesagte Schlachten“ where the sidebar said this).
 */
export const DECLARED_ATTACKS = 'Angesagte Angriffe';

/** The list's heading for one round, e.g. „Angesagte Angriffe · Runde 5“. */
export const declaredAttacksOfRound = (round: number): string => `${DECLARED_ATTACKS} · Runde ${round}`;
