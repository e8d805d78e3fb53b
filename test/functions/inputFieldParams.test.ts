import { CUSTOM_FUNCTIONS } from '../../src/functions/customFunctions';
import { parseArgument } from '../../src/functions/parseArguments';
import { RuleError } from '../../src/rules/ruleError';

/** A parameter that is an input column names its registry field, so its refusal carries the key. */
function refusalField(functionName: string, paramName: string): unknown {
  const param = CUSTOM_FUNCTIONS.find((f) => f.name === functionName)!.params.find((p) => p.name === paramName)!;
  try {
    parseArgument(param, 'viel');
  } catch (error) {
    if (error instanceof RuleError) return error.field;
    throw error;
  }
  throw new Error('no refusal');
}

describe('custom-function parameters that are input fields', () => {
  it.each([
    ['SIEGER', 'siegpunkte_angreifer', 'attackerVP'],
    ['SIEGER', 'siegpunkte_verteidiger', 'defenderVP'],
    ['GESPIELTEPUNKTE', 'mobilisierung', 'mobilisation'],
    ['GESPIELTEPUNKTE', 'skaliert_auf', 'scaledTo'],
  ])('%s(%s) refuses with the field %s', (fn, param, field) => {
    expect(refusalField(fn, param)).toBe(field);
  });

  it('a parameter that is no input column keeps its own label and no field', () => {
    const param = CUSTOM_FUNCTIONS.find((f) => f.name === 'STUFE')!.params[0];
    expect(refusalField('STUFE', param.name)).toBeUndefined();
    expect(() => parseArgument(param, 'viel')).toThrow(param.name);
  });
});
