/** A text that is one e-mail address (no list, no blanks): a player's address (N2a), or the organiser's where the sheets record it (C4). */
export const MAIL_ADDRESS = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

export function isMailAddress(text: string): boolean {
  return MAIL_ADDRESS.test(text.trim());
}
