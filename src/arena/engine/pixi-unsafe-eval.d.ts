// pixi.js publishes no types for its side-effect-only 'pixi.js/unsafe-eval' entry; pixi-host.ts imports it lazily.
declare module 'pixi.js/unsafe-eval';
