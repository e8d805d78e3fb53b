/** The campaign map (docs/REGELN.md, „Die Karte“ M1–M10): pure, no Apps Script. */
export * from './gameMap';
export * from './adjacency';
export * from './readFields';
export * from './positions';
export * from './retreats';
export * from './battleOnMap';
export * from './moves';
export * from './fieldsOutput';
export * from './mapGrid';
export * from './retreatFieldsNow';
export * from './mapSnapshot';
