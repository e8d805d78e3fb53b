/**
 * Labels of values the rules derive rather than read from a form (a side's Stufe and points,
 * the defender's pool). They open the German messages and are the `field` of a RuleError, so a
 * form can place such an error next to the army it comes from.
 */
export const ATTACKER_LEVEL = 'Stufe des Angreifers';
export const DEFENDER_LEVEL = 'Stufe des Verteidigers';
export const ATTACKER_POINTS = 'Punkte des Angreifers';
export const DEFENDER_POINTS = 'Punkte des Verteidigers';
export const DEFENDER_POOL = 'Versorgungspool';
