import 'server-only';

/** True for PostgreSQL's unique_violation, whether raised by node-postgres or PGlite, wrapped by Drizzle or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
