/** The phone-width check the e2e tests share: which elements widen the page past its viewport. */
import type { Page } from 'playwright-core';

/** Elements that widen the page past the viewport (none when it fits; scrolling rails clip their own). */
export const overflowing = (page: Page) =>
  page.evaluate(() => {
    const clipped = (e: Element) => {
      for (let a = e.parentElement; a && a !== document.body; a = a.parentElement)
        if (getComputedStyle(a).overflowX !== 'visible') return true;
      return false;
    };
    return [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5 && !clipped(e))
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).split(' ')[0]}`);
  });
