/** Drives a Pixi Application: renderer choice (WebGL or Canvas 2D), the frame loop with its own timing, resize, and fallback. */
import { Application, RendererType, type ApplicationOptions } from 'pixi.js';
import { backdropCss, type ArenaBackground } from '../core/backdrop';
import { Ring } from './frame-stats';
import type { Clock, Logger } from './ports';
import { rememberedRenderer, rememberRenderer, type RendererKind } from './renderer-memory';

/** 'auto': WebGL unless the context reports a major performance caveat or frames stay slow, then Canvas 2D. */
export type RendererChoice = 'auto' | 'webgl' | 'canvas';
/** The renderer actually running. */
export type { RendererKind } from './renderer-memory';

/** auto mode switches to canvas when the 90th percentile frame interval exceeds this over the window. */
const SLOW_FRAME_P90_MS = 20;
const WINDOW_MS = 2000;
const WARMUP_MS = 1000;
// Frame statistics kept: about a minute at 60 fps, a whole live battle's spins.
const PERF_FRAMES = 4096;

/** The frame callback: does the arena's per-frame work and says whether the stage must be drawn. */
type FrameFn = (nowMs: number) => { render: boolean; animating: boolean };

// Pixi's eval-free shader and uniform sync (the site's CSP allows no eval: server/plugins/security.ts). Every renderer
// checks for eval when it is created, but the module mostly holds WebGL/WebGPU shader code, so it is loaded next to
// the renderer's own chunk (starting when this chunk is evaluated) rather than inside the arena chunk.
let evalFree: Promise<unknown> | null = null;
const loadEvalFree = () => (evalFree ??= import('pixi.js/unsafe-eval'));
if (typeof document !== 'undefined') void loadEvalFree().catch(() => (evalFree = null));

const SOFTWARE_GL = /swiftshader|llvmpipe|softpipe|basic render|software/i;

/** True when the WebGL context is a software rasteriser (SwiftShader, llvmpipe, Microsoft Basic Render). */
function isSoftwareContext(gl: WebGLRenderingContext): boolean {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  return SOFTWARE_GL.test(String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER)));
}

/** True when the app's WebGL context is a software rasteriser. */
function isSoftwareGl(app: Application): boolean {
  const gl = (app.renderer as unknown as { gl?: WebGLRenderingContext }).gl;
  return gl ? isSoftwareContext(gl) : false;
}

/**
 * Whether WebGL is worth trying here, asked of a throw-away 1x1 context before any renderer code loads: no context
 * with failIfMajorPerformanceCaveat, or a software rasteriser, means Canvas 2D (loading, starting and then dropping a
 * WebGL renderer cost about 200 ms of the first frame on such machines).
 */
function probeWebGl(): 'webgl' | 'canvas' {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const gl = canvas.getContext('webgl', { failIfMajorPerformanceCaveat: true, stencil: true });
    if (!gl) return 'canvas';
    const soft = isSoftwareContext(gl);
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return soft ? 'canvas' : 'webgl';
  } catch {
    return 'canvas';
  }
}

const localStore = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

/** The Application options the host asks for (renderer preference, size, resolution, no auto-started ticker). */
export type AppOptions = Partial<ApplicationOptions>;

/**
 * Where the host's Application comes from. The React adapter's source is @pixi/react's <Application> (React mounts
 * the canvas and destroys the app when it unmounts); `ownApps(el)` creates and destroys them itself.
 */
export interface AppSource {
  /** An initialised Application made with `options`, its canvas inside the arena's element. */
  acquire(options: AppOptions): Promise<Application>;
  /** Hands back an app the host no longer drives (a renderer switch, destroy); the source frees it. */
  release(app: Application): void;
}

/** An AppSource that creates each Application inside `el` and destroys it on release (the engine without React). */
export function ownApps(el: HTMLElement): AppSource {
  return {
    async acquire(options) {
      const app = new Application();
      await app.init(options);
      el.appendChild(app.canvas);
      return app;
    },
    release(app) {
      // A destroyed Application has no renderer left.
      if (!app.renderer) return;
      app.canvas.remove();
      app.destroy({ removeView: true }, { children: true });
    },
  };
}

/** Pixi host: init, per-frame measurement, renderer fallback, resize. */
export class PixiHost {
  app: Application | null = null;
  kind: RendererKind = 'webgl';
  /** Arena work per drawn frame (update + render), ms. */
  readonly workMs = new Ring(PERF_FRAMES);
  /** When each workMs sample's frame started (performance.now(), ms), so benchmarks can pick a window. */
  readonly workAt = new Ring(PERF_FRAMES);
  /** Interval between animated frames, ms. */
  readonly intervalMs = new Ring(PERF_FRAMES);
  private lastFrame = -1;
  private startedAt = 0;
  private slow: { at: number; dt: number }[] = [];
  private switching = false;
  private el: HTMLElement | null = null;
  private source: AppSource | null = null;

  constructor(
    private readonly choice: RendererChoice,
    private readonly resolution: number,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly frame: FrameFn,
    private readonly rebuild: () => Promise<void>,
    private readonly allowSoftwareGl = false,
    private readonly background: ArenaBackground = 'theme',
  ) {}

  /** The options of the Application the host wants for `kind`, sized to el. */
  private appOptions(el: HTMLElement, kind: RendererKind): AppOptions {
    return {
      preference: kind === 'canvas' ? ['canvas'] : ['webgl', 'canvas'],
      failIfMajorPerformanceCaveat: this.choice === 'auto',
      width: Math.max(1, el.clientWidth),
      height: Math.max(1, el.clientHeight),
      resolution: this.resolution,
      autoDensity: true,
      antialias: true,
      // The arena uses no Pixi events, accessibility, DOM elements or filters: skip loading them (browserAll).
      skipExtensionImports: true,
      background: 0x07090f,
      // The backdrop is the canvas element's CSS background (theme, key colour or none): clearing to transparent
      // is cheaper on Canvas 2D than repainting two full-screen fills every frame, and keeps 'transparent' keyable.
      backgroundAlpha: 0,
      autoStart: false,
      sharedTicker: false,
    };
  }

  /**
   * The renderer to start with: the forced one, else (auto) the one remembered for this device, else the probe's
   * answer (software WebGL counts as a caveat unless allowed).
   */
  private firstKind(): RendererKind {
    if (this.choice !== 'auto') return this.choice;
    if (this.allowSoftwareGl) return 'webgl';
    const known = rememberedRenderer(localStore());
    if (known) return known;
    const kind = probeWebGl();
    rememberRenderer(localStore(), kind);
    if (kind === 'canvas')
      this.logger.info(
        'arena: WebGL unavailable, software or with a major performance caveat; using Canvas 2D',
      );
    return kind;
  }

  /** Takes an Application from `source` (async: renderer code is loaded on demand) and starts the frame loop. */
  async init(
    el: HTMLElement,
    source: AppSource = this.source ?? ownApps(el),
    kind: RendererKind = this.firstKind(),
  ): Promise<void> {
    this.el = el;
    this.source = source;
    await loadEvalFree();
    const app = await source.acquire(this.appOptions(el, kind));
    // Destroyed while the renderer loaded, or an app its source has already freed: nothing to drive.
    if (this.el !== el || !app.renderer) return source.release(app);
    app.ticker.remove(app.render, app);
    app.ticker.add(this.tick, this);
    this.kind = app.renderer.type === RendererType.CANVAS ? 'canvas' : 'webgl';
    if (kind === 'webgl' && this.kind === 'canvas') {
      this.logger.info('arena: WebGL unavailable or has a major performance caveat; using Canvas 2D');
      if (this.choice === 'auto') rememberRenderer(localStore(), 'canvas');
    }
    if (this.choice === 'auto' && this.kind === 'webgl' && !this.allowSoftwareGl && isSoftwareGl(app)) {
      // Chrome does not always flag SwiftShader/llvmpipe with failIfMajorPerformanceCaveat; treat them as the caveat.
      this.logger.info('arena: software WebGL detected; using Canvas 2D');
      rememberRenderer(localStore(), 'canvas');
      app.ticker.remove(this.tick, this);
      source.release(app);
      return this.init(el, source, 'canvas');
    }
    app.canvas.style.display = 'block';
    app.canvas.style.background = backdropCss(this.background);
    app.canvas.setAttribute('data-arena-renderer', this.kind);
    this.app = app;
    this.startedAt = this.clock.now();
    this.lastFrame = -1;
    // The element may have changed size while the renderer loaded.
    this.resize(el.clientWidth, el.clientHeight);
    app.ticker.start();
  }

  private tick(): void {
    const app = this.app;
    if (!app) return;
    const t0 = performance.now();
    const now = this.clock.now();
    const { render, animating } = this.frame(now);
    if (render) app.renderer.render(app.stage);
    if (render) {
      this.workMs.push(performance.now() - t0);
      this.workAt.push(t0);
    }
    if (animating && this.lastFrame >= 0) {
      const dt = now - this.lastFrame;
      this.intervalMs.push(dt);
      this.watch(now, dt);
    }
    this.lastFrame = animating ? now : -1;
  }

  // auto mode: p90 of animated frame intervals over the last 2 s above 20 ms -> Canvas 2D. The window keeps at
  // least 3 frames, so a renderer too slow to draw even one frame per 2 s is caught too; a single long gap
  // (a background tab coming back) is outvoted by the normal frames around it.
  private watch(now: number, dt: number): void {
    if (this.choice !== 'auto' || this.kind !== 'webgl' || this.switching || now - this.startedAt < WARMUP_MS)
      return;
    this.slow.push({ at: now, dt });
    while (this.slow.length > 3 && this.slow[0].at < now - WINDOW_MS) this.slow.shift();
    const covered = this.slow.reduce((sum, s) => sum + s.dt, 0);
    if (this.slow.length < 3 || covered < WINDOW_MS * 0.9) return;
    const sorted = this.slow.map((s) => s.dt).sort((a, b) => a - b);
    const p90 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.9))];
    if (p90 > SLOW_FRAME_P90_MS) {
      this.logger.warn('arena: slow frames on WebGL, switching to Canvas 2D', { p90 });
      rememberRenderer(localStore(), 'canvas');
      void this.switchTo('canvas');
    }
  }

  /** Replaces the renderer (the engine rebuilds its textures and scene in `rebuild`). */
  async switchTo(kind: RendererKind): Promise<void> {
    if (!this.el || this.switching) return;
    this.switching = true;
    try {
      this.destroyApp();
      await this.init(this.el, this.source ?? ownApps(this.el), kind);
      await this.rebuild();
      this.slow = [];
    } finally {
      this.switching = false;
    }
  }

  /** Resizes the drawing buffer to the element. */
  resize(w: number, h: number): void {
    this.app?.renderer.resize(Math.max(1, w), Math.max(1, h));
  }

  private destroyApp(): void {
    const app = this.app;
    this.app = null;
    if (!app) return;
    app.ticker.stop();
    app.ticker.remove(this.tick, this);
    this.source?.release(app);
  }

  /** Stops the loop and frees the renderer. */
  destroy(): void {
    this.destroyApp();
    this.el = null;
  }
}
