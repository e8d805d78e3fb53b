// CampaignState: each rule once, its errors with a typed field key (src/rules/fields.ts).
import { RuleError } from '../../../src/rules';
import { campaignStateBefore, checkNewBooking, replayCampaign } from '../../../src/rules/campaign';
import { battle, booking, campaign } from './fixture';

const tables = campaign({
  players: [
    ['Anna', 500],
    ['Bert', 0],
  ],
  armies: [
    ['Rote Faust', 'Anna', 2],
    ['Aschegarde', 'Anna', 1],
    ['Eisenwölfe', 'Bert', 2],
  ],
});

describe('D9: a battle is fought between two players', () => {
  it('refuses two armies of the same player, naming both and the player, at the defender', () => {
    const r = replayCampaign({
      ...tables,
      battles: [tables.battles[0], battle({ attacker: 'Rote Faust', defender: 'Aschegarde' })],
    });
    expect(r.battles[0]).toMatchObject({
      error:
        'Angreifer „Rote Faust“ und Verteidiger „Aschegarde“ gehören beide Spieler „Anna“; eine Schlacht wird zwischen zwei Spielern geschlagen.',
      errorField: 'defender',
    });
    // Nothing changed: no battle counted, no reward.
    expect(r.armies.map((a) => a.battles)).toEqual([0, 0, 0]);
    expect(r.players.map((p) => p.pool)).toEqual([500, 0]);
  });

  it('lets armies of two players fight', () => {
    const r = replayCampaign({
      ...tables,
      battles: [tables.battles[0], battle({ attacker: 'Rote Faust', defender: 'Eisenwölfe' })],
    });
    expect(r.battles[0]?.error).toBeNull();
  });
});

describe('booking rejections carry a field key', () => {
  const state = campaignStateBefore(tables, { kind: 'booking', round: 1 });
  const entry = { row: 0, round: 1, player: '', army: 'Rote Faust', kind: 'Aufwertung', supply: 0, levels: 0, field: '' };
  const fieldOf = (change: Partial<typeof entry>) => {
    try {
      state.checkBooking({ ...entry, ...change });
    } catch (error) {
      return (error as RuleError).field;
    }
    return 'kein Fehler';
  };

  it.each([
    [{ levels: 3 }, 'levels'],
    [{ supply: -1000 }, 'supply'],
    [{ army: 'Phantomlegion' }, 'army'],
    [{ player: 'Bert' }, 'army'],
    [{ player: 'Dora', army: '' }, 'player'],
  ] as const)('%j → %s', (change, field) => expect(fieldOf(change)).toBe(field));

  it('checkNewBooking places a new army refused for its Startstufe at that field', () => {
    const row = booking({ round: 1, player: 'Anna', army: 'Neue Garde', kind: 'Neue Armee' });
    expect(() => checkNewBooking(tables, row, ['Neue Garde', 'Anna', 7, 1])).toThrow(
      expect.objectContaining({ field: 'startLevel' }) as unknown as Error,
    );
  });

  it('checks without changing the state; applies change it', () => {
    const c = state.checkBooking({ ...entry, levels: 1, supply: -500 });
    expect(c).toMatchObject({ poolBefore: 500, poolAfter: 0, levelBefore: 2, levelAfter: 3 });
    expect(state.checkBooking(entry)).toMatchObject({ poolAfter: 500, levelAfter: 2 });
  });
});
