/**
 * How every submission endpoint answers (submitBattle, submitBooking, and the reports,
 * confirmations and decisions to come): saved, or refused with a German message at a field.
 * A refusal is an answer, not a failure: google.script.run's failure handler is left to
 * Google's own failures (no connection, no authorisation, a service error).
 */

import type { FieldKey } from '../rules/fields';

/**
 * The field a refusal is about, exactly as RuleError.field holds it (a key of the field
 * registry); absent when it belongs to no field (the lock was busy, a sheet is missing).
 */
export type RefusalField = FieldKey;

export interface Refusal {
  ok: false;
  field?: RefusalField;
  message: string;
  /**
   * R6: the organiser's entry would change these battles already entered („Zeile 5 (Runde 3,
   * A gegen B): zählt dann nicht mehr“) — first, R1, the round it would begin („Runde 7 hat noch
   * nicht begonnen …“); the form asks and sends again with `aenderungenBestaetigt: true`.
   * Absent for every other refusal.
   */
  aenderungen?: string[];
}

/** What was saved (or had been saved under this Einreichungs-ID), or why nothing was. */
export type Answer<T> = ({ ok: true } & T) | Refusal;
