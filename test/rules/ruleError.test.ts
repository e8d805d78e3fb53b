import { RuleError } from '../../src/rules/ruleError';

describe('RuleError', () => {
  // A replay throws one per broken row (issue 24: thousands per save); a stack is of no use in
  // a German sentence for a user, and capturing one is most of what constructing it costs.
  it('captures no stack trace', () => {
    const error = new RuleError('Runde fehlt.', 'round');
    expect(error.stack ?? '').not.toMatch(/\n\s+at /);
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(RuleError);
    expect([error.name, error.message, error.field]).toEqual(['RuleError', 'Runde fehlt.', 'round']);
  });

  it('leaves other errors their stack traces', () => {
    const limit = Error.stackTraceLimit;
    new RuleError('Runde fehlt.');
    expect(Error.stackTraceLimit).toBe(limit);
    expect(new Error('fault').stack).toMatch(/\n\s+at /);
  });
});
