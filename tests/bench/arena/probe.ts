// In-page probes installed before the lab loads: GL draw and upload counters, 2D drawImage count, and a per-rAF sampler.
// Kept as plain JavaScript text: a transpiled function could carry helper calls that do not exist in the page.

/** Counters the probe keeps on window.__arenaProbe. */
export interface ProbeState {
  draws: number;
  uploads: number;
  drawImage: number;
  /** [rAF timestamp, draws, uploads, drawImage] sampled at the start of every animation frame. */
  frames: [number, number, number, number][];
}

/** The init script. */
export const PROBE_SCRIPT = `(() => {
  const state = { draws: 0, uploads: 0, drawImage: 0, frames: [] };
  window.__arenaProbe = state;
  const wrap = (proto, names, key) => {
    if (!proto) return;
    for (const n of names) {
      const f = proto[n];
      if (typeof f !== 'function') continue;
      proto[n] = function (...args) { state[key]++; return f.apply(this, args); };
    }
  };
  const gl2 = typeof WebGL2RenderingContext === 'undefined' ? undefined : WebGL2RenderingContext.prototype;
  const gl1 = typeof WebGLRenderingContext === 'undefined' ? undefined : WebGLRenderingContext.prototype;
  wrap(gl2, ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced', 'drawRangeElements'], 'draws');
  wrap(gl1, ['drawElements', 'drawArrays'], 'draws');
  wrap(gl2, ['texImage2D', 'texSubImage2D', 'texImage3D', 'texSubImage3D', 'compressedTexImage2D', 'compressedTexSubImage2D'], 'uploads');
  wrap(gl1, ['texImage2D', 'texSubImage2D', 'compressedTexImage2D'], 'uploads');
  wrap(CanvasRenderingContext2D.prototype, ['drawImage'], 'drawImage');
  const loop = (t) => { state.frames.push([t, state.draws, state.uploads, state.drawImage]); requestAnimationFrame(loop); };
  requestAnimationFrame(loop);
})();`;
