import '@/lib/zod-config';
import { z } from 'zod';
import { IMAGE_DEFAULT_QUALITY, IMAGE_SIZES } from '@/config/constants';

// Only the sizes and quality the site itself asks for: each other value would be a picture rendered afresh,
// at a cost in CPU that anyone could make the server pay by the request.
const oneOf = (values: readonly number[], message: string) =>
  z
    .string()
    .refine((value) => values.some((allowed) => String(allowed) === value), message)
    .transform(Number);

/**
 * The logo service's size and format parameters: `auto=format` (the best format the browser
 * accepts), `fit=max` (fit within the width, never enlarged), `w` (width in pixels, one of the optimiser's image
 * sizes) and an optional `q` (quality: the default 75). Without any, the stored image is served as it is.
 */
export const logoImageParams = z
  .object({
    auto: z.literal('format').optional(),
    fit: z.literal('max').optional(),
    w: oneOf(IMAGE_SIZES, `must be one of ${IMAGE_SIZES.join(', ')}`).optional(),
    q: oneOf([IMAGE_DEFAULT_QUALITY], `must be ${IMAGE_DEFAULT_QUALITY}`).optional(),
  })
  .strict();
export type LogoImageParams = z.infer<typeof logoImageParams>;
