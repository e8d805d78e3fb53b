// "Neue Runde beginnen" asks for every player's supply: what a German organiser types is read
// (thousands dot, a unit after the number), garbage is refused in German saying what is allowed.
import { readNewRound, readRoundSupply } from '../../src/rules/newRound';
import { RuleError } from '../../src/rules/ruleError';

const refusal = (text: string): string => {
  try {
    readRoundSupply(text);
  } catch (error) {
    if (error instanceof RuleError) return error.message;
    throw error;
  }
  throw new Error(`„${text}“ was read`);
};

test.each([
  ['1000', 1000],
  ['1.000', 1000],
  ['1000 VP', 1000],
  ['1000VP', 1000],
  ['1.000 VP', 1000],
  ['1000 vp', 1000],
  ['1000 Punkte', 1000],
  ['1.500 Pkt.', 1500],
  ['750 Pkt', 750],
  [' 2.000 VP ', 2000],
  ['100.000 VP', 100_000],
])('reads „%s“ as %d VP', (text, supply) => {
  expect(readRoundSupply(text)).toBe(supply);
});

test.each(['viel', 'VP', '1000 Euro', 'VP 1000', '1000 VP VP'])('refuses „%s“, saying what is allowed', (text) => {
  expect(refusal(text)).toMatch(
    /^Versorgung: „.*“ ist keine Zahl\. Erlaubt sind 1 bis 100000 VP, z\. B\. 1000, 1\.000 oder 1000 VP\.$/,
  );
});

test('refuses an English thousands comma instead of reading „1,000“ as 1 VP', () => {
  expect(refusal('1,000')).toBe(
    'Versorgung: „1,000“ ist mehrdeutig – das Komma trennt Nachkommastellen. Für tausend bitte 1000 oder 1.000 schreiben.',
  );
  expect(refusal('2,500 VP')).toMatch(/^Versorgung: „2,500 VP“ ist mehrdeutig/);
});

test('numbers stay numbers; the range is still checked', () => {
  expect(readRoundSupply(1000)).toBe(1000);
  expect(refusal('0 VP')).toMatch(/^Versorgung 0 liegt außerhalb des erlaubten Bereichs \(1 bis 100000\)/);
  expect(refusal('1,5 VP')).toMatch(/keine ganze Zahl/);
});

describe('the round', () => {
  test.each([
    ['3', 3],
    ['3.', 3],
    ['Runde 3', 3],
    ['runde 3', 3],
    ['Runde 3.', 3],
  ])('reads „%s“ as round %d', (text, round) => {
    expect(readNewRound(text, 2)).toBe(round);
  });

  test.each(['Runde', 'drei', '3. Runde 4'])('refuses „%s“', (text) => {
    expect(() => readNewRound(text, 2)).toThrow(/^Runde: „.*“ ist keine Zahl\./);
  });

  test('a round beyond the next is still refused', () => {
    expect(() => readNewRound('Runde 4', 2)).toThrow(/^Runde 4 liegt außerhalb des erlaubten Bereichs \(1 bis 3\)/);
  });
});
