// Router error rules of SPEC sections 2 and 8.
import { describe, expect, it } from 'vitest';
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import {
  isExemptPath,
  isNotFoundError,
  safeRedirect,
  unmatchedRouteError,
  validationError,
} from '../../../src/app/route-errors';

describe('route errors', () => {
  it('use the SPEC wording', () => {
    expect(unmatchedRouteError('/definitely/not/here').message).toBe('Page not found: /definitely/not/here');
    const e = validationError('/battles/view/%20?x=1');
    expect(e.message).toBe('Page Not Found: /battles/view/%20?x=1');
    expect(e.status).toBe(404);
  });

  it('404 by status or by message shows the not-found page; anything else is generic', () => {
    expect(isNotFoundError(validationError('/x'))).toBe(true);
    expect(isNotFoundError(new Error('upstream said 404'))).toBe(true);
    expect(isNotFoundError({ status: 404 })).toBe(true);
    expect(isNotFoundError(new Error('boom'))).toBe(false);
    expect(isNotFoundError({ status: 500 })).toBe(false);
    expect(isNotFoundError(new ErrorResponse(404, 'Not Found', null))).toBe(true);
    expect(isNotFoundError(new ErrorResponse(503, 'Unavailable', null))).toBe(false);
  });

  it('exempts API, asset and favicon paths', () => {
    expect(isExemptPath('/api/v1/meta/stat')).toBe(true);
    expect(isExemptPath('/assets/index.js')).toBe(true);
    expect(isExemptPath('/favicon.svg')).toBe(true);
    expect(isExemptPath('/battles')).toBe(false);
    expect(isExemptPath('/apiary')).toBe(false);
  });

  it('only redirects to same-site paths after sign-in', () => {
    expect(safeRedirect('/de/battles?x=1')).toBe('/de/battles?x=1');
    expect(safeRedirect('//evil.test')).toBe('/');
    expect(safeRedirect('/\\evil.test')).toBe('/');
    expect(safeRedirect('https://evil.test')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});
