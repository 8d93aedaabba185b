// GET /logos/{tokens|networks|wallets|exchanges|coins|monogram}/{file}.png: project logos, drawn by the app
// from the icon packages it ships (no outside image host), with the image service's size and format parameters
// (?auto=format&fit=max&w=64&q=75).
import { logoImageParams } from '@/contracts/logos';
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

export async function GET(
  request: Request,
  { params }: { params: Promise<{ kind: string; file: string }> },
): Promise<Response> {
  const { kind, file } = await params;
  const query = logoImageParams.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return Response.json({ error: 'InvalidImageParameters' }, { status: 400 });
  const name = decodeOrNull(file)?.replace(/\.png$/, '');
  if (name === undefined) return Response.json({ error: 'NotFound' }, { status: 404 });
  const image =
    kind === 'coins'
      ? await renderCoinLogo(name)
      : kind === 'monogram'
        ? await renderMonogram(name)
        : await renderPackageIcon(kind, name);
  if (!image) return Response.json({ error: 'NotFound' }, { status: 404 });
  const isTransformed = Object.keys(query.data).length > 0;
  const logo = isTransformed
    ? await transformLogo(image, query.data, request.headers.get('accept') ?? '')
    : { body: image, contentType: 'image/png' };
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
