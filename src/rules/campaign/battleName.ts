/**
 * A battle as a player's sentence names it — news, mails, reminders, the portal's „Gemeldet“:
 * "Grüne Flut gegen Rote Faust (Runde 1)"; without a Runde, the armies alone.
 */
export function battleName(b: { attacker: string; defender: string; round: number | null }): string {
  return `${b.attacker} gegen ${b.defender}${b.round !== null ? ` (Runde ${b.round})` : ''}`;
}
