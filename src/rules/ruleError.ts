/**
 * A rule was broken, an input is out of range, or the campaign cannot be used as it is (a
 * sheet or column is missing, another save holds the lock). The message is German and says what is
 * wrong and what is allowed; every adapter shows it to the user unchanged. `field` is the
 * German label of the input it is about ("Verluste Angreifer", "punkte"), as the message names
 * it: a form puts the message next to that field, not by reading the message's words.
 */
export class RuleError extends Error {
  readonly field: string | undefined;

  constructor(message: string, field?: string) {
    super(message);
    this.name = 'RuleError';
    this.field = field;
  }
}
