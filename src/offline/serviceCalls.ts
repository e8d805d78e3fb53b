/**
 * Counts calls into the Sheets service (SpreadsheetApp, Spreadsheet, Sheet, Range, Protection),
 * by `Service.method` and in total. Each such call is a round trip in real Apps Script, so tests
 * assert that a submission makes a number of calls that does not grow with the campaign.
 * A call made from inside another counted call (our own implementation reusing its API) is not
 * counted again.
 */
export class ServiceCallCounter {
  private readonly counts = new Map<string, number>();
  private depth = 0;
  private totalCalls = 0;
  /** Runs before every counted call; the workbook uses it to refuse calls from custom functions. */
  beforeCall?: (method: string) => void;

  get total(): number {
    return this.totalCalls;
  }

  /** Calls of one method, e.g. `get('Range.getValues')`. */
  get(method: string): number {
    return this.counts.get(method) ?? 0;
  }

  byMethod(): Record<string, number> {
    return Object.fromEntries([...this.counts.entries()].sort(([a], [b]) => a.localeCompare(b)));
  }

  reset(): void {
    this.counts.clear();
    this.totalCalls = 0;
  }

  /** Runs `fn` and reports the calls it made (the running totals keep counting). */
  measure<T>(fn: () => T): { result: T; total: number; byMethod: Record<string, number> } {
    const before = new Map(this.counts);
    const totalBefore = this.totalCalls;
    const result = fn();
    const byMethod: Record<string, number> = {};
    for (const [name, count] of this.counts) {
      const diff = count - (before.get(name) ?? 0);
      if (diff > 0) byMethod[name] = diff;
    }
    return { result, total: this.totalCalls - totalBefore, byMethod };
  }

  /** Runs `fn` as one counted call named `method`. */
  track<T>(method: string, fn: () => T): T {
    this.beforeCall?.(method);
    if (this.depth === 0) {
      this.totalCalls++;
      this.counts.set(method, (this.counts.get(method) ?? 0) + 1);
    }
    this.depth++;
    try {
      return fn();
    } finally {
      this.depth--;
    }
  }
}

/**
 * Wraps every public method of `cls` so it is counted as `service.method`. `counterOf` finds
 * the workbook's counter from the instance. Facade classes hold Apps Script methods only;
 * offline helpers (JSON, snapshots, error messages, local formulas) are functions beside them.
 */
export function countServiceCalls<T extends object>(
  cls: { prototype: T },
  service: string,
  counterOf: (self: T) => ServiceCallCounter,
): void {
  const proto = cls.prototype as Record<string, unknown>;
  for (const name of Object.getOwnPropertyNames(proto)) {
    if (name === 'constructor') continue;
    const descriptor = Object.getOwnPropertyDescriptor(proto, name);
    if (!descriptor || typeof descriptor.value !== 'function') continue;
    const original = descriptor.value as (...args: unknown[]) => unknown;
    const method = `${service}.${name}`;
    Object.defineProperty(proto, name, {
      ...descriptor,
      value: function counted(this: T, ...args: unknown[]) {
        return counterOf(this).track(method, () => original.apply(this, args));
      },
    });
  }
}
