// C7: the organiser's choice in the Einstellungen sheet, as the server reads it.
import { confirmationRequired } from '../../../src/rules/campaign';

const sheet = (value: unknown, header = ['Einstellung', 'Wert']) => [header, ['Bestätigung durch den Gegner', value]] as never;

describe('Bestätigung durch den Gegner', () => {
  it('nein switches confirmation off, matched like a name', () => {
    expect(confirmationRequired(sheet('nein'))).toBe(false);
    expect(confirmationRequired(sheet(' NEIN '))).toBe(false);
  });

  it('ja, blank, a missing row, column or sheet keep it on (the default)', () => {
    expect(confirmationRequired(sheet('ja'))).toBe(true);
    expect(confirmationRequired(sheet(''))).toBe(true);
    expect(
      confirmationRequired([
        ['Einstellung', 'Wert'],
        ['Anderes', 'nein'],
      ] as never),
    ).toBe(true);
    expect(confirmationRequired(sheet('nein', ['Name', 'Inhalt']))).toBe(true);
    expect(confirmationRequired(null)).toBe(true);
    expect(confirmationRequired([])).toBe(true);
  });

  it('finds the row wherever it stands and whatever the columns order', () => {
    expect(
      confirmationRequired([
        ['Wert', 'Einstellung'],
        ['', 'Sonstiges'],
        ['nein', ' bestätigung  durch den Gegner'],
      ] as never),
    ).toBe(false);
  });
});
