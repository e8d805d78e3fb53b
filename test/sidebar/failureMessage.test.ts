// What a page shows when google.script.run's failure handler runs: the server's own German
// refusal (marked at the end by the server, src/shared/thrownRefusal.ts) as it is, whatever Google
// puts before it; Google's own failures by their cause, never in Google's words.
import { markRefusal, readRefusal } from '../../src/shared/thrownRefusal';
import {
  classifyFailure,
  failureMessage,
  GOOGLE_BUSY,
  GOOGLE_FAILED,
  NO_CONNECTION,
  SEVERAL_ACCOUNTS,
} from '../../src/sidebar/scriptRun';

const REVOKED =
  'Dieser Link gilt nicht (mehr). Bitte die Spielleitung um deinen aktuellen Link – jeder Link ist persönlich und geheim.';

describe('a refusal the server threw', () => {
  it.each([
    ['as it is', (text: string) => text],
    ['after "Error: "', (text: string) => `Error: ${text}`],
    ['after "Exception: "', (text: string) => `Exception: ${text}`],
    ['after "ScriptError: Exception: "', (text: string) => `ScriptError: Exception: ${text}`],
  ])('is shown in German as it is, %s', (_, google) => {
    const failure = classifyFailure({ name: 'ScriptError', message: google(markRefusal(REVOKED)) });
    expect(failure).toMatchObject({ kind: 'refused', message: REVOKED, field: undefined, retryable: false });
  });

  it('keeps its field', () => {
    const failure = classifyFailure(new Error(markRefusal('Einspruch fehlt; eine Begründung ist Pflicht.', 'dispute')));
    expect(failure).toMatchObject({
      kind: 'refused',
      field: 'dispute',
      message: 'Einspruch fehlt; eine Begründung ist Pflicht.',
    });
  });

  it('needs the mark: German text without it is not shown (it is not known to be ours)', () => {
    expect(readRefusal('Armee „Sons of Horus“ ist vernichtet.')).toBeNull();
    expect(failureMessage(new Error('Armee „Sons of Horus“ ist vernichtet.'))).toBe(GOOGLE_FAILED);
  });
});

describe("Google's own failures, by cause", () => {
  it.each([
    [{ name: 'NetworkError', message: 'NetworkError: Connection failure due to HTTP 0' }, NO_CONNECTION],
    [new TypeError('Failed to fetch'), NO_CONNECTION],
    [{ name: 'ScriptError', message: 'Authorization is required to perform that action.' }, SEVERAL_ACCOUNTS],
    [
      {
        name: 'ScriptError',
        message: "We're sorry, a server error occurred while reading from storage. Error code PERMISSION_DENIED.",
      },
      SEVERAL_ACCOUNTS,
    ],
    [{ name: 'ScriptError', message: 'Exceeded maximum execution time' }, GOOGLE_BUSY],
    [{ message: 'Service invoked too many times for one day: urlfetch.' }, GOOGLE_BUSY],
    [{ message: "We're sorry, a server error occurred. Please wait a bit and try again." }, GOOGLE_FAILED],
    [new TypeError("Cannot read properties of undefined (reading 'x')"), GOOGLE_FAILED],
    [undefined, GOOGLE_FAILED],
    ['a bare string', GOOGLE_FAILED],
  ])('%p → its German line, to be sent again', (error, message) => {
    const failure = classifyFailure(error);
    expect(failure.message).toBe(message);
    expect(failure.retryable).toBe(true);
  });

  it('the generic line names the likely cause and what to do', () => {
    expect(GOOGLE_FAILED).toMatch(/mehrere Google-Konten/);
    expect(GOOGLE_FAILED).toMatch(/privaten Fenster/);
  });
});
