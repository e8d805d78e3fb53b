/**
 * The note under a field's history when older events were left out (mapPicture keeps the
 * latest): the organiser finds them in the Kampagnenbuch; players have no access to the
 * workbook, so their Karte tells them who has them (C12: „Spielleitung“).
 */
export type MapReader = 'organiser' | 'player';

export function earlierEventsNote(count: number, reader: MapReader): string {
  const one = count === 1;
  const head = one
    ? '1 früheres Ereignis auf diesem Feld ist hier nicht aufgeführt'
    : `${count} frühere Ereignisse auf diesem Feld sind hier nicht aufgeführt`;
  if (reader === 'player') return `${head}; die Spielleitung hat ${one ? 'es' : 'sie'}.`;
  return `${head} (${one ? 'es steht' : 'sie stehen'} im Kampagnenbuch).`;
}
