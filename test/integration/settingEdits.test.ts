// A value typed into Einstellungen that Kriegsrat cannot read (user test 27): „2 Tage“ as
// Erinnerung nach Stunden, „drei“ as Automatisch bestätigen nach Tagen, „vielleicht“ as Angriffe
// ansagen, a webhook without https — the readers fall back to the default without a word, and
// the organiser believes a reminder, an automatic confirmation or the declarations are on. The
// add-on's onEdit takes a typed one back (the old value stands again) and says in German what
// is allowed; a paste keeps its values and names the cells with what applies instead.
import { editCell, EditError } from '../../src/preview/cellEdit';
import { SMALL_CAMPAIGN, workbookWith } from './campaignWorkbook';

function campaign() {
  const { workbook, addon } = workbookWith(SMALL_CAMPAIGN);
  addon.run('setupCampaign');
  const settings = workbook.getSheetByName('Einstellungen')!;
  const seenBefore = workbook.ui.toasts.length;
  const newToasts = () => workbook.ui.toasts.slice(seenBefore).map((t) => t.message);
  /** The Wert cell of setting `name`. */
  const valueCell = (name: string) => {
    const row = settings
      .getDataRange()
      .getValues()
      .findIndex((r) => r[0] === name);
    if (row < 1) throw new Error(`keine Zeile ${name}`);
    return settings.getRange(row + 1, 2);
  };
  /** Types `text` into the Wert of `name` as the preview's grid does; the refusal's message or 'angenommen'. */
  const type = (name: string, text: string): string => {
    const cell = valueCell(name);
    try {
      editCell(addon, { sheet: 'Einstellungen', row: cell.getRow(), column: cell.getColumn(), text });
      return 'angenommen';
    } catch (error) {
      if (!(error instanceof EditError)) throw error;
      return error.message;
    }
  };
  return { workbook, addon, settings, valueCell, type, newToasts };
}

describe('typing a value Kriegsrat cannot read into Einstellungen', () => {
  it('Erinnerung nach Stunden „2 Tage“: the old value is back, and the toast says what is allowed', () => {
    const { valueCell, type, newToasts } = campaign();
    const cell = valueCell('Erinnerung nach Stunden');
    expect(cell.getValue()).toBe(48);
    expect(type('Erinnerung nach Stunden', '2 Tage')).toBe('angenommen');
    expect(cell.getValue()).toBe(48);
    expect(newToasts()).toEqual([
      `Einstellungen!B${cell.getRow()} (Erinnerung nach Stunden): „2 Tage“ ist keine Zahl über 0 – die Eingabe wurde zurückgenommen. ` +
        'Erlaubt: eine Zahl über 0, z. B. 48; leer: 48.',
    ]);
  });

  it('Erinnerung nach Stunden 0 or -1: no number over 0, taken back', () => {
    const { valueCell, type, newToasts } = campaign();
    type('Erinnerung nach Stunden', '0');
    type('Erinnerung nach Stunden', '-1');
    expect(valueCell('Erinnerung nach Stunden').getValue()).toBe(48);
    expect(newToasts()).toHaveLength(2);
    expect(newToasts()[0]).toMatch(/„0“ ist keine Zahl über 0/);
  });

  it('Automatisch bestätigen nach Tagen „drei“: empty again (never), and the toast says so', () => {
    const { valueCell, type, newToasts } = campaign();
    const cell = valueCell('Automatisch bestätigen nach Tagen');
    expect(type('Automatisch bestätigen nach Tagen', 'drei')).toBe('angenommen');
    expect(cell.getValue()).toBe('');
    expect(newToasts()).toEqual([
      `Einstellungen!B${cell.getRow()} (Automatisch bestätigen nach Tagen): „drei“ ist keine Zahl über 0 – die Eingabe wurde zurückgenommen. ` +
        'Erlaubt: eine Zahl über 0, z. B. 7; leer: nie.',
    ]);
  });

  it('Angriffe ansagen „vielleicht“ in a row without a dropdown (a campaign of before): „ja“ is back', () => {
    const { valueCell, type, newToasts } = campaign();
    const cell = valueCell('Angriffe ansagen');
    cell.clearDataValidations();
    expect(cell.getValue()).toBe('ja');
    type('Angriffe ansagen', 'vielleicht');
    expect(cell.getValue()).toBe('ja');
    expect(newToasts()).toEqual([
      `Einstellungen!B${cell.getRow()} (Angriffe ansagen): „vielleicht“ ist kein erlaubter Wert – die Eingabe wurde zurückgenommen. ` +
        'Erlaubt: ja oder nein; leer: nein.',
    ]);
  });

  it('a Chat-Webhook without https: taken back, with what a webhook looks like', () => {
    const { valueCell, type, newToasts } = campaign();
    type('Chat-Webhook', 'discord.com/api/webhooks/1/abc');
    expect(valueCell('Chat-Webhook').getValue()).toBe('');
    expect(newToasts()).toEqual([
      `Einstellungen!B${valueCell('Chat-Webhook').getRow()} (Chat-Webhook): „discord.com/api/webhooks/1/abc“ ist keine https-Adresse – die Eingabe wurde zurückgenommen. ` +
        'Erlaubt: die Adresse eines Discord-Webhooks (https://…); leer: kein Chat.',
    ]);
  });

  it('readable values stay without a word: 24, 48,5, „Ja“, „ nein “, empty, an https webhook', () => {
    const { valueCell, type, newToasts } = campaign();
    valueCell('Angriffe ansagen').clearDataValidations();
    type('Erinnerung nach Stunden', '24');
    type('Automatisch bestätigen nach Tagen', '3,5');
    type('Angriffe ansagen', 'Ja');
    type('Angriffe ansagen', ' nein ');
    type('Erinnerung nach Stunden', '');
    type('Chat-Webhook', 'https://discord.com/api/webhooks/1/abc');
    expect(newToasts()).toEqual([]);
    expect(valueCell('Automatisch bestätigen nach Tagen').getValue()).toBe(3.5);
    expect(valueCell('Chat-Webhook').getValue()).toBe('https://discord.com/api/webhooks/1/abc');
  });

  it('a setting Kriegsrat does not know, the Einstellung column and the header row are left alone', () => {
    const { settings, addon, newToasts } = campaign();
    const last = settings.getLastRow();
    addon.edit('Einstellungen', last + 1, 1, [['Eigene Notiz']]);
    addon.edit('Einstellungen', last + 1, 2, [['was auch immer']]);
    addon.edit('Einstellungen', 1, 2, [['Wert ']]);
    expect(settings.getRange(last + 1, 2).getValue()).toBe('was auch immer');
    expect(newToasts()).toEqual([]);
  });
});

it('a paste keeps its values and names the cells with what applies instead', () => {
  const { settings, addon, valueCell, newToasts } = campaign();
  const reminder = valueCell('Erinnerung nach Stunden').getRow();
  const auto = valueCell('Automatisch bestätigen nach Tagen').getRow();
  expect(auto).toBe(reminder + 1);
  addon.edit('Einstellungen', reminder, 2, [['zwei Tage'], ['eine Woche']]);
  expect(settings.getRange(reminder, 2, 2, 1).getValues()).toEqual([['zwei Tage'], ['eine Woche']]);
  expect(newToasts()).toEqual([
    `Nicht lesbar: Einstellungen!B${reminder} (Erinnerung nach Stunden) „zwei Tage“ – es gilt 48; ` +
      `Einstellungen!B${auto} (Automatisch bestätigen nach Tagen) „eine Woche“ – es gilt nie. Die Notiz jeder Zeile sagt, was erlaubt ist.`,
  ]);
});
