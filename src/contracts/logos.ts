import '@/lib/zod-config';
import { z } from 'zod';

/** The widest logo the image service makes: the sources are 128 px, `fit=max` never enlarges them anyway. */
export const LOGO_MAX_WIDTH = 1024;

const whole = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,4}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/**
 * The logo service's size and format parameters (spec section 7): `auto=format` (the best format the browser
 * accepts), `fit=max` (fit within the width, never enlarged), `w` (width in pixels) and an optional `q`
 * (quality, 1 to 100). Without any, the stored image is served as it is.
 */
export const logoImageParams = z
  .object({
    auto: z.literal('format').optional(),
    fit: z.literal('max').optional(),
    w: whole(1, LOGO_MAX_WIDTH).optional(),
    q: whole(1, 100).optional(),
  })
  .strict();
export type LogoImageParams = z.infer<typeof logoImageParams>;
