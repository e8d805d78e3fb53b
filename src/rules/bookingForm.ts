/**
 * The form "Buchung eintragen" as both its readers see it: the sidebar (live, values as typed)
 * and submitBooking (the payload google.script.run delivers). One reader, so the two can never
 * disagree about what a field accepts. Which fields an Art uses is declared here once; the
 * others are not read (the sidebar hides them, the server ignores them).
 */
import { MAX_LEVEL, MAX_SUBMISSION_ID, MAX_SUPPLY, UPGRADE_PRICE_PER_LEVEL } from './constants';
import { ARMIES_SPEC, BOOKINGS_MAP_SPEC, BOOKINGS_SPEC } from './campaign/columns';
import { CellValue, isBlank } from './cells/cellValue';
import { parseIsoDate } from './cells/parseIsoDate';
import { RuleError } from './ruleError';
import { requiredText, single, text, whole } from './formValue';
import { readName } from './nameValue';
import { FORM_KINDS, FormKind, NEW_ARMY, UPGRADE } from './bookingKinds';
import { CORRECTION, MOVE } from './map/moves';

/** The form's fields in tab order, each with its German label: the header of its column. */
export const BOOKING_FORM_LABELS = {
  art: BOOKINGS_SPEC.columns.kind.header,
  runde: BOOKINGS_SPEC.columns.round.header,
  datum: BOOKINGS_SPEC.columns.date.header,
  spieler: BOOKINGS_SPEC.columns.player.header,
  armee: BOOKINGS_SPEC.columns.army.header,
  startstufe: ARMIES_SPEC.columns.startLevel.header,
  stufen: BOOKINGS_SPEC.columns.levels.header,
  versorgung: BOOKINGS_SPEC.columns.supply.header,
  feld: BOOKINGS_MAP_SPEC.columns.field.header,
  notiz: BOOKINGS_SPEC.columns.note.header,
  einreichungsId: BOOKINGS_SPEC.columns.submissionId.header,
} as const;

export type BookingFormKey = keyof typeof BOOKING_FORM_LABELS;
export const BOOKING_FORM_KEYS = Object.keys(BOOKING_FORM_LABELS) as BookingFormKey[];

/** Read for every Art. */
const COMMON_FIELDS: BookingFormKey[] = ['art', 'runde', 'datum', 'notiz', 'einreichungsId'];

/**
 * What each Art uses besides the common fields. Aufwertung: the army's player is found from the
 * army. Neue Armee: Feld is the Startfeld (with a map). Korrektur: Feld places the army (M7).
 */
export const KIND_FIELDS: Record<FormKind, BookingFormKey[]> = {
  [UPGRADE]: ['armee', 'stufen', 'versorgung'],
  [NEW_ARMY]: ['spieler', 'armee', 'startstufe', 'feld', 'versorgung'],
  [MOVE]: ['armee', 'feld'],
  [CORRECTION]: ['spieler', 'armee', 'versorgung', 'stufen', 'feld'],
};

/** The fields the form shows and reads for `kind` (all common ones first), in tab order. */
export function fieldsOfKind(kind: FormKind): BookingFormKey[] {
  const used = new Set([...COMMON_FIELDS, ...KIND_FIELDS[kind]]);
  return BOOKING_FORM_KEYS.filter((key) => used.has(key));
}

/** An Aufwertung's Versorgung: the campaign's price for that many Stufen, as a booking (negative). */
export function upgradeSupply(levels: number): number {
  return -UPGRADE_PRICE_PER_LEVEL * levels;
}

/** A submitted booking, read and type-checked. Fields the Art does not use are blank / 0. */
export interface SubmittedBooking {
  kind: FormKind;
  round: number;
  date: Date;
  player: string;
  army: string;
  /** Neue Armee only; else 0. */
  startLevel: number;
  levels: number;
  supply: number;
  field: string;
  note: string;
  submissionId: string;
}

/** What the campaign says beyond the form: the highest Runde of the log, when known. */
export interface BookingFormContext {
  highestRound?: number;
}

export interface BookingFieldProblem {
  field: BookingFormKey;
  message: string;
  /** It is empty: a live form waits instead of complaining. */
  blank: boolean;
}

export interface BookingFormReading {
  /** The Art, when it could be read. */
  kind?: FormKind;
  problems: BookingFieldProblem[];
  /** The whole booking, when there is no problem. */
  booking?: SubmittedBooking;
}

/** Versorgung and Stufen: signed whole numbers, blank is 0, at most `limit` either way. */
function signed(value: unknown, label: string, limit = Infinity): number {
  return isBlank(single(value, label)) ? 0 : whole(value, label, -limit, limit);
}

function kindOf(value: unknown, label: string): FormKind {
  const typed = requiredText(value, label, `erlaubt sind ${FORM_KINDS.map((k) => `„${k}“`).join(', ')}.`);
  const kind = FORM_KINDS.find((k) => k.toLowerCase() === typed.toLowerCase());
  if (!kind) {
    throw new RuleError(`${label} „${typed}“ ist unbekannt; erlaubt sind ${FORM_KINDS.map((k) => `„${k}“`).join(', ')}.`, label);
  }
  return kind;
}

type Read = Omit<SubmittedBooking, 'kind'>;
type Reader = (value: unknown, label: string, kind: FormKind, context: BookingFormContext) => Partial<Read>;

const READERS: Record<Exclude<BookingFormKey, 'art'>, Reader> = {
  runde: (value, label, _kind, context) => ({
    round: whole(value, label, 1, context.highestRound === undefined ? undefined : context.highestRound + 1),
  }),
  datum: (value, label) => ({ date: parseIsoDate(text(value, label), label) }),
  spieler: (value, label, kind) => ({
    player: kind === NEW_ARMY ? requiredText(value, label, 'bitte den Spieler der neuen Armee wählen.') : text(value, label),
  }),
  armee: (value, label, kind) => ({
    army:
      kind === CORRECTION
        ? text(value, label)
        : kind === NEW_ARMY
          ? readName(value, label, 'bitte den Namen der neuen Armee eintragen.')
          : requiredText(value, label, 'bitte eine Armee wählen.'),
  }),
  startstufe: (value, label) => {
    if (isBlank(single(value, label))) {
      throw new RuleError(`${label} fehlt; erwartet wird eine ganze Zahl von 1 bis ${MAX_LEVEL}.`, label);
    }
    return { startLevel: whole(value, label, 1, MAX_LEVEL) };
  },
  stufen: (value, label, kind) => {
    if (kind !== UPGRADE) return { levels: signed(value, label) };
    if (isBlank(single(value, label))) {
      throw new RuleError(`${label} fehlt; eine Aufwertung bringt 1 bis ${MAX_LEVEL - 1} Stufen.`, label);
    }
    return { levels: whole(value, label, 1, MAX_LEVEL - 1) };
  },
  versorgung: (value, label, kind) => {
    const supply = signed(value, label, MAX_SUPPLY);
    if (kind === NEW_ARMY && supply > 0) {
      throw new RuleError(`${label} ${supply} VP: eine neue Armee kostet VP (negativ) oder nichts (0 oder leer).`, label);
    }
    return { supply };
  },
  feld: (value, label, kind) => ({
    field: kind === MOVE ? requiredText(value, label, 'bitte das Zielfeld wählen.') : text(value, label),
  }),
  notiz: (value, label, kind) => ({
    note: kind === CORRECTION ? requiredText(value, label, 'eine Korrektur braucht eine Begründung.') : text(value, label),
  }),
  einreichungsId: (value, label) => ({
    submissionId: requiredText(value, label, 'die Seitenleiste erzeugt sie; bitte das Formular neu laden.', MAX_SUBMISSION_ID),
  }),
};

const EMPTY: Read = {
  round: 0,
  date: new Date(0),
  player: '',
  army: '',
  startLevel: 0,
  levels: 0,
  supply: 0,
  field: '',
  note: '',
  submissionId: '',
};

/**
 * Reads a booking form: the Art first, then the fields that Art uses (numbers as numbers or
 * German numeric text, texts trimmed). Each refused field becomes a problem with its German
 * message. An Aufwertung's Versorgung is its price: blank is filled, another amount refused.
 */
export function readBookingForm(
  input: Partial<Record<BookingFormKey, unknown>>,
  context: BookingFormContext = {},
): BookingFormReading {
  const problems: BookingFieldProblem[] = [];
  const problem = (field: BookingFormKey, error: unknown) => {
    if (!(error instanceof RuleError)) throw error;
    problems.push({ field, message: error.message, blank: isBlank(input[field] as CellValue) });
  };
  let kind: FormKind;
  try {
    kind = kindOf(input.art, BOOKING_FORM_LABELS.art);
  } catch (error) {
    problem('art', error);
    return { problems };
  }
  const read: Read = { ...EMPTY, date: new Date(0) };
  for (const key of fieldsOfKind(kind)) {
    if (key === 'art') continue;
    try {
      Object.assign(read, READERS[key](input[key], BOOKING_FORM_LABELS[key], kind, context));
    } catch (error) {
      problem(key, error);
    }
  }
  if (kind === UPGRADE && !problems.some((p) => p.field === 'stufen' || p.field === 'versorgung')) {
    const price = upgradeSupply(read.levels);
    if (isBlank(input.versorgung as CellValue)) read.supply = price;
    else if (read.supply !== price) {
      problem(
        'versorgung',
        new RuleError(
          `${BOOKING_FORM_LABELS.versorgung} ${read.supply} passt nicht zur Aufwertung: ${read.levels} Stufe(n) kosten ` +
            `${-price} VP, also Versorgung ${price}.`,
          BOOKING_FORM_LABELS.versorgung,
        ),
      );
    }
  }
  if (kind === CORRECTION && !problems.length && read.supply === 0 && read.levels === 0 && !read.field) {
    problem(
      'versorgung',
      new RuleError(
        'Eine Korrektur ändert Versorgung, Stufen oder das Feld einer Armee; bitte mindestens eines davon eintragen.',
        BOOKING_FORM_LABELS.versorgung,
      ),
    );
  }
  if (kind === CORRECTION && !problems.length && !read.player && !read.army) {
    problem(
      'spieler',
      new RuleError('Eine Korrektur braucht einen Spieler, eine Armee oder beides.', BOOKING_FORM_LABELS.spieler),
    );
  }
  const order = (p: BookingFieldProblem) => BOOKING_FORM_KEYS.indexOf(p.field);
  problems.sort((a, b) => order(a) - order(b));
  return { kind, problems, booking: problems.length ? undefined : { kind, ...read } };
}

/** The form field a RuleError is about, from the label it names. */
export function bookingKeyOf(field: string | undefined): BookingFormKey | undefined {
  if (field === undefined) return undefined;
  if (field === ARMIES_SPEC.columns.name.header) return 'armee';
  return BOOKING_FORM_KEYS.find((key) => BOOKING_FORM_LABELS[key] === field);
}
