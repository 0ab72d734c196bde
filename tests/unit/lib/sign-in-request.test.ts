// The shared sign-in request: screens ask, the header's account area (the subscriber) opens the Login dialog.
import { describe, expect, it, vi } from 'vitest';
import { onSignInRequest, requestSignIn } from '../../../src/lib/sign-in-request';

describe('sign-in request', () => {
  it('reaches every subscriber, and nobody after unsubscribing', () => {
    const a = vi.fn();
    const b = vi.fn();
    const offA = onSignInRequest(a);
    const offB = onSignInRequest(b);
    expect(requestSignIn()).toBe(true);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    offA();
    requestSignIn();
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);
    offB();
    expect(requestSignIn()).toBe(false);
  });

  it('never navigates the browser itself', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { assign, href: 'https://casearena.test/cases/open/x' });
    const off = onSignInRequest(() => undefined);
    requestSignIn();
    off();
    requestSignIn();
    expect(assign).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
