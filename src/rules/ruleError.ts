import type { FieldKey } from './fields';
import { ORGANISER, RuleText, textFor } from './ruleText';

/**
 * A rule was broken, an input is out of range, or the campaign cannot be used as it is (a
 * sheet or column is missing, another save holds the lock). The message is German and says what is
 * wrong and what is allowed; every adapter shows it to the user unchanged. `field` is the
 * registry key (src/rules/fields.ts) of the input it is about: a form puts the message next to
 * that field's control, never by reading the message's words. `text`: the message as given —
 * in parts where readers read it differently (ruleText.ts); `message` is the organiser's words.
 */
export class RuleError extends Error {
  readonly field: FieldKey | undefined;
  readonly text: RuleText;

  constructor(text: RuleText, field?: FieldKey) {
    // An answer, not a fault: a replay throws one per broken row (thousands in a save, issue 24),
    // and capturing the stack was most of what each cost. V8 (Apps Script, Node) captures as
    // many frames as Error.stackTraceLimit says when the error is made.
    const engine = Error as { stackTraceLimit?: number };
    const limit = engine.stackTraceLimit;
    engine.stackTraceLimit = 0;
    try {
      super(textFor(text, ORGANISER));
    } finally {
      engine.stackTraceLimit = limit;
    }
    this.name = 'RuleError';
    this.field = field;
    this.text = text;
  }
}
