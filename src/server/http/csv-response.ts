import 'server-only';
import { NextResponse } from 'next/server';
import { toCsv, type CsvValue } from '@/lib/csv';

/** `attachment` with an ASCII fallback name and the exact name in RFC 5987 form (any character a name allows). */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^A-Za-z0-9 ._-]/g, '_').trim() || 'export';
  const exact = encodeURIComponent(`${fileName}.csv`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16)}`,
  );
  return `attachment; filename="${fallback}.csv"; filename*=UTF-8''${exact}`;
}

/** A CSV download of `rows` (the first is the header) named `fileName`.csv, never cached. */
export function csvResponse(rows: readonly (readonly CsvValue[])[], fileName: string): NextResponse {
  return new NextResponse(toCsv(rows), {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': contentDisposition(fileName),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
