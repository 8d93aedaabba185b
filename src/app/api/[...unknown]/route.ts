// Any /api/* path that names no endpoint: the same JSON error as every other API answer, never a page.
import { NextResponse } from 'next/server';

const notFound = () =>
  NextResponse.json({ error: 'NotFound' }, { status: 404, headers: { 'cache-control': 'no-store' } });

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
