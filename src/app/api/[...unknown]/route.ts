// Any /api/* path that names no endpoint: the same JSON error as every other API answer, never a page.
import { errorResponse } from '@/server/http/error-response';

const notFound = () => errorResponse('NotFound');

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
