// The build's route hints (scripts/route-hints.mjs): every screen of the table is found with its layout and page
// module, and a screen's hint lists its chunks and CSS beyond what the entry already loads.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScreens, routeHints } from '../../../scripts/route-hints.mjs';
import { LAYOUTS, SCREENS, STREAM_SCREEN } from '../../../src/app/screens';

const file = path.resolve(import.meta.dirname, '../../../src/app/screens.ts');
const parsed = parseScreens(readFileSync(file, 'utf8'), path.dirname(file));

describe('parseScreens', () => {
  it('finds every screen of the table with its path and layout, and every layout module', () => {
    const want = [...SCREENS, STREAM_SCREEN].map((s) => ({ id: s.id, path: s.path, layout: s.layout }));
    expect(parsed.screens.map(({ id, path: p, layout }) => ({ id, path: p, layout }))).toEqual(want);
    expect(Object.keys(parsed.layouts).sort()).toEqual(Object.keys(LAYOUTS).sort());
  });

  it('resolves page modules to source files (none for the page the entry already holds)', () => {
    const home = parsed.screens.find((s) => s.id === 'home');
    expect(home?.module).toBe(path.resolve(path.dirname(file), '../features/home/HomePage'));
    expect(parsed.screens.find((s) => s.id === 'notFound')?.module).toBeNull();
    expect(parsed.layouts.home).toBe(path.resolve(path.dirname(file), 'layouts/HomeLayout'));
  });
});

describe('routeHints', () => {
  const chunk = (fileName: string, extra: Record<string, unknown>) => ({
    type: 'chunk',
    fileName,
    imports: [],
    isEntry: false,
    facadeModuleId: null,
    viteMetadata: { importedCss: new Set<string>() },
    ...extra,
  });
  const bundle = {
    'index.js': chunk('assets/index.js', {
      isEntry: true,
      imports: ['assets/react.js'],
      viteMetadata: { importedCss: new Set(['assets/index.css']) },
    }),
    'react.js': chunk('assets/react.js', {}),
    'HomeLayout.js': chunk('assets/HomeLayout.js', {
      facadeModuleId: `${parsed.layouts.home}.tsx`,
      imports: ['assets/react.js'],
      viteMetadata: { importedCss: new Set(['assets/HomeLayout.css']) },
    }),
    'HomePage.js': chunk('assets/HomePage.js', {
      facadeModuleId: `${parsed.screens.find((s) => s.id === 'home')!.module}.tsx`,
      imports: ['assets/react.js', 'assets/Card.js'],
    }),
    'Card.js': chunk('assets/Card.js', {
      viteMetadata: { importedCss: new Set(['assets/Card.css', 'assets/index.css']) },
    }),
    'index.css': { type: 'asset', fileName: 'assets/index.css' },
  };

  it("lists the layout's and the page's chunks with their imports and CSS, minus the entry's", () => {
    const home = routeHints(parsed, bundle).screens.find((s) => s.id === 'home');
    expect(home).toEqual({
      id: 'home',
      path: '/',
      js: ['assets/HomeLayout.js', 'assets/HomePage.js', 'assets/Card.js'],
      css: ['assets/HomeLayout.css', 'assets/Card.css'],
    });
  });

  it('gives a screen whose chunks are missing an empty hint rather than failing the build', () => {
    const faq = routeHints(parsed, bundle).screens.find((s) => s.id === 'faq');
    expect(faq).toEqual({ id: 'faq', path: '/faq', js: [], css: [] });
  });
});
