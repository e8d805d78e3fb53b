/**
 * A rule was broken or an input is out of range. The message is German and says what is
 * wrong and what is allowed; every adapter shows it to the user unchanged.
 */
export class RuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RuleError';
  }
}
