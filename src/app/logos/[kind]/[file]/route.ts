// GET /logos/{tokens|networks|wallets|exchanges|coins|monogram}/{file}.png: project logos, drawn by the app
// from the icon packages it ships (no outside image host), with the image service's size and format parameters
// (?auto=format&fit=max&w=64&q=75).
import { logoImageParams } from '@/contracts/logos';
import { errorResponse } from '@/server/http/error-response';
import { clientKey, consumeRateLimit } from '@/server/http/rate-limit';
import {
  isOptimiserFetch,
  LOGO_RENDER_LIMITS,
  OPTIMISER_FETCH_LIMITS,
  OPTIMISER_KEY,
} from '@/server/logos/image-limits';
import { cachedLogo, type LogoRequest } from '@/server/logos/logo-cache';
import { renderCoinLogo, renderMonogram, renderPackageIcon } from '@/server/logos/render-logo';
import { transformLogo } from '@/server/logos/transform-logo';

/** The file name decoded once more, or null when its escapes are broken (`%E0%A4%A`): no logo, not a 500. */
function decodeOrNull(file: string): string | null {
  try {
    return decodeURIComponent(file);
  } catch {
    return null;
  }
}

async function render({ kind, name, params, accept }: LogoRequest) {
  const image =
    kind === 'coins'
      ? await renderCoinLogo(name)
      : kind === 'monogram'
        ? await renderMonogram(name)
        : await renderPackageIcon(kind, name);
  if (!image) return null;
  return Object.keys(params).length > 0
    ? transformLogo(image, params, accept)
    : { body: image, contentType: 'image/png' };
}

export async function GET(
  request: Request,
  { params }: { params: Promise<{ kind: string; file: string }> },
): Promise<Response> {
  const { kind, file } = await params;
  const query = logoImageParams.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return errorResponse('InvalidImageParameters');
  const name = decodeOrNull(file)?.replace(/\.png$/, '');
  if (name === undefined || name === null) return errorResponse('NotFound');
  const isTransformed = Object.keys(query.data).length > 0;
  const logo = await cachedLogo(
    { kind, name, params: query.data, accept: request.headers.get('accept') ?? '' },
    async (wanted) => {
      const isOptimiser = isOptimiserFetch(request.headers);
      const wait = await consumeRateLimit(
        (isOptimiser ? OPTIMISER_FETCH_LIMITS : LOGO_RENDER_LIMITS)[isTransformed ? 'transformed' : 'plain'],
        isOptimiser ? OPTIMISER_KEY : clientKey(request.headers),
      );
      if (wait !== null) return { retryAfter: wait };
      return render(wanted);
    },
  );
  if (logo === null) return errorResponse('NotFound');
  if ('retryAfter' in logo) {
    return errorResponse('TooManyRequests', { headers: { 'retry-after': String(logo.retryAfter) } });
  }
  return new Response(new Uint8Array(logo.body), {
    headers: {
      'content-type': logo.contentType,
      // Logos are derived from immutable inputs (an icon of a pinned package, or the project slug).
      'cache-control': 'public, max-age=604800, immutable',
      // auto=format answers each browser in the format it accepts.
      ...(query.data.auto === 'format' ? { vary: 'Accept' } : {}),
    },
  });
}
