import { Argument, CellMatrix } from '../rules/cells/cellValue';
import { campaignTables, CampaignReplay, replayCampaign } from '../rules/campaign';

/**
 * The `run` of a KAMPAGNE_… function: the four ranges (each with its header row) and the
 * optional Felder range replayed, then shown as one table. Unlike the per-cell functions
 * nothing is broadcast; a missing column throws, so Sheets shows #ERROR! with the German
 * message. `mapRequired`: the function shows the map, so `felder` must be given.
 */
export function campaignRun(
  format: (replay: CampaignReplay) => CellMatrix,
  mapRequired = false,
): (...args: Argument[]) => CellMatrix {
  return (...args: Argument[]) => format(replayCampaign(campaignTables(args, mapRequired)));
}

/** The parameter docs of the four input sheets, shared by all KAMPAGNE_… functions. */
export const SHEET_PARAMS = [
  { name: 'armeen', description: 'Blatt Armeen mit Kopfzeile (Armee, Spieler, Startstufe, Aufgestellt in Runde), z. B. Armeen!A:D' },
  { name: 'spieler', description: 'Blatt Spieler mit Kopfzeile (Spieler, Fraktion, Startversorgung), z. B. Spieler!A:C' },
  {
    name: 'schlachten',
    description: 'Blatt Schlachten mit Kopfzeile (Runde, Angreifer, Verteidiger, Mobilisierung, … Verluste Verteidiger), z. B. Schlachten!A:P',
  },
  { name: 'buchungen', description: 'Blatt Buchungen mit Kopfzeile (Runde, Spieler, Armee, Art, Versorgung, Stufen, …), z. B. Buchungen!A:H' },
];

const FIELDS_DESCRIPTION = 'Blatt Felder mit Kopfzeile (Feld, Typ, Besitzer, Nachbarn, Zeile, Spalte), z. B. Felder!A:F';

/** The map functions need the Felder sheet. */
export const MAP_PARAMS = [...SHEET_PARAMS, { name: 'felder', description: FIELDS_DESCRIPTION }];

/** The four standings take the map optionally: without it, no map columns and the same values. */
export const CAMPAIGN_PARAMS = [
  ...SHEET_PARAMS,
  { name: 'felder', description: `${FIELDS_DESCRIPTION}; ohne: keine Karte, keine Kartenspalten`, optional: true },
];

export const CAMPAIGN_FORMULA_ARGS = 'Armeen!A:D; Spieler!A:C; Schlachten!A:P; Buchungen!A:H';
/** With a map, the sheets carry its columns at their end: Startfeld, Rückzug nach, Feld. */
export const MAP_FORMULA_ARGS = 'Armeen!A:E; Spieler!A:C; Schlachten!A:Q; Buchungen!A:I; Felder!A:F';
