/** The constraint named by a PostgreSQL unique violation (SQLSTATE 23505), from either driver. */
export function uniqueViolationConstraint(error: unknown): string | undefined {
  for (
    let current: unknown = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (candidate.code === '23505') {
      if (typeof candidate.constraint === 'string') return candidate.constraint;
      const match = typeof candidate.message === 'string' ? /constraint "([^"]+)"/.exec(candidate.message) : null;
      return match?.[1] ?? 'unknown';
    }
  }
  return undefined;
}
