import { countsAsDestroyed, hasWoundKeyword, unitLossPoints } from '../../src/rules';

describe('half strength and wound keywords (docs/REGELN.md, „Verlustpunkte“)', () => {
  it('10 models, 5 left: not below half; 4 left: below half', () => {
    expect(unitLossPoints({ points: 200, startingModels: 10, remainingModels: 5 })).toBe(0);
    expect(unitLossPoints({ points: 200, startingModels: 10, remainingModels: 4 })).toBe(200);
  });
  it('a destroyed unit counts', () => expect(unitLossPoints({ points: 90, startingModels: 5, remainingModels: 0 })).toBe(90));
  it('a single model below half its wounds counts as destroyed', () => {
    expect(countsAsDestroyed({ points: 100, startingModels: 1, remainingModels: 1, wounds: 6, remainingWounds: 2 })).toBe(true);
    expect(countsAsDestroyed({ points: 100, startingModels: 1, remainingModels: 1, wounds: 6, remainingWounds: 3 })).toBe(false);
  });
  it('a vehicle squadron that lost more than half its wounds counts; infantry does not', () => {
    const unit = { points: 300, startingModels: 3, remainingModels: 2, wounds: 33, remainingWounds: 16 };
    expect(countsAsDestroyed({ ...unit, unitType: 'Fahrzeug' })).toBe(true);
    expect(countsAsDestroyed({ ...unit, unitType: 'Infanterie' })).toBe(false);
    expect(countsAsDestroyed({ ...unit, unitType: 'Fahrzeug', remainingWounds: 17 })).toBe(false);
  });
  it.each([
    'Charakter',
    'Fahrzeuge',
    'Flieger',
    'Flugzeug',
    'MONSTER',
    'Schwärme',
    'Titan',
    'Titanic',
    'Vehicle, Transport',
    'character',
  ])('recognises %s', (type) => expect(hasWoundKeyword(type)).toBe(true));
  it.each(['Infanterie', 'Battleline', ''])('does not treat %s as a wound keyword', (type) =>
    expect(hasWoundKeyword(type)).toBe(false),
  );
  it('refuses wounds without the remaining wounds, as it refuses the reverse', () => {
    const unit = { points: 100, startingModels: 1, remainingModels: 1 };
    expect(() => unitLossPoints({ ...unit, wounds: 6 })).toThrow(
      'Lebenspunkte brauchen auch die verbleibenden Lebenspunkte der Einheit; beide eintragen oder beide leer lassen.',
    );
    expect(() => unitLossPoints({ ...unit, remainingWounds: 2 })).toThrow(
      'Verbleibende Lebenspunkte brauchen auch die Lebenspunkte der Einheit.',
    );
  });
  it('refuses more remaining models than the Sollstärke', () =>
    expect(() => unitLossPoints({ points: 1, startingModels: 5, remainingModels: 6 })).toThrow(
      'Verbleibende Modelle 6 liegt außerhalb des erlaubten Bereichs (0 bis 5).',
    ));
});
