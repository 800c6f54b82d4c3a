import { describe, expect, it } from 'vitest';
import { errorText } from './errors';
import { INVALID_JSON_MESSAGE, NETWORK_ERROR_MESSAGE } from './baseQuery';

describe('errorText', () => {
  it("prefers the server's message", () => {
    expect(errorText({ status: 409, message: 'This item is part of an active trade and cannot be edited/deleted' }, 'Failed to update item')).toBe(
      'This item is part of an active trade and cannot be edited/deleted',
    );
  });

  it('uses the screen fallback when the server sent nothing usable', () => {
    expect(errorText({ status: 500, message: 'HTTP 500' }, 'Failed to load closet')).toBe('Failed to load closet');
    expect(errorText({ status: 502, message: '<html>Bad gateway</html>' }, 'Failed to load closet')).toBe('Failed to load closet');
    expect(errorText(undefined, 'Failed')).toBe('Failed');
  });

  it('keeps the transport messages', () => {
    expect(errorText({ status: 'FETCH_ERROR', message: NETWORK_ERROR_MESSAGE }, 'x')).toBe(NETWORK_ERROR_MESSAGE);
    expect(errorText({ status: 'PARSING_ERROR', message: INVALID_JSON_MESSAGE }, 'x')).toBe(INVALID_JSON_MESSAGE);
  });
});
