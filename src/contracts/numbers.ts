import '@/lib/zod-config';
import { z } from 'zod';

/**
 * The largest value a PostgreSQL `integer` (int4) column holds: the ids of `serial` columns, versions. A number
 * past it would reach the database and fail there (SQLSTATE 22003), so every contract that names such a column
 * bounds it here first, and the request answers 400.
 */
export const INT4_MAX = 2_147_483_647;

/** The id of a row of a `serial` column: a whole number from 1 to INT4_MAX. */
export const int4Id = () => z.number().int().positive().max(INT4_MAX);

/** A whole number an `integer` column holds, from `min` (0 by default) to INT4_MAX. */
export const int4 = (min = 0) => z.number().int().min(min).max(INT4_MAX);

/** Digits, as in a reference like `812` or `token:3`, that name more than an int4 id can. */
export const isBeyondInt4 = (digits: string) => /^\d+$/.test(digits) && Number(digits) > INT4_MAX;
