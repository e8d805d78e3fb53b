import { RuleError } from '../rules';
import { BattleFormContext, fieldKeyOf, readBattleForm, SubmittedBattle } from '../rules/battleForm';

/**
 * Reads the sidebar's payload with the form's own reader (src/rules/battleForm). The first
 * refused field throws, as the form labels it; `context` adds what only the campaign knows.
 */
export function parseBattlePayload(payload: unknown, context: BattleFormContext = {}): SubmittedBattle {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) {
    throw new RuleError('Es kamen keine Schlachtdaten an.');
  }
  const reading = readBattleForm(payload as Record<string, unknown>, context);
  const first = reading.problems[0];
  if (first) throw new RuleError(first.message, fieldKeyOf(first.field));
  return reading.battle!;
}
