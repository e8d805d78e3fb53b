/** D9: a battle — or an attack declared — is between two armies; the refusal of one army on both sides, said the same everywhere. */
export const SAME_ARMY = (army: string) =>
  `Angreifer und Verteidiger sind dieselbe Armee „${army}“; eine Armee kann nicht gegen sich selbst kämpfen.`;
