import { LinkState, opensPage, unlistedLive } from '../../../src/rules/access/linkState';

const link = (player: string, more: Partial<LinkState> = {}): LinkState => ({ player, version: 1, revoked: false, ...more });

test('a link opens a page only with a counter from 1, not gesperrt and not of the old kind', () => {
  expect(opensPage(link('Anna'))).toBe(true);
  expect(opensPage(link('Anna', { version: 7 }))).toBe(true);
  expect(opensPage(link('Anna', { version: 0 }))).toBe(false);
  expect(opensPage(link('Anna', { revoked: true }))).toBe(false);
  expect(opensPage(link('Anna', { legacy: true }))).toBe(false);
  expect(opensPage(link('Anna', { legacy: true, version: 3 }))).toBe(false);
});

test('unlistedLive names the links that open a page for players the list no longer names, spelt as the list compares', () => {
  const links = new Map<string, LinkState>([
    ['k.anna', link('Anna')],
    ['k.bernd', link('Bernd')],
    ['k.clara', link('Clara', { revoked: true })],
    ['k.dora', link('Dora', { legacy: true })],
    ['k.emil', link('Emil')],
  ]);
  // "  anna " is Anna as Spieler compares names; Bernd and Emil are gone, Clara and Dora open nothing.
  expect(unlistedLive(links, ['  anna ', 'Frieda'])).toEqual(['k.bernd', 'k.emil']);
  expect(unlistedLive(links, ['Anna', 'Bernd', 'Emil'])).toEqual([]);
  expect(unlistedLive(new Map<string, LinkState>(), [])).toEqual([]);
});
