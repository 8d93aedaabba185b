import 'server-only';
import sharp from 'sharp';
import type { LogoImageParams } from '@/contracts/logos';

export interface TransformedLogo {
  readonly body: Buffer;
  readonly contentType: string;
}

/** The format `auto=format` picks: AVIF, then WebP when the browser says it takes them, else PNG. */
export function pickFormat(accept: string): 'avif' | 'webp' | 'png' {
  if (/\bimage\/avif\b/.test(accept)) return 'avif';
  if (/\bimage\/webp\b/.test(accept)) return 'webp';
  return 'png';
}

/**
 * Applies the image service's parameters to a stored PNG logo: `w` with `fit=max` scales it down to fit that
 * width (never up: a larger picture would only be blurrier and heavier), `auto=format` re-encodes it in the
 * best format the `accept` header allows, `q` sets the quality of a lossy format.
 */
export async function transformLogo(
  source: Buffer,
  params: LogoImageParams,
  accept: string,
): Promise<TransformedLogo> {
  let image = sharp(source);
  if (params.w) image = image.resize({ width: params.w, fit: 'inside', withoutEnlargement: true });
  const format = params.auto === 'format' ? pickFormat(accept) : 'png';
  if (format === 'avif') image = image.avif(params.q ? { quality: params.q } : {});
  else if (format === 'webp') image = image.webp(params.q ? { quality: params.q } : {});
  else image = image.png(params.q ? { quality: params.q, palette: params.q < 100 } : {});
  return { body: await image.toBuffer(), contentType: `image/${format}` };
}
