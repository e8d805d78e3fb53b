// The formula engine keeps per-sheet folds over its formula positions (topRowsOf's frontier,
// unparsedFormulas' positions) with ResumableFold: only what was pushed since is folded, and a
// replaced or shortened list is folded afresh.
import { ResumableFold } from '../../src/offline';

/** A fold that records every item it folded, in order, beside their sum. */
function recordingFold() {
  const folded: number[] = [];
  const fold = new ResumableFold<number, { sum: number }>(
    () => ({ sum: 0 }),
    (state, item) => {
      folded.push(item);
      state.sum += item;
    },
  );
  return { fold, folded };
}

test('items pushed since the last fold are folded, the earlier ones not again', () => {
  const { fold, folded } = recordingFold();
  const list = [1, 2];
  expect(fold.over(list)).toEqual({ sum: 3 });
  list.push(10, 20);
  expect(fold.over(list)).toEqual({ sum: 33 });
  expect(fold.over(list)).toEqual({ sum: 33 });
  expect(folded).toEqual([1, 2, 10, 20]);
});

test('an empty list folds to the start state', () => {
  const { fold, folded } = recordingFold();
  expect(fold.over([])).toEqual({ sum: 0 });
  expect(folded).toEqual([]);
});

test('a replaced list is folded afresh, even when as long as the old one', () => {
  const { fold, folded } = recordingFold();
  expect(fold.over([1, 2, 3])).toEqual({ sum: 6 });
  expect(fold.over([100, 200, 300])).toEqual({ sum: 600 });
  expect(fold.over([5])).toEqual({ sum: 5 });
  expect(folded).toEqual([1, 2, 3, 100, 200, 300, 5]);
});

test('a list shorter than what was folded is folded afresh', () => {
  const { fold, folded } = recordingFold();
  const list = [1, 2, 3];
  fold.over(list);
  list.length = 1;
  list.push(7);
  expect(fold.over(list)).toEqual({ sum: 8 });
  expect(folded).toEqual([1, 2, 3, 1, 7]);
});

test('a fresh fold starts from a new state: the one handed out before is not changed', () => {
  const { fold } = recordingFold();
  const first = fold.over([1, 2]);
  fold.over([4]);
  expect(first).toEqual({ sum: 3 });
});
