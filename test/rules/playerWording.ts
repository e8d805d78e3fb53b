/**
 * Words of the organiser's Prüfung that a player's text never has: the sheet and how to fill it
 * (a player never sees the spreadsheet, REGELN „Spielerportal“), and a player in the third person
 * where the reader is meant (`player`: the reader's name as Spieler lists it).
 */
export function organiserWording(player = ''): RegExp {
  const self = player ? `|Spieler „${player}“` : '';
  return new RegExp(`Blatt|Spalte|Zeile \\d|Prüfung|eintragen|leer lassen|leer bleiben|erwartet wird|ausführen${self}`);
}
