/**
 * A fold over a list that only grows by push or is replaced whole (the engine's per-sheet
 * formula positions): each call folds only the items pushed since the last, so a sheet with
 * thousands of formulas is not walked again on every read. The list's identity and length tell
 * whether the folded state is current — another list, or a shorter one, is folded afresh.
 */
export class ResumableFold<T, S> {
  private list: readonly T[] | undefined;
  private counted = 0;
  private state: S | undefined;

  /** `start` makes the state of an empty list; `step` folds one item into it in place. */
  constructor(
    private readonly start: () => S,
    private readonly step: (state: S, item: T) => void,
  ) {}

  /** The state folded over every item of `list`. */
  over(list: readonly T[]): S {
    let state = this.state;
    if (state === undefined || list !== this.list || this.counted > list.length) {
      state = this.state = this.start();
      this.list = list;
      this.counted = 0;
    }
    for (let i = this.counted; i < list.length; i++) this.step(state, list[i]);
    this.counted = list.length;
    return state;
  }
}
