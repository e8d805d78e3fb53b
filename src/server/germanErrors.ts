import { RuleError } from '../rules';
import { ChangesNeedConfirmation, confirmationLines } from '../rules/rounds/battlesChanged';
import { missingPermissions } from './permissions';
import type { Answer, Refusal } from '../shared/submission';

/**
 * What the user reads when Apps Script itself failed (a timeout, a quota, a service error):
 * its English message stays in the log, the user gets German and what to do.
 */
export const SHEETS_FAILED =
  'Google Sheets hat die Anfrage nicht ausgeführt (ein Fehler der Tabelle, nicht der Eingabe). ' +
  'Bitte in ein paar Sekunden erneut versuchen; bleibt es dabei, die Tabelle neu laden.';

/**
 * Runs a sidebar endpoint so that only German reaches the sidebar: a RuleError (ours, German,
 * naming its field) passes unchanged; anything else — an exception from a Sheets service, a
 * JS engine TypeError — is logged and replaced by SHEETS_FAILED, after `failure` when given.
 */
export function inGerman<T>(failure: string | undefined, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof RuleError) throw error;
    console.error(error);
    // A scope the user did not grant is the reason, not a failure of Sheets.
    const reason = missingPermissions()?.message ?? SHEETS_FAILED;
    throw new RuleError(failure ? `${failure}: ${reason}` : reason);
  }
}

/**
 * Runs a sidebar endpoint that answers: its value, or a RuleError (a rule, the lock, a sheet as
 * it is) as the refusal `{ ok: false, field, message }`; only Google's own failure throws (inGerman).
 */
export function answered<T extends object>(failure: string | undefined, work: () => T): Answer<T> {
  return inGerman(failure, (): Answer<T> => {
    try {
      return { ok: true, ...work() };
    } catch (error) {
      if (error instanceof RuleError) return refusal(error);
      throw error;
    }
  });
}

/** A RuleError as the answer the forms show at its field. */
export function refusal(error: RuleError): Refusal {
  if (error instanceof ChangesNeedConfirmation) {
    return {
      ok: false,
      message: error.message,
      aenderungen: confirmationLines(error),
    };
  }
  return error.field === undefined
    ? { ok: false, message: error.message }
    : { ok: false, field: error.field, message: error.message };
}
