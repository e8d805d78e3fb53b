// User test 30: a dispute's reason quoted among other words is punctuated once — no period
// after a closing quote whose sentence already ended („… 15:3.“. → „… 15:3.“), no sentence's
// period before a comma („… 15:3.“, → „… 15:3“,) — in every place that quotes it.
import { quotedReason } from '../../../src/rules/campaign/quotedReason';
import { disputeShown } from '../../../src/rules/campaign/disputeText';
import { pendingMessage, STATUS_DISPUTED, type PendingConfirmation } from '../../../src/rules/campaign/battleStatus';
import { pendingForPlayer } from '../../../src/rules/portal/pendingForPlayer';

const REASON = 'Wir haben 10:12 gespielt, nicht 15:3.';
const PROPOSAL =
  '\nVorschlag: Siegpunkte Angreifer 10; Siegpunkte Verteidiger 12; Verluste Angreifer 1; Verluste Verteidiger 2; Aufgegeben –; Rückzug nach –';

describe('quotedReason', () => {
  it.each([
    ['Falsch', '.', '„Falsch“.'],
    ['Falsch.', '.', '„Falsch.“'],
    ['Falsch!', '.', '„Falsch!“'],
    ['Wirklich?', '. Mehr', '„Wirklich?“ Mehr'],
    ['Falsch.', ', mit Gegenvorschlag', '„Falsch“, mit Gegenvorschlag'],
    ['Falsch!', ', mit Gegenvorschlag', '„Falsch!“, mit Gegenvorschlag'],
    ['Und dann...', ', mit', '„Und dann...“, mit'],
    ['Falsch.', ')', '„Falsch.“)'],
    ['Falsch.', '', '„Falsch.“'],
  ])('%s then %s', (reason, then, shown) => {
    expect(quotedReason(reason, then)).toBe(shown);
  });
});

const disputed = (reason: string): PendingConfirmation => ({
  status: STATUS_DISPUTED,
  reason,
  reportedBy: 'Anna',
  attackerPlayer: 'Anna',
  defenderPlayer: 'Bert',
  waitingFor: [],
  unknownReporter: null,
});

describe('every place that quotes a reason', () => {
  it('the Prüfung, the portal and the Einspruch shown among values', () => {
    expect(pendingMessage(disputed(REASON + PROPOSAL))).toContain(
      'Bestritten (Einspruch: „Wir haben 10:12 gespielt, nicht 15:3“, mit Gegenvorschlag) – ',
    );
    expect(pendingForPlayer(disputed(REASON + PROPOSAL), 'anna')).toBe(
      'Bestritten („Wir haben 10:12 gespielt, nicht 15:3“, mit Gegenvorschlag) – die Spielleitung entscheidet',
    );
    expect(pendingForPlayer(disputed(REASON), 'anna')).toBe(
      'Bestritten („Wir haben 10:12 gespielt, nicht 15:3.“) – die Spielleitung entscheidet',
    );
    expect(disputeShown(REASON + PROPOSAL)).toBe(
      '„Wir haben 10:12 gespielt, nicht 15:3“, Gegenvorschlag (Angreifer:Verteidiger): Siegpunkte 10:12, Verluste 1:2',
    );
  });
});
