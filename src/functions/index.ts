/**
 * The custom functions users type into cells (STUFE, NEUESTUFE, KAMPAGNE_ARMEEN …): each one
 * declared once — name, German docs, typed parameters — over the pure rules in src/rules.
 * No Apps Script service is used here: a custom function cannot write and runs in 30 s.
 */
export { CUSTOM_FUNCTIONS } from './customFunctions';
export type { CustomFunctionSpec } from './functionSpec';
