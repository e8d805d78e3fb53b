/**
 * The portal's „Neuigkeiten“ (N2c) and the player's e-mail switch (N6), as the server sends them.
 * No address: a player's pages never carry one (C12) — only whether the organiser entered one.
 */
export interface PortalNewsItem {
  /** ISO time of the event. */
  at: string;
  text: string;
  /** Since the player's previous visit. */
  fresh: boolean;
}

export interface PortalNews {
  items: PortalNewsItem[];
  /** The organiser entered an e-mail address for this player. */
  hasAddress: boolean;
  /** The player gets e-mails (has an address and did not switch them off). */
  mailOn: boolean;
}

export interface MailSwitchResult {
  mailOn: boolean;
}
