/**
 * Which changes of the spreadsheet may have taken a name off Spieler (C8), as Google's change
 * event names them (changeType): rows deleted, a sheet deleted, or what Google does not classify.
 * Edits (EDIT) are left out: Google fires the trigger for every edit anywhere, and reading Spieler
 * after each would cost every edit an execution; a name typed back is onEdit's (retypedName.ts).
 */
export const UNLISTING_CHANGES = ['REMOVE_ROW', 'REMOVE_GRID', 'OTHER'] as const;

/** Whether a change event of this `changeType` calls for the unlisted-links check. */
export function mayUnlist(changeType: unknown): boolean {
  return (UNLISTING_CHANGES as readonly unknown[]).includes(changeType);
}
