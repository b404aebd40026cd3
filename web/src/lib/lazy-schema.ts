import type { z } from 'zod';

/**
 * A schema whose code is loaded on first use. zod and the contracts are a third of the map's first
 * load and build every schema as they load, so the map's first screen carries none of them (docs/
 * benchmarks.md "The map's first load"). What it reads before they have arrived (the stored user, the
 * page's first answers) is used at once and checked as soon as they have; what fails then is reported
 * to the `onLateRejection` listeners, and the app forgets it and asks again. Everything read after that
 * is checked before use, as with any schema.
 */
export class LazySchema<S extends z.ZodType> {
  #loaded: S | null = null;
  #loading: Promise<S> | null = null;
  readonly #importSchema: () => Promise<S>;

  constructor(importSchema: () => Promise<S>) {
    this.#importSchema = importSchema;
  }

  /** The schema, once its code has arrived. */
  get loaded(): S | null {
    return this.#loaded;
  }

  /** Its code, fetched once; a failed fetch (offline) is tried again on the next call. */
  load(): Promise<S> {
    this.#loading ??= this.#importSchema().then(
      (schema) => (this.#loaded = schema),
      (cause: unknown) => {
        this.#loading = null;
        throw cause;
      },
    );
    return this.#loading;
  }
}

/** A schema at hand, or one loaded on first use. */
export type SchemaSource<S extends z.ZodType> = S | LazySchema<S>;

type LateRejectionListener = (what: string) => void;
const lateRejectionListeners = new Set<LateRejectionListener>();

/** Something used before its schema had loaded turned out not to match it once it had. */
export function onLateRejection(listener: LateRejectionListener): () => void {
  lateRejectionListeners.add(listener);
  return () => lateRejectionListeners.delete(listener);
}

/** When the checks of values used before their schema loaded may start (startLateChecksAfter). */
let lateChecksMayStart: Promise<unknown> = Promise.resolve();

/**
 * Holds the late checks (and so the schemas' code) back until `moment`: main.tsx passes the end of the
 * first load, so that on a slow phone zod is neither fetched nor run while the first screen is drawn.
 */
export function startLateChecksAfter(moment: Promise<unknown>): void {
  lateChecksMayStart = moment;
}

export type SchemaCheck = { ok: true } | { ok: false; issues: readonly z.core.$ZodIssue[] };

/**
 * Checks `value` against the schema when it is at hand. When it is still loading, the value passes now
 * and is checked once it has loaded (not before `startLateChecksAfter`'s moment): then `forget` runs and
 * the listeners hear of it if it fails.
 */
export function checkNowOrOnLoad<S extends z.ZodType>(
  source: SchemaSource<S>,
  value: unknown,
  what: string,
  forget: () => void = () => undefined,
): SchemaCheck {
  const schema = source instanceof LazySchema ? source.loaded : source;
  if (schema) {
    const checked = schema.safeParse(value);
    return checked.success ? { ok: true } : { ok: false, issues: checked.error.issues };
  }
  void lateChecksMayStart
    .then(() => (source as LazySchema<S>).load())
    .then(
      (loaded) => {
        const checked = loaded.safeParse(value);
        if (checked.success) return;
        console.error(`${what}: not as expected`, checked.error.issues);
        forget();
        for (const listener of lateRejectionListeners) listener(what);
      },
      // The schema's code could not be fetched (offline): the value stays, as the answer it came with.
      (cause: unknown) => console.warn(`${what}: its schema did not load`, cause),
    );
  return { ok: true };
}
