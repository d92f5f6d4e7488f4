import { describe, expect, it } from 'vitest';
import { adminLoadErrorMessage, httpStatusOf } from './errors';

describe('admin complaints load errors', () => {
  it.each([
    [{ data: { httpStatus: 404 } }, 'Complaints endpoint not found. Please check server configuration.'],
    [{ data: { httpStatus: 401 } }, 'Unauthorized. Please login again.'],
    [{ data: { httpStatus: 403 } }, 'Access denied. Admin privileges required.'],
    [{ data: { httpStatus: 500 } }, 'Failed to load complaints. Please try again.'],
    [{ data: null, meta: { response: { status: 404 } } }, 'Complaints endpoint not found. Please check server configuration.'],
    [new Error('network down'), 'Failed to load complaints. Please try again.'],
    [null, 'Failed to load complaints. Please try again.'],
  ])('maps %j to the spec text', (error, message) => {
    expect(adminLoadErrorMessage(error)).toBe(message);
  });

  it('prefers the tRPC shape over the raw response', () => {
    expect(httpStatusOf({ data: { httpStatus: 403 }, meta: { response: { status: 207 } } })).toBe(403);
  });
});
