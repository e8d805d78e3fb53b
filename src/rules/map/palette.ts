/**
 * Holder colours of the map (issue 11 §3): a player's own colour from the optional Farbe column
 * of Spieler, else the built-in palette by the player's place in the Spieler list. Light
 * colours of Google Sheets' palette, so black text stays readable on them.
 */
export const PLAYER_COLOUR_HEADER = 'Farbe';

/** Light tones black text stays readable on, neighbours in the list far apart in hue. */
export const HOLDER_PALETTE = [
  '#f4cccc',
  '#c9daf8',
  '#d9ead3',
  '#fff2cc',
  '#d9d2e9',
  '#fce5cd',
  '#d0e0e3',
  '#ead1dc',
  '#ea9999',
  '#a4c2f4',
  '#b6d7a8',
  '#ffe599',
  '#b4a7d6',
  '#f9cb9c',
  '#a2c4c9',
  '#d5a6bd',
];

/** "#1a2b3c": the colours a Farbe cell may hold. */
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * Player name → colour for the players of the Spieler sheet in order (named rows, each name
 * once); a Farbe that is no #rrggbb falls back to the palette's colour for the player's place.
 */
export function holderColours(players: { name: string; colour?: string }[]): Map<string, string> {
  return new Map(
    players.map((p, i) => [
      p.name,
      p.colour && HEX_COLOUR.test(p.colour.trim()) ? p.colour.trim().toLowerCase() : HOLDER_PALETTE[i % HOLDER_PALETTE.length],
    ]),
  );
}
