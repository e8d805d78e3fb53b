import type { Argument, CellValue } from '../rules/cells/cellValue';
import { isMatrix } from '../rules/cells/cellValue';
import { CustomFunctionSpec } from './functionSpec';

/**
 * RECHENPROBE: answers its argument. „Kriegsrat prüfen“ puts it beside the Rechenstand for a
 * moment: after the Rechenstand changed, the new value there shows that Google Sheets ran a
 * custom function again because an argument changed — what „Neu berechnen“ relies on.
 */
export const PROBE_FUNCTIONS: CustomFunctionSpec[] = [
  {
    name: 'RECHENPROBE',
    summary: 'Gibt den Wert zurück, den sie bekommt – „Kriegsrat prüfen“ sieht daran, dass Google Sheets neu rechnet.',
    params: [{ name: 'wert', description: 'eine Zelle, z. B. Einstellungen!$B$3 (Rechenstand)', type: 'number' }],
    returns: 'Den Wert der Zelle.',
    example: { formula: '=RECHENPROBE(Einstellungen!$B$3)', result: '2' },
    run: (value: Argument): CellValue => (isMatrix(value) ? (value[0]?.[0] ?? '') : (value as CellValue)),
  },
];
