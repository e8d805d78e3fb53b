/**
 * A rule message as parts, so that each reader gets his words from one declaration. The
 * organiser works in the sheet (his Prüfung and forms): a message may point him to a sheet or a
 * cell to fill. A player never sees the sheet and cannot change a row, and reads himself as
 * „dir“; the proposer of a dispute (C11) chooses Rückzug nach himself. Where they differ, the
 * message holds a part with each one's words (readerWords.ts declares them); the rest is said
 * alike. Nothing reads a finished sentence back: a reworded rule keeps its readers' words.
 */

/** Who reads a rule message. `name`: the player as the Spieler list spells him; '' when both players read one text. */
export type RuleReader = { readonly kind: 'organiser' } | { readonly kind: 'player' | 'proposer'; readonly name: string };

/** The organiser, in the sheet. */
export const ORGANISER: RuleReader = { kind: 'organiser' };

/** A phrase each reader reads in his words; the proposer reads a player's where he has none of his own. */
export interface ReaderWords {
  readonly organiser: string;
  readonly player: string;
  readonly proposer?: string;
}

/** A player named in a message: `others` to everyone but him, `self` to himself. */
export interface NamedPlayer {
  readonly name: string;
  readonly others: string;
  readonly self: string;
}

export type TextPart = string | ReaderWords | NamedPlayer;

/**
 * A rule message: a string where every reader reads the same words (most messages: nothing
 * allocated for them), else its parts in order. Plain data, so it travels with a replay's result.
 */
export type RuleText = string | readonly TextPart[];

/** A message written as a template: ruleText`Angreifer „${name}“${unknownIn('Armeen', 'Armeen')}`. */
export function ruleText(strings: TemplateStringsArray, ...values: (number | TextPart | RuleText)[]): readonly TextPart[] {
  const parts: TextPart[] = [];
  const add = (part: TextPart) => {
    const last = parts.length - 1;
    if (typeof part !== 'string') parts.push(part);
    else if (last >= 0 && typeof parts[last] === 'string') parts[last] += part;
    else if (part) parts.push(part);
  };
  for (let i = 0; i < strings.length; i++) {
    add(strings[i]);
    if (i >= values.length) continue;
    const value = values[i];
    if (isParts(value)) value.forEach(add);
    else add(typeof value === 'number' ? String(value) : value);
  }
  return parts;
}

function isParts(value: number | TextPart | RuleText): value is readonly TextPart[] {
  return Array.isArray(value);
}

/** `text` in `reader`'s words. */
export function textFor(text: RuleText, reader: RuleReader): string {
  if (typeof text === 'string') return text;
  let out = '';
  for (const part of text) out += wordsFor(part, reader);
  return out;
}

function wordsFor(part: TextPart, reader: RuleReader): string {
  if (typeof part === 'string') return part;
  if ('self' in part)
    return reader.kind !== 'organiser' && reader.name !== '' && reader.name === part.name ? part.self : part.others;
  if (reader.kind === 'organiser') return part.organiser;
  return reader.kind === 'proposer' ? (part.proposer ?? part.player) : part.player;
}
