// Whole saves group cells by PropsWriter.sharedKey instead of writing each cell's shared props as
// JSON: two cells must share a key exactly when their shared(props) are equal as JSON, also for
// equal styles and validations that are distinct objects, and a cell with nothing to share has none.
import fc from 'fast-check';
import { CellProps, OfflineDataValidationBuilder, PropsWriter } from '../../src/offline';

const validations = [
  () => new OfflineDataValidationBuilder().requireNumberBetween(1, 5).build(),
  () => new OfflineDataValidationBuilder().requireValueInList(['Angreifer', 'Verteidiger']).build(),
  () => new OfflineDataValidationBuilder().requireValueInList(['Angreifer', 'Verteidiger']).setHelpText('Seite').build(),
];
// Built once each, then reused or built anew: equal rules as one object and as several.
const sharedValidations = validations.map((make) => make());

const props = fc.record(
  {
    numberFormat: fc.constantFrom('', '0', 'dd.MM.yyyy', '{"a":1}'),
    style: fc.constantFrom<CellProps['style']>({}, { fontWeight: 'bold' }, { fontWeight: 'bold', wrap: true }, { wrap: true }),
    validation: fc
      .tuple(fc.nat(validations.length - 1), fc.boolean())
      .map(([i, fresh]) => (fresh ? validations[i]() : sharedValidations[i])),
    note: fc.constantFrom('Notiz', 'andere'),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<CellProps>;

test('sharedKey agrees with the JSON of shared(props): same key exactly when equal, none when nothing is shared', () => {
  fc.assert(
    fc.property(fc.array(fc.option(props, { nil: undefined }), { minLength: 2, maxLength: 12 }), (cells) => {
      const writer = new PropsWriter();
      const keys = cells.map((p) => writer.sharedKey(p));
      const json = cells.map((p) => {
        const shared = writer.shared(p);
        return Object.keys(shared).length ? JSON.stringify(shared) : '';
      });
      for (let i = 0; i < cells.length; i++) {
        expect(keys[i] === '').toBe(json[i] === '');
        for (let j = 0; j < cells.length; j++) expect(keys[i] === keys[j]).toBe(json[i] === json[j]);
      }
    }),
    { numRuns: 500 },
  );
});
