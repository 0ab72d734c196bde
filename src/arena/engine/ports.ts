/** The engine's ports: time, logging and sound come in from outside, so tests and automation can replace them. */
export type { SoundPort } from '../fx/howler-sound';

/** A monotonic clock in ms (performance.now by default). */
export interface Clock {
  now(): number;
}

/** Where the arena reports problems (no console in the arena). */
export interface Logger {
  info(msg: string, data?: Record<string, unknown>): void;
  warn(msg: string, data?: Record<string, unknown>): void;
  error(msg: string, data?: Record<string, unknown>): void;
}

/** A logger that drops everything. */
export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
