/**
 * One row to replay, a Buchungen row or a Schlachten row by its data-row index, as one number
 * (eventIsBattle, eventIndex): the replay orders every row of the campaign, and an object per
 * row was a tenth of what it allocates (npm run bench).
 */
export type CampaignEvent = number;

export const eventIsBattle = (event: CampaignEvent): boolean => event % 2 === 1;
export const eventIndex = (event: CampaignEvent): number => (event - (event % 2)) / 2;
const bookingEvent = (index: number): CampaignEvent => index * 2;
const battleEvent = (index: number): CampaignEvent => index * 2 + 1;

/**
 * The replay order (docs/REGELN.md, „Das Kampagnenbuch“): by Runde; within a Runde all Buchungen
 * before all battles (the supply phase comes first); within each sheet, row order. Rows are
 * bucketed by round, so only the distinct rounds are sorted: linear in the rows for any
 * realistic campaign. Rows without a valid Runde (null) have no place and are left out.
 */
export function orderEvents(bookingRounds: (number | null)[], battleRounds: (number | null)[]): CampaignEvent[] {
  const buckets = new Map<number, { bookings: number[]; battles: number[] }>();
  const bucket = (round: number) => {
    let b = buckets.get(round);
    if (!b) buckets.set(round, (b = { bookings: [], battles: [] }));
    return b;
  };
  bookingRounds.forEach((round, index) => {
    if (round !== null) bucket(round).bookings.push(index);
  });
  battleRounds.forEach((round, index) => {
    if (round !== null) bucket(round).battles.push(index);
  });
  const events: CampaignEvent[] = [];
  for (const round of [...buckets.keys()].sort((a, b) => a - b)) {
    const b = buckets.get(round)!;
    for (let i = 0; i < b.bookings.length; i++) events.push(bookingEvent(b.bookings[i]));
    for (let i = 0; i < b.battles.length; i++) events.push(battleEvent(b.battles[i]));
  }
  return events;
}
