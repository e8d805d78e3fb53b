// What the sidebar shows for a failed server call: our server's German as it is, the browser's
// or Google's English replaced by German.
import { SHEETS_FAILED } from '../../src/server/germanErrors';
import { serverMessage } from '../../src/sidebar/scriptRun';
import { LOCK_BUSY_MESSAGE } from '../../src/sheets/withDocumentLock';

describe('serverMessage', () => {
  it.each([
    'Es kamen keine Schlachtdaten an.',
    'Mobilisierung 250 übersteigt das Maximum von 0 (Versorgungspool: 0 VP).',
    LOCK_BUSY_MESSAGE,
    `Die Schlacht wurde nicht gespeichert: ${SHEETS_FAILED}`,
  ])('passes German from our server unchanged: %s', (message) => {
    expect(serverMessage(new Error(message))).toBe(message);
    expect(serverMessage({ message: `Error: ${message}` })).toBe(message);
  });

  it.each([
    [{ name: 'NetworkError', message: 'NetworkError: Connection failure due to HTTP 0' }, /^Keine Verbindung zur Tabelle/],
    [new TypeError('Failed to fetch'), /^Keine Verbindung zur Tabelle/],
    [
      { name: 'ScriptError', message: 'Authorization is required to perform that action.' },
      /^Kriegsrat braucht dafür eine Berechtigung/,
    ],
    [{ message: "We're sorry, a server error occurred. Please wait a bit and try again." }, /^Die Tabelle hat nicht geantwortet/],
    [
      { message: 'The data you entered in cell C82 violates the data validation rules set on this cell.' },
      /^Die Tabelle hat nicht geantwortet/,
    ],
    [undefined, /^Die Tabelle hat nicht geantwortet/],
  ])('puts German in place of %p', (error, german) => {
    expect(serverMessage(error)).toMatch(german);
  });
});
