/**
 * Sheet and range protections. Recorded, not enforced: the script runs as the owner, who may
 * always edit, so offline there is nobody to stop.
 */
import { GridRect } from './a1Notation';
import { shiftRect } from './shiftRect';
import { ProtectionTypeName } from './enums';
import type { SheetModel } from './sheetModel';
import type { OfflineRange } from './offlineRange';
import { countServiceCalls } from './serviceCalls';
import { reportMissingMethods } from './notEmulated';

export class ProtectionModel {
  description = '';
  warningOnly = false;
  domainEdit = false;
  editors: string[] = [];
  unprotected: GridRect[] = [];
  removed = false;

  constructor(
    readonly type: ProtectionTypeName,
    readonly sheet: SheetModel,
    /** The protected range; for a sheet protection the whole sheet (undefined). */
    public rect: GridRect | undefined,
  ) {}

  /** Keeps the protected range on its cells when rows/columns are inserted or removed. */
  shift(axis: 'row' | 'column', at: number, delta: number): void {
    const move = (rect: GridRect) => shiftRect(rect, axis, at, delta);
    if (this.rect) {
      const moved = move(this.rect);
      if (moved) this.rect = moved;
      else this.removed = true;
    }
    this.unprotected = this.unprotected.map(move).filter((r): r is GridRect => r !== undefined);
  }
}

export class OfflineProtection implements Pick<
  GoogleAppsScript.Spreadsheet.Protection,
  'getDescription' | 'isWarningOnly' | 'canDomainEdit' | 'canEdit' | 'getRangeName'
> {
  /** @internal */
  constructor(readonly model: ProtectionModel) {}

  getProtectionType(): ProtectionTypeName {
    return this.model.type;
  }

  getDescription(): string {
    return this.model.description;
  }

  setDescription(description: string): this {
    this.model.description = String(description);
    return this;
  }

  isWarningOnly(): boolean {
    return this.model.warningOnly;
  }

  setWarningOnly(warningOnly: boolean): this {
    this.model.warningOnly = !!warningOnly;
    return this;
  }

  canEdit(): boolean {
    return true;
  }

  canDomainEdit(): boolean {
    return this.model.domainEdit;
  }

  setDomainEdit(editable: boolean): this {
    this.model.domainEdit = !!editable;
    return this;
  }

  getEditors(): { getEmail(): string }[] {
    return this.model.editors.map((email) => ({ getEmail: () => email }));
  }

  addEditor(emailAddress: string | { getEmail(): string }): this {
    return this.addEditors([emailAddress as string]);
  }

  addEditors(emailAddresses: (string | { getEmail(): string })[]): this {
    for (const e of emailAddresses) {
      const email = typeof e === 'string' ? e : e.getEmail();
      if (!this.model.editors.includes(email)) this.model.editors.push(email);
    }
    return this;
  }

  removeEditor(emailAddress: string | { getEmail(): string }): this {
    return this.removeEditors([emailAddress as string]);
  }

  removeEditors(emailAddresses: (string | { getEmail(): string })[]): this {
    const drop = new Set(emailAddresses.map((e) => (typeof e === 'string' ? e : e.getEmail())));
    this.model.editors = this.model.editors.filter((e) => !drop.has(e));
    return this;
  }

  getRange(): OfflineRange {
    const rect = this.model.rect ?? {
      row: 1,
      column: 1,
      numRows: this.model.sheet.maxRows,
      numColumns: this.model.sheet.maxColumns,
    };
    return this.model.sheet.range(rect);
  }

  setRange(range: OfflineRange): this {
    if (this.model.type === 'SHEET') throw new Error('A sheet protection has no range to set.');
    this.model.rect = { ...range.rect };
    return this;
  }

  getRangeName(): string {
    return '';
  }

  getUnprotectedRanges(): OfflineRange[] {
    return this.model.unprotected.map((rect) => this.model.sheet.range(rect));
  }

  setUnprotectedRanges(ranges: OfflineRange[]): this {
    if (this.model.type !== 'SHEET') throw new Error('Only a sheet protection can have unprotected ranges.');
    this.model.unprotected = ranges.map((r) => ({ ...r.rect }));
    return this;
  }

  remove(): void {
    this.model.removed = true;
    this.model.sheet.protections = this.model.sheet.protections.filter((p) => p !== this.model);
  }
}

countServiceCalls(OfflineProtection, 'Protection', (p) => p.model.sheet.workbook.calls);

reportMissingMethods(OfflineProtection, 'Protection');
