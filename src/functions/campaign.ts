import { Argument, CellMatrix } from '../rules/cells/cellValue';
import { campaignTables, CampaignReplay, replayCampaign } from '../rules/campaign';

/**
 * The `run` of a KAMPAGNE_… function: the four ranges (each with its header row) replayed,
 * then shown as one table. Unlike the per-cell functions nothing is broadcast; a missing
 * column throws, so Sheets shows #ERROR! with the German message.
 */
export function campaignRun(format: (replay: CampaignReplay) => CellMatrix): (...args: Argument[]) => CellMatrix {
  return (...args: Argument[]) => format(replayCampaign(campaignTables(args)));
}

/** The parameter docs all KAMPAGNE_… functions share. */
export const CAMPAIGN_PARAMS = [
  { name: 'armeen', description: 'Blatt Armeen mit Kopfzeile (Armee, Spieler, Startstufe, Aufgestellt in Runde), z. B. Armeen!A:D' },
  { name: 'spieler', description: 'Blatt Spieler mit Kopfzeile (Spieler, Fraktion, Startversorgung), z. B. Spieler!A:C' },
  {
    name: 'schlachten',
    description: 'Blatt Schlachten mit Kopfzeile (Runde, Angreifer, Verteidiger, Mobilisierung, … Verluste Verteidiger), z. B. Schlachten!A:P',
  },
  { name: 'buchungen', description: 'Blatt Buchungen mit Kopfzeile (Runde, Spieler, Armee, Art, Versorgung, Stufen, …), z. B. Buchungen!A:H' },
];

export const CAMPAIGN_FORMULA_ARGS = 'Armeen!A:D; Spieler!A:C; Schlachten!A:P; Buchungen!A:H';
