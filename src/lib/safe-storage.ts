/** This browser's localStorage, or null where there is none or it refuses access (some privacy modes throw). */
export function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
