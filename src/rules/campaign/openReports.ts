import { NotCountingStatus, STATUS_DISPUTED, STATUS_REPORTED, UnknownReporter } from './battleStatus';
import { CampaignReplay } from './replayResult';

/** A reported battle that waits for the other side, or one the other side disputes (C2, C3). */
export interface OpenReport {
  /** Data-row index in the Schlachten range (0 = the row below the header, i.e. sheet row 2 as setup lays it out). */
  row: number;
  round: number | null;
  status: Extract<NotCountingStatus, typeof STATUS_REPORTED | typeof STATUS_DISPUTED>;
  /** The armies as typed, and their players as spelt in the Spieler list (blank where unknown). */
  attacker: string;
  defender: string;
  attackerPlayer: string;
  defenderPlayer: string;
  /** Gemeldet von as typed; blank for a row the organiser typed. */
  reportedBy: string;
  /** gemeldet: who may confirm; empty for bestritten. */
  waitingFor: string[];
  /** gemeldet: which side reported is unknown; only the organiser answers (C3). */
  unknownReporter: UnknownReporter | null;
  /** bestritten: the Einspruch as typed; blank for gemeldet. */
  reason: string;
  /** The row's Prüfung text. */
  message: string;
}

/**
 * The battles of a campaign that wait for confirmation or are disputed, in row order: what the
 * organiser has to look at (the „Offene Meldungen“ list) and what KAMPAGNE_BERICHT names apart
 * from the battles that count. `verworfen` rows are settled and not listed.
 */
export function openReports(replay: CampaignReplay): OpenReport[] {
  const out: OpenReport[] = [];
  for (const b of replay.battles) {
    const c = b && b.error !== null ? b.confirmation : undefined;
    if (!b || !c || (c.status !== STATUS_REPORTED && c.status !== STATUS_DISPUTED)) continue;
    out.push({
      row: b.row,
      round: b.round,
      status: c.status,
      attacker: b.attacker,
      defender: b.defender,
      attackerPlayer: c.attackerPlayer,
      defenderPlayer: c.defenderPlayer,
      reportedBy: c.reportedBy,
      waitingFor: c.waitingFor,
      unknownReporter: c.unknownReporter,
      reason: c.reason,
      message: b.error!,
    });
  }
  return out;
}
