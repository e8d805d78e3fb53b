// The sidebar's reload when the organiser comes back to it (followRound.ts), without a browser:
// the window's and document's events are stood in by the two objects the module listens on.
import { followedRound, reloadOnReturn } from '../../src/sidebar/followRound';

type Listener = () => void;
const listeners: Listener[] = [];
const on = { addEventListener: (_type: string, listener: Listener) => void listeners.push(listener) };
Object.assign(globalThis, { window: on, document: { ...on, visibilityState: 'visible' } });
const comeBack = () => listeners[0]();

/** A fetch the test answers by hand. */
function pending<T>() {
  let answer!: (value: T) => void;
  const fetch = jest.fn(() => new Promise<T>((resolve) => (answer = resolve)));
  return { fetch, answer: (value: T) => answer(value) };
}
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => (listeners.length = 0));

test('what comes back while a save began is dropped: the save owns the form (the review of session 28)', async () => {
  let idle = true;
  const { fetch, answer } = pending<number>();
  const apply = jest.fn();
  reloadOnReturn(fetch, apply, () => idle);
  comeBack();
  expect(fetch).toHaveBeenCalledTimes(1);
  idle = false; // „Speichern“ pressed while the reload was under way
  answer(7);
  await settled();
  expect(apply).not.toHaveBeenCalled();
});

test('back while idle: the data is fetched once and shown; a second return during the fetch asks nothing more', async () => {
  const { fetch, answer } = pending<number>();
  const apply = jest.fn();
  reloadOnReturn(fetch, apply, () => true);
  comeBack();
  comeBack();
  expect(fetch).toHaveBeenCalledTimes(1);
  answer(7);
  await settled();
  expect(apply).toHaveBeenCalledWith(7);
});

test('a busy form is not reloaded at all', () => {
  const { fetch } = pending<number>();
  reloadOnReturn(fetch, jest.fn(), () => false);
  comeBack();
  expect(fetch).not.toHaveBeenCalled();
});

test('a Runde left as loaded follows the round; one the organiser typed stays', () => {
  expect(followedRound('5', 5, 6)).toBe('6');
  expect(followedRound('4', 5, 6)).toBe('4');
});
