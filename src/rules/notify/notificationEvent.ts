/**
 * What Kriegsrat tells people (docs/REGELN.md, N1): one event per fact a save, the deadline
 * check or a round change brings about. An event says whom it concerns privately (a player's
 * e-mail and Neuigkeiten) and, when it is public (N2b), the line the chat gets. Its `id` names
 * the fact, not the moment: the same fact found twice (a save retried, the hourly check and a
 * save both finding one overdue report) has the same id, and a channel sends each id at most
 * once per recipient (N5).
 *
 * New kinds plug in here: a kind, its id and its text, computed where the fact is known — the
 * rounds' phases and attack declarations (R2, A3, A4) add `phaseStarted`, `attackDeclared`,
 * `attackWithdrawn` and `attackRemoved` (toldDeclarations.ts).
 */
export const EVENT_KINDS = {
  reportWaiting: 'Meldung wartet',
  reportAnswered: 'Meldung beantwortet',
  battleChanged: 'Schlacht geändert',
  battleCounts: 'Schlacht zählt',
  roundStarted: 'Neue Runde',
  phaseStarted: 'Neue Phase',
  attackDeclared: 'Angriff angesagt',
  attackWithdrawn: 'Angriff zurückgezogen',
  attackRemoved: 'Angriff gestrichen',
  reminder: 'Erinnerung',
  withheld: 'Nicht automatisch bestätigt',
} as const;

export type EventKind = keyof typeof EVENT_KINDS;

export interface NotificationEvent {
  kind: EventKind;
  /** The fact, stable across retries: `<kind>:<what>`; never a secret (it is recorded). */
  id: string;
  /** The players (as spelt in Spieler) who hear of it privately; may be empty for a public-only event. */
  players: string[];
  /**
   * One German sentence for those players: their e-mail and their Neuigkeiten. May carry what
   * only the two players of a battle may see (a dispute's reason, C12), never a link.
   */
  text: string;
  /** The chat's line when the event is public (N2b); absent: never in the chat. */
  publicText?: string;
}

/** A channel that carries events, as the organiser's record names it. */
export const CHANNELS = { mail: 'E-Mail', chat: 'Chat', portal: 'Neuigkeiten' } as const;
export type Channel = keyof typeof CHANNELS;

/** The recipient of the chat's messages in the record (the chat has no player). */
export const CHAT_RECIPIENT = 'Chat';

/** One message of one event to one recipient on one channel: the unit sent at most once (N5). */
export interface Delivery {
  event: NotificationEvent;
  channel: Channel;
  /** The player's name; CHAT_RECIPIENT for the chat. */
  recipient: string;
  /** What the recipient reads, without the link (the mail adds the player's own link). */
  text: string;
}

/** The key a delivery is recorded under: at most one delivery per key, ever. */
export function deliveryKey(d: Pick<Delivery, 'channel' | 'recipient'> & { event: Pick<NotificationEvent, 'id'> }): string {
  return `${d.event.id}|${d.channel}|${d.recipient.trim().toLowerCase()}`;
}

/**
 * Every delivery of `events`: each private player on each private channel, each public event to
 * the chat. `channels` says which channels are on (the portal's Neuigkeiten always are).
 */
export function deliveriesOf(events: readonly NotificationEvent[], channels: ReadonlySet<Channel>): Delivery[] {
  const out: Delivery[] = [];
  const seen = new Set<string>();
  const add = (d: Delivery) => {
    const key = deliveryKey(d);
    if (seen.has(key)) return;
    seen.add(key);
    out.push(d);
  };
  for (const event of events) {
    for (const player of event.players) {
      for (const channel of ['portal', 'mail'] as const) {
        if (channels.has(channel)) add({ event, channel, recipient: player, text: event.text });
      }
    }
    if (event.publicText !== undefined && channels.has('chat')) {
      add({ event, channel: 'chat', recipient: CHAT_RECIPIENT, text: event.publicText });
    }
  }
  return out;
}
