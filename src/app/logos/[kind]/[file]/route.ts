// GET /logos/{coins|monogram}/{file}.png: project logos, served by the app itself (no outside image host).
import { renderCoinLogo, renderMonogram } from '@/server/logos/render-logo';

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ kind: string; file: string }> },
): Promise<Response> {
  const { kind, file } = await params;
  const name = decodeURIComponent(file).replace(/\.png$/, '');
  const image =
    kind === 'coins' ? await renderCoinLogo(name) : kind === 'monogram' ? await renderMonogram(name) : null;
  if (!image) return Response.json({ error: 'NotFound' }, { status: 404 });
  return new Response(new Uint8Array(image), {
    headers: {
      'content-type': 'image/png',
      // Logos are derived from immutable inputs (a package's icon or the project slug).
      'cache-control': 'public, max-age=604800, immutable',
    },
  });
}
