// Declared with the rules: the range texts of the KAMPAGNE_… functions are built from it too.
export { columnLetter } from '../rules/cells/columnLetter';
