import { RuleError } from '../../src/rules/ruleError';

/** A result, or the RuleError computing it throws (message and field), as one value a test compares. */
export function ruleOutcome(compute: () => unknown): unknown {
  try {
    return { ok: compute() };
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return { error: error.message, field: error.field };
  }
}
