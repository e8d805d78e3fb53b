/**
 * The top-level functions' boundary: a RuleError thrown by a server function (German, maybe with
 * its field) leaves Apps Script marked (src/shared/thrownRefusal.ts), so the page can tell it
 * from Google's own failures and show it as it is. Anything else passes unchanged: it is not ours
 * to show, and the page gives it the generic German text.
 */
import { RuleError } from '../rules/ruleError';
import { markRefusal } from '../shared/thrownRefusal';

export function refusalsMarked<F extends (...args: never[]) => unknown>(run: F): F {
  return ((...args: Parameters<F>) => {
    try {
      return run(...args);
    } catch (error) {
      if (error instanceof RuleError) throw new Error(markRefusal(error.message, error.field));
      throw error;
    }
  }) as F;
}
