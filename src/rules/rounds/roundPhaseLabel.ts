import { Phase, PHASE_BATTLES, PHASE_ORDERS } from './roundSettings';

/** R2's phases as a sentence names them. */
const PHASE_NAMES: Record<Phase, string> = { [PHASE_ORDERS]: 'Befehlsphase', [PHASE_BATTLES]: 'Schlachtphase' };

/** R7: where the round stands, in one line for every page, e.g. „Runde 5 · Befehlsphase“. */
export function roundPhaseLabel(situation: { round: number; phase: Phase }): string {
  return `Runde ${situation.round} · ${PHASE_NAMES[situation.phase]}`;
}
