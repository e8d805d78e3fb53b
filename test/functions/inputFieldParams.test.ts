import { CUSTOM_FUNCTIONS } from '../../src/functions/customFunctions';
import { parseArgument } from '../../src/functions/parseArguments';
import { RuleError } from '../../src/rules/ruleError';
import { FIELDS, FieldSpec } from '../../src/rules/fields';
import { winner } from '../../src/rules/winner';

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
    ['VERLUSTPUNKTE', 'punkte', 'unitPoints'],
    ['VERLUSTPUNKTE', 'sollstaerke', 'startingModels'],
    ['VERLUSTPUNKTE', 'verbleibende_modelle', 'remainingModels'],
    ['VERLUSTPUNKTE', 'lebenspunkte', 'wounds'],
    ['VERLUSTPUNKTE', 'verbleibende_lebenspunkte', 'remainingWounds'],
  ])('%s(%s) refuses with the field %s', (fn, param, field) => {
    expect(refusalField(fn, param)).toBe(field);
  });

  it('a parameter that is no input column keeps its own label and no field', () => {
    const param = CUSTOM_FUNCTIONS.find((f) => f.name === 'STUFE')!.params[0];
    expect(refusalField('STUFE', param.name)).toBeUndefined();
    expect(() => parseArgument(param, 'viel')).toThrow(param.name);
  });
});

/** Every parameter that names a whole-number field, with that field's limits. */
const bounded = CUSTOM_FUNCTIONS.flatMap((f) =>
  f.params
    .filter((p) => p.field && FIELDS[p.field].kind === 'whole')
    .map((p) => ({ fn: f.name, param: p, spec: FIELDS[p.field!] as FieldSpec })),
);

/** The RuleError's field of `run`, or 'ok' when it answers. */
function refusal(run: () => unknown): unknown {
  try {
    run();
    return 'ok';
  } catch (error) {
    if (error instanceof RuleError) return error.field;
    throw error;
  }
}

describe('custom-function parameters take their limits from the registry', () => {
  it('covers the Siegpunkte, the battle inputs and the Verlustrechner', () => {
    expect(bounded.map((b) => b.param.field)).toEqual(
      expect.arrayContaining(['attackerVP', 'defenderVP', 'scaledTo', 'unitPoints', 'startingModels']),
    );
  });

  it.each(bounded.map((b) => [b.fn, b.param.name, b]))('%s(%s): min and max of its field', (_fn, _name, b) => {
    const { param, spec } = b as (typeof bounded)[number];
    if (spec.max !== undefined) {
      expect(refusal(() => parseArgument(param, spec.max))).toBe('ok');
      expect(refusal(() => parseArgument(param, spec.max! + 1))).toBe(param.field);
    }
    if (spec.min !== undefined) {
      expect(refusal(() => parseArgument(param, spec.min))).toBe('ok');
      expect(refusal(() => parseArgument(param, spec.min! - 1))).toBe(param.field);
    }
  });

  it('SIEGER refuses Siegpunkte above the registry maximum, as the sheet and the replay do', () => {
    const sieger = CUSTOM_FUNCTIONS.find((f) => f.name === 'SIEGER')!;
    const max = (FIELDS.attackerVP as FieldSpec).max!;
    expect(sieger.run(max, 0)).toBe('Angreifer');
    expect(() => sieger.run(max + 1, 0)).toThrow(RuleError);
    expect(refusal(() => winner(max + 1, 0))).toBe('attackerVP');
    expect(refusal(() => winner(0, max + 1))).toBe('defenderVP');
  });
});
