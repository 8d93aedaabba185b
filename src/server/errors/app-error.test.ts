import { describe, expect, it } from 'vitest';
import { ERROR_STATUS, hasErrorCode } from '@/contracts/error-codes';
import { AppError } from './app-error';

describe('AppError', () => {
  it.each([
    ['NotAuthorizedException', 400],
    ['Unauthorized', 401],
    ['CrossSiteRequestRefused', 403],
    ['ProjectNotFound', 404],
    ['WatchlistNameUsed', 409],
    ['PayloadTooLarge', 413],
    ['TooManyRequests', 429],
    ['EmailDeliveryFailed', 502],
  ] as const)('answers %s with the catalogue status %i', (code, status) => {
    const error = new AppError(code, 'for the logs');
    expect(error.status).toBe(status);
    expect(error.status).toBe(ERROR_STATUS[code]);
    expect(error.message).toBe('for the logs');
  });

  it('is told apart by its code, not by its status', () => {
    const error = new AppError('UserNotFound');
    expect(hasErrorCode(error, 'UserNotFound')).toBe(true);
    expect(hasErrorCode(error, 'NotFound')).toBe(false);
    expect(hasErrorCode(new Error('UserNotFound'), 'UserNotFound')).toBe(false);
  });
});
