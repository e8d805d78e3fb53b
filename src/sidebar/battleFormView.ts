/// <reference lib="dom" />
/**
 * The battle form on a page: armies and choices offered, the preview (plan, outcome, map) and
 * the Verlustrechner, all from evaluateBattle. Shared by the sidebar "Schlacht eintragen" and
 * the portal's "Melden" page, which differ only in which armies a side offers and where they
 * send; the controls are the same (names = payload keys, the ids the preview fills).
 */
import { armyLabel, byPlayer, selectableArmies } from './armies';
import { ArmyInfo, BattleFormData, PayloadKey } from '../shared/battleContract';
import { BattleEvaluation, FORM_FIELDS, FormValues, evaluateBattle, initialValues } from './battleForm';
import { byId, control, offerKeeping as offer } from './dom';
import { FormFeedback } from './formFeedback';
import { LossCalculators, mountLossCalculators } from './lossCalculator';
import { notAllowed, renderMap } from './mapControls';
import { BattleOnTheMap } from '../rules/savedMessages';
import { mobilisationHint, renderOutcome, renderPlan, scalingHint } from './preview';
import { newSubmissionId } from './submissionId';

export type Side = 'angreifer' | 'verteidiger';

export class BattleFormView {
  data: BattleFormData | undefined;
  private readonly lossCalculators: LossCalculators;

  constructor(
    private readonly form: HTMLFormElement,
    private readonly feedback: FormFeedback<PayloadKey>,
    /** The armies a side's select offers: the sidebar offers every army that can fight. */
    private readonly armiesFor: (data: BattleFormData, side: Side) => ArmyInfo[] = (data) => selectableArmies(data),
  ) {
    this.lossCalculators = mountLossCalculators(byId('verlustrechner'), form);
  }

  readValues(): FormValues {
    return Object.fromEntries(FORM_FIELDS.map((field) => [field, control(this.form, field).value])) as FormValues;
  }

  select(name: PayloadKey): HTMLSelectElement {
    return control(this.form, name) as HTMLSelectElement;
  }

  /**
   * After a battle was picked (its round and armies filled): the first field left to fill gets the
   * focus — Mobilisierung, unless this pairing disables it (the defender not the weaker side).
   */
  focusAfterSides(): void {
    for (const field of FORM_FIELDS.slice(FORM_FIELDS.indexOf('verteidiger') + 1)) {
      const next = control(this.form, field);
      if (next.disabled || next.type === 'hidden' || next.getClientRects().length === 0) continue;
      next.focus();
      return;
    }
  }

  /** New campaign data: the armies offered afresh; the inputs stay as they are. */
  setData(data: BattleFormData): void {
    this.data = data;
    this.populateArmies();
  }

  populateArmies(): void {
    if (!this.data) return;
    for (const side of ['angreifer', 'verteidiger'] as const) {
      const options = [
        { value: '', text: '– Armee wählen –' },
        // One group per player (an <optgroup>), as Buchung eintragen: 200 armies are found by their player.
        ...byPlayer(this.armiesFor(this.data, side), this.data.spieler).map((army) => ({
          value: army.name,
          text: armyLabel(army),
          group: army.spieler,
        })),
      ];
      offer(this.select(side), options, (value) => `${value} (nicht mehr wählbar)`);
      this.select(side).disabled = false;
    }
  }

  /**
   * Offers what the rules allow for the chosen armies. A choice they no longer allow stays chosen
   * and flagged (never reset to none behind the user's back); scaling shows while it is offered
   * or chosen.
   */
  private syncChoices(evaluation: BattleEvaluation): void {
    const mobilisation = evaluation.mobilisationOptions.length ? evaluation.mobilisationOptions : [0];
    const points = (value: string) => `${value} Punkte (nicht erlaubt)`;
    offer(
      this.select('mobilisierung'),
      mobilisation.map((m) => ({ value: String(m), text: m === 0 ? 'keine' : `${m} Punkte` })),
      points,
    );
    this.select('mobilisierung').disabled = mobilisation.length < 2 && evaluation.mobilisation === mobilisation[0];
    offer(
      this.select('skaliertAuf'),
      [
        { value: '0', text: 'nicht skaliert' },
        ...evaluation.scalingOptions.map((s) => ({ value: String(s), text: `${s} Punkte` })),
      ],
      points,
    );
    byId('skalierung-field').hidden = evaluation.scalingOptions.length === 0 && evaluation.scaledTo === 0;
    byId('mobilisierung-hint').textContent = mobilisationHint(evaluation);
    byId('skalierung-hint').textContent = scalingHint(evaluation);
  }

  /** Evaluates the form as it is and shows it: choices, preview, map, problems. */
  update(): BattleEvaluation | undefined {
    if (!this.data) return undefined;
    const evaluation = evaluateBattle(this.readValues(), this.data);
    this.syncChoices(evaluation);
    renderPlan(byId('plan'), evaluation);
    renderOutcome(byId('outcome'), evaluation);
    renderMap(evaluation.map, this.select('rueckzug'), (target, options) => offer(target, options, notAllowed));
    this.feedback.showProblems(evaluation.problems);
    return evaluation;
  }

  /** A fresh fill: new einreichungsId, empty result; Runde and Datum stay when `keepDate`. */
  reset(keepDate: boolean): void {
    if (!this.data) return;
    const fresh = initialValues(this.data, newSubmissionId());
    for (const field of FORM_FIELDS) {
      if (keepDate && (field === 'runde' || field === 'datum')) continue;
      control(this.form, field).value = fresh[field];
    }
    // Offered afresh: an army kept as "nicht mehr wählbar" for the last battle goes.
    this.populateArmies();
    this.lossCalculators.reset();
    this.feedback.reset();
  }

  /** The battle's place on the map as the form shows it, for the saved message. */
  onTheMap(): BattleOnTheMap | undefined {
    const evaluation = this.data && evaluateBattle(this.readValues(), this.data);
    const attackedField = evaluation?.map?.attackedField;
    if (!attackedField || !evaluation.attacker || !evaluation.defender) return undefined;
    return { attackedField, attackerPlayer: evaluation.attacker.spieler, defenderPlayer: evaluation.defender.spieler };
  }
}
