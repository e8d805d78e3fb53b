// What the sidebar shows when google.script.run's failure handler runs: Google's own failure,
// told apart by the error's type only — never by reading its words for a language.
import { failureMessage, GOOGLE_FAILED, NO_CONNECTION } from '../../src/sidebar/scriptRun';

describe('failureMessage', () => {
  it('names a lost connection by its type', () => {
    expect(failureMessage({ name: 'NetworkError', message: 'NetworkError: Connection failure due to HTTP 0' })).toBe(
      NO_CONNECTION,
    );
  });

  it.each([
    [{ name: 'ScriptError', message: 'Authorization is required to perform that action.' }],
    [{ message: "We're sorry, a server error occurred. Please wait a bit and try again." }],
    [new TypeError('Failed to fetch')],
    // German text in a failure is no refusal either: refusals arrive as answers.
    [new Error('Armee „Sons of Horus“ ist vernichtet.')],
    [undefined],
    ['a bare string'],
  ])('gives one German line for any other failure: %p', (error) => {
    expect(failureMessage(error)).toBe(GOOGLE_FAILED);
  });
});
