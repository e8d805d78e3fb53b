import fc from 'fast-check';
import { Audience, CallSignals, isRealEditEvent, refusalFor } from '../../../src/rules/access/audience';
import type { CallerSignals } from '../../../src/rules/access/callerSignals';
import { isOwnPageKey } from '../../../src/rules/access/pageKey';

const ORGANISER: CallerSignals = { ui: true, activeEmail: 'orga@example.com', effectiveEmail: 'orga@example.com' };
const VISITOR: CallerSignals = { ui: false, activeEmail: '', effectiveEmail: 'orga@example.com' };

const KEY = '0123456789abcdef'.repeat(4);

/** Signals that answer as given and record which were read. */
function signals(
  person: CallerSignals,
  triggerEvent = false,
  key: { sent: unknown; own: string | null } = { sent: KEY, own: KEY },
): { read: string[]; signals: CallSignals } {
  const read: string[] = [];
  return {
    read,
    signals: {
      ui: () => (read.push('ui'), person.ui),
      person: () => (read.push('person'), person),
      projectTriggerEvent: () => (read.push('trigger'), triggerEvent),
      pageKey: () => (read.push('pageKey'), key),
    },
  };
}

test('the organiser’s functions: a person in the spreadsheet’s UI only; nothing else is read', () => {
  const organiser = signals(ORGANISER);
  expect(refusalFor(undefined, undefined, organiser.signals)).toBeNull();
  expect(organiser.read).toEqual(['person']);
  expect(refusalFor(undefined, undefined, signals(VISITOR).signals)).toEqual(['noUi', 'noActiveEmail']);
  // A visitor signed in as the deployer, were getUi ever to answer in a web app: still the organiser.
  expect(refusalFor(undefined, undefined, signals({ ...ORGANISER, ui: false }).signals)).toEqual(['noUi']);
});

test('players’ functions run without a signal read: their token is their guard', () => {
  const visitor = signals(VISITOR);
  expect(refusalFor('players', undefined, visitor.signals)).toBeNull();
  expect(visitor.read).toEqual([]);
});

test('open triggers need the UI only (no address in AuthMode.NONE)', () => {
  const sheet = signals({ ui: true, activeEmail: null, effectiveEmail: null });
  expect(refusalFor('openTrigger', {}, sheet.signals)).toBeNull();
  expect(sheet.read).toEqual(['ui']);
  expect(refusalFor('openTrigger', {}, signals(VISITOR).signals)).toEqual(['noUi']);
});

test('time triggers need their own trigger’s event, whoever calls', () => {
  expect(refusalFor('timeTrigger', { triggerUid: '7' }, signals(VISITOR, true).signals)).toBeNull();
  expect(refusalFor('timeTrigger', { triggerUid: '7' }, signals(ORGANISER, false).signals)).toBe('event');
});

test('edit triggers need a real event: no JSON value sent through google.script.run is one', () => {
  const range = { getSheet: () => 0, getRow: () => 1, getLastRow: () => 1, getColumn: () => 1, getValues: () => [[1]] };
  expect(refusalFor('editTrigger', { range }, signals(VISITOR).signals)).toBeNull();
  const forged = { range: { getSheet: 'x', getRow: 1, getLastRow: 1, getColumn: 1, getValues: [[1]] } };
  expect(refusalFor('editTrigger', forged, signals(ORGANISER).signals)).toBe('event');
  fc.assert(
    fc.property(fc.jsonValue(), (value) => {
      expect(isRealEditEvent(value)).toBe(false);
      expect(isRealEditEvent({ range: value })).toBe(false);
    }),
  );
});

test('every audience there is, and none admits an anonymous visitor but the players’ and a real trigger event', () => {
  const audiences: (Audience | undefined)[] = [
    undefined,
    'players',
    'organiserPage',
    'openTrigger',
    'editTrigger',
    'timeTrigger',
  ];
  const admitted = audiences.filter((a) => refusalFor(a, { triggerUid: 'x' }, signals(VISITOR).signals) === null);
  expect(admitted).toEqual(['players']);
});

test('the organiser’s pages: the person in the UI, then the page’s key — read only for that person', () => {
  const organiser = signals(ORGANISER);
  expect(refusalFor('organiserPage', undefined, organiser.signals)).toBeNull();
  expect(organiser.read).toEqual(['person', 'pageKey']);
  const visitor = signals(VISITOR);
  expect(refusalFor('organiserPage', undefined, visitor.signals)).toEqual(['noUi', 'noActiveEmail']);
  expect(visitor.read).toEqual(['person']);
  // Were Google ever to answer the UI and the organiser's address in the web app: the key still decides.
  for (const sent of [
    undefined,
    null,
    '',
    KEY.toUpperCase(),
    ` ${KEY}`,
    `${KEY} `,
    KEY.slice(1),
    `${KEY}0`,
    [KEY],
    { key: KEY },
  ]) {
    expect([sent, refusalFor('organiserPage', undefined, signals(ORGANISER, false, { sent, own: KEY }).signals)]).toEqual([
      sent,
      'pageKey',
    ]);
  }
  // No key of one's own (never made, or the properties cleared): no page carries one.
  for (const own of [null, '', 'x']) {
    expect(refusalFor('organiserPage', undefined, signals(ORGANISER, false, { sent: own, own }).signals)).toBe('pageKey');
  }
});

test('a page key is only ever its own: any other string is refused', () => {
  fc.assert(
    fc.property(fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF '), minLength: 60, maxLength: 68 }), (sent) => {
      expect(isOwnPageKey(sent, KEY)).toBe(sent === KEY);
    }),
  );
  expect(isOwnPageKey(KEY, KEY)).toBe(true);
});
