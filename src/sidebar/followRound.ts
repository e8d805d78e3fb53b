/// <reference lib="dom" />
/**
 * A sidebar stays open while the organiser begins a round or the Schlachtphase from the menu
 * (R1, R2); Sheets never tells it. So when the organiser comes back to it (its window gets the
 * focus), it loads the campaign afresh: header and Runde show the round as it is now — else
 * the next battle typed there lands in last week's round. One reload at a time, never while
 * the form loads or saves, and what comes back during a save is dropped; a failed reload keeps
 * what it shows (the next save reads anew).
 */
export function reloadOnReturn<T>(fetch: () => Promise<T>, apply: (fresh: T) => void, idle: () => boolean): void {
  let loading = false;
  const onReturn = () => {
    if (document.visibilityState === 'hidden' || loading || !idle()) return;
    loading = true;
    fetch()
      // A save begun while the data came is the form's now: what came is shown only if it is still idle.
      .then((fresh) => {
        if (idle()) apply(fresh);
      })
      .catch(() => undefined)
      .finally(() => (loading = false));
  };
  window.addEventListener('focus', onReturn);
  document.addEventListener('visibilitychange', onReturn);
}

/** The Runde to show after the campaign's round went from `before` to `after`: a Runde the user typed stays. */
export function followedRound(shown: string, before: number, after: number): string {
  return shown.trim() === String(before) ? String(after) : shown;
}
