/**
 * The form "Buchung eintragen" as both its readers see it: the sidebar (live, values as typed)
 * and submitBooking (the payload google.script.run delivers). One reader, so the two can never
 * disagree about what a field accepts. Which fields an Art uses is declared here once; the
 * others are not read (the sidebar hides them, the server ignores them).
 */
import { MAX_LEVEL, UPGRADE_PRICE_PER_LEVEL } from './constants';
import { FieldKey, FIELDS } from './fields';
import { ARMIES_SPEC, BOOKINGS_MAP_SPEC, BOOKINGS_SPEC, FIELDS_SPEC } from './campaign/columns';
import { CellValue, isBlank } from './cells/cellValue';
import { parseIsoDate } from './cells/parseIsoDate';
import { RuleError } from './ruleError';
import { ruleText } from './ruleText';
import { missing } from './readerWords';
import { requiredText, single, submissionToken, text, whole } from './formValue';
import { readName } from './nameValue';
import { FORM_KINDS, FormKind, NEW_ARMY, UPGRADE } from './bookingKinds';
import { CORRECTION, MOVE } from './map/moves';

/** The form's fields in tab order, each with its German label: the header of its column. */
export const BOOKING_FORM_FIELDS = {
  art: BOOKINGS_SPEC.columns.kind.field,
  runde: BOOKINGS_SPEC.columns.round.field,
  datum: BOOKINGS_SPEC.columns.date.field,
  spieler: BOOKINGS_SPEC.columns.player.field,
  armee: BOOKINGS_SPEC.columns.army.field,
  startstufe: ARMIES_SPEC.columns.startLevel.field,
  stufen: BOOKINGS_SPEC.columns.levels.field,
  versorgung: BOOKINGS_SPEC.columns.supply.field,
  feld: BOOKINGS_MAP_SPEC.columns.field.field,
  notiz: BOOKINGS_SPEC.columns.note.field,
  einreichungsId: BOOKINGS_SPEC.columns.submissionId.field,
} as const satisfies Record<string, FieldKey>;

export type BookingFormKey = keyof typeof BOOKING_FORM_FIELDS;
export const BOOKING_FORM_KEYS = Object.keys(BOOKING_FORM_FIELDS) as BookingFormKey[];

/** Each form field's German label: the registry's header of its field. */
export const BOOKING_FORM_LABELS = Object.fromEntries(
  BOOKING_FORM_KEYS.map((key) => [key, FIELDS[BOOKING_FORM_FIELDS[key]].header]),
) as Record<BookingFormKey, string>;

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

/**
 * A payload's field the Art does not use must be blank (or 0, as the sidebar sends an unused
 * number): a Bewegung with Versorgung 5000 is refused at Versorgung, never saved without it.
 */
export function refuseFieldsOfOtherKinds(input: Partial<Record<BookingFormKey, unknown>>, kind: FormKind): void {
  const used = fieldsOfKind(kind);
  for (const key of BOOKING_FORM_KEYS) {
    const value = input[key];
    if (used.includes(key) || isBlank(value as CellValue) || value === 0 || value === '0') continue;
    throw new RuleError(
      `${BOOKING_FORM_LABELS[key]} gehört nicht zu „${kind}“; bitte leer lassen. Nichts wurde gespeichert.`,
      BOOKING_FORM_FIELDS[key],
    );
  }
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

/** What the campaign says beyond the form: the current round (R1), when known — a booking may open the next. */
export interface BookingFormContext {
  currentRound?: number;
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

/** Versorgung and Stufen: signed whole numbers, blank is 0, within the registry's limits. */
function signed(value: unknown, key: FieldKey): number {
  return isBlank(single(value, key)) ? 0 : whole(value, key);
}

function kindOf(value: unknown, key: FieldKey): FormKind {
  const label = FIELDS[key].header;
  const typed = requiredText(value, key, `erlaubt sind ${FORM_KINDS.map((k) => `„${k}“`).join(', ')}.`);
  const kind = FORM_KINDS.find((k) => k.toLowerCase() === typed.toLowerCase());
  if (!kind) {
    throw new RuleError(`${label} „${typed}“ ist unbekannt; erlaubt sind ${FORM_KINDS.map((k) => `„${k}“`).join(', ')}.`, key);
  }
  return kind;
}

type Read = Omit<SubmittedBooking, 'kind'>;
type Reader = (value: unknown, key: FieldKey, kind: FormKind, context: BookingFormContext) => Partial<Read>;

const READERS: Record<Exclude<BookingFormKey, 'art'>, Reader> = {
  runde: (value, key, _kind, context) => ({
    round: whole(value, key, 1, context.currentRound === undefined ? undefined : context.currentRound + 1),
  }),
  datum: (value, key) => ({ date: parseIsoDate(text(value, key), FIELDS[key].header) }),
  spieler: (value, key, kind) => ({
    player: kind === NEW_ARMY ? requiredText(value, key, 'bitte den Spieler der neuen Armee wählen.') : text(value, key),
  }),
  armee: (value, key, kind) => ({
    army:
      kind === CORRECTION
        ? text(value, key)
        : kind === NEW_ARMY
          ? readName(value, key, 'bitte den Namen der neuen Armee eintragen.')
          : requiredText(value, key, 'bitte eine Armee wählen.'),
  }),
  startstufe: (value, key) => {
    const { header, min, max } = FIELDS[key as 'startLevel'];
    if (isBlank(single(value, key))) {
      throw new RuleError(ruleText`${header}${missing(`eine ganze Zahl von ${min} bis ${max}`)}`, key);
    }
    return { startLevel: whole(value, key) };
  },
  stufen: (value, key, kind) => {
    if (kind !== UPGRADE) return { levels: signed(value, key) };
    if (isBlank(single(value, key))) {
      throw new RuleError(`${FIELDS[key].header} fehlt; eine Aufwertung bringt 1 bis ${MAX_LEVEL - 1} Stufen.`, key);
    }
    return { levels: whole(value, key, 1, MAX_LEVEL - 1) };
  },
  versorgung: (value, key, kind) => {
    const supply = signed(value, key);
    if (kind === NEW_ARMY && supply > 0) {
      throw new RuleError(
        `${FIELDS[key].header} ${supply} VP: eine neue Armee kostet VP (negativ) oder nichts (0 oder leer).`,
        key,
      );
    }
    return { supply };
  },
  feld: (value, key, kind) => ({
    field: kind === MOVE ? requiredText(value, key, 'bitte das Zielfeld wählen.') : text(value, key),
  }),
  notiz: (value, key, kind) => ({
    note: kind === CORRECTION ? requiredText(value, key, 'eine Korrektur braucht eine Begründung.') : text(value, key),
  }),
  einreichungsId: (value, key) => ({
    submissionId: submissionToken(value, key),
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
    kind = kindOf(input.art, BOOKING_FORM_FIELDS.art);
  } catch (error) {
    problem('art', error);
    return { problems };
  }
  const read: Read = { ...EMPTY, date: new Date(0) };
  for (const key of fieldsOfKind(kind)) {
    if (key === 'art') continue;
    try {
      Object.assign(read, READERS[key](input[key], BOOKING_FORM_FIELDS[key], kind, context));
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
          BOOKING_FORM_FIELDS.versorgung,
        ),
      );
    }
  }
  if (kind === CORRECTION && !problems.length && read.supply === 0 && read.levels === 0 && !read.field) {
    problem(
      'versorgung',
      new RuleError(
        'Eine Korrektur ändert Versorgung, Stufen oder das Feld einer Armee; bitte mindestens eines davon eintragen.',
        BOOKING_FORM_FIELDS.versorgung,
      ),
    );
  }
  if (kind === CORRECTION && !problems.length && !read.player && !read.army) {
    problem(
      'spieler',
      new RuleError('Eine Korrektur braucht einen Spieler, eine Armee oder beides.', BOOKING_FORM_FIELDS.spieler),
    );
  }
  const order = (p: BookingFieldProblem) => BOOKING_FORM_KEYS.indexOf(p.field);
  problems.sort((a, b) => order(a) - order(b));
  return { kind, problems, booking: problems.length ? undefined : { kind, ...read } };
}

/** The form field a RuleError is about, from its field key; a new army's Startfeld is the form's Feld. */
export function bookingKeyOf(field: FieldKey | undefined): BookingFormKey | undefined {
  if (field === undefined) return undefined;
  if (field === 'startField') return 'feld';
  return BOOKING_FORM_KEYS.find((key) => BOOKING_FORM_FIELDS[key] === field);
}

/** The map's sheet, as these messages name it. */
const FIELDS_SHEET = FIELDS_SPEC.sheet;

/** Bewegung and Feld need the map: without one they are refused, never silently dropped. */
export function checkMapFields(entry: SubmittedBooking, hasMap: boolean): void {
  if (hasMap) return;
  if (entry.kind === MOVE) {
    throw new RuleError(
      `Eine Bewegung gibt es erst mit einer Karte: das Blatt „${FIELDS_SHEET}“ fehlt.`,
      BOOKING_FORM_FIELDS.art,
    );
  }
  if (entry.field) {
    throw new RuleError(
      `Feld „${entry.field}“: die Kampagne hat keine Karte (das Blatt „${FIELDS_SHEET}“ fehlt); bitte das Feld leer lassen.`,
      BOOKING_FORM_FIELDS.feld,
    );
  }
}
