/** Numbers the campaign rules are built from (docs/REGELN.md). */

/** Armeepunkte per Stufe *(campaign)*. */
export const POINTS_PER_LEVEL = 500;
/** Highest army level *(campaign: "bis max. Stufe 4")*. */
export const MAX_LEVEL = 4;
/** Mobilisation and scaling move in steps of this many points. */
export const POINT_STEP = 250;
/** Scaling is only allowed from this many (equal) points on (D3). */
export const MIN_SCALING_POINTS = 1500;
/** The largest battle: the seed's scaling table and Sturmangriff (Onslaught) end here. */
export const MAX_PLAYED_POINTS = 3000;
/** An army list may be this many points above or below its played points. */
export const LIST_TOLERANCE = 10;
/** Victory points per full POINT_STEP of difference in played points. */
export const START_VP_PER_STEP = 5;
/** Supply for the winner, and for a winner whose army was at a lower Stufe. */
export const SUPPLY_REWARD = 250;
export const SUPPLY_REWARD_UNDERDOG = 500;

/** The two sides of a battle, as users read and type them. */
export const ATTACKER = 'Angreifer';
export const DEFENDER = 'Verteidiger';
export type Side = typeof ATTACKER | typeof DEFENDER;

/** The loss level that wipes an army out. */
export const ANNIHILATION = 'Vernichtung';
export type LossLevel = 0 | 1 | 2 | typeof ANNIHILATION;

/** Plausible values only: a battle's Siegpunkte never reach this far (issue 8 §4). */
export const MAX_VICTORY_POINTS = 999;
/** Google Sheets holds at most this many characters in one cell. */
export const MAX_CELL_TEXT = 50_000;
/** An einreichungsId is a short token (a UUID has 36 characters). */
export const MAX_SUBMISSION_ID = 200;
/**
 * The Karte has at most this many rows and columns *(product decision)*: a typo such as
 * Zeile 5000 would otherwise draw a grid of millions of cells.
 */
export const MAX_MAP_GRID = 100;
/** What one Stufe of an Aufwertung costs, in VP of the player's supply pool *(campaign)*. */
export const UPGRADE_PRICE_PER_LEVEL = 500;
/** The supply "Neue Runde beginnen" proposes for every player, in VP *(campaign)*. */
export const ROUND_SUPPLY_PROPOSAL = 1000;
/**
 * Versorgung of one booking, and a round's supply, reach at most this many VP either way
 * *(product decision)*: the Buchungen sheet validates the same range.
 */
export const MAX_SUPPLY = 100_000;

/**
 * Dates a form may send: Sheets counts days from 1899-12-30, and a campaign is played now, so a
 * year outside these (a typo such as 20266, or 0001) is refused rather than written.
 */
export const MIN_DATE_YEAR = 1900;
export const MAX_DATE_YEAR = 2100;
/** A name a user gives (a new army): at most this many characters *(product decision)*. */
export const MAX_NAME_LENGTH = 100;
