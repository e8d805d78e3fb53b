import { RuleError } from '../rules';
import { BATTLE_FORM_KEYS, BattleFormContext, fieldKeyOf, readBattleForm, SubmittedBattle } from '../rules/battleForm';
import { refuseForeignKeys } from '../rules/payloadFields';
import { CONFIRM_CHANGES_KEY } from '../shared/roundsContract';

/**
 * Reads the sidebar's payload with the form's own reader (src/rules/battleForm). The first
 * refused field throws, as the form labels it; `context` adds what only the campaign knows. A key
 * the form does not have is refused (refuseForeignKeys), never dropped.
 */
export function parseBattlePayload(payload: unknown, context: BattleFormContext = {}): SubmittedBattle {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) {
    throw new RuleError('Es kamen keine Schlachtdaten an.');
  }
  // R6: the organiser's „Trotzdem speichern“ rides along with the form's fields.
  refuseForeignKeys(payload, [...BATTLE_FORM_KEYS, CONFIRM_CHANGES_KEY]);
  const reading = readBattleForm(payload as Record<string, unknown>, context);
  const first = reading.problems[0];
  if (first) throw new RuleError(first.message, fieldKeyOf(first.field));
  return reading.battle!;
}
