// The server's round limit reads the current round without a replay: it must be the replay's.
import { demoCampaign, generateCampaign } from '../../../src/demo';
import { currentRound, replayCampaign } from '../../../src/rules/campaign';

describe('currentRound', () => {
  it.each([
    ['the demo campaign', demoCampaign()],
    ['a generated campaign', generateCampaign({ battles: 300, armies: 40, bookings: 60 })],
  ])("equals the replay's current round for %s", (_, tables) => {
    expect(currentRound(tables.battles)).toBe(replayCampaign(tables).currentRound);
  });

  it('is 1 for an empty log and ignores a Runde it cannot read', () => {
    const header = [
      [
        'Runde',
        'Angreifer',
        'Verteidiger',
        'Mobilisierung',
        'Skaliert auf',
        'Siegpunkte Angreifer',
        'Siegpunkte Verteidiger',
        'Aufgegeben',
        'Verluste Angreifer',
        'Verluste Verteidiger',
      ],
    ];
    expect(currentRound(header)).toBe(1);
    expect(currentRound([...header, [3, 'A', 'B'], ['viele', 'A', 'B'], [2, 'A', 'B']])).toBe(3);
  });
});
