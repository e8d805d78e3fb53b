// The battle sizes the sidebar and REGELN name: German, as the German rulebook calls them.
import { battleSize, BATTLE_SIZES } from '../../src/rules/commandPoints';

it('names the battle sizes in German', () => {
  expect(BATTLE_SIZES.map((s) => s.name)).toEqual(['Kampfpatrouille', 'Vorstoß', 'Angriffsstreitmacht', 'Sturmangriff']);
  expect(battleSize(1500).name).toBe('Angriffsstreitmacht');
  expect(() => battleSize(3001)).toThrow('Punkte 3001 übersteigen die größte Schlachtgröße (Sturmangriff bis 3000 Punkte).');
});
