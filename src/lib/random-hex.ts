/** Random hex text from the browser's CSPRNG: throwaway seeds of the demo spin and the practice battle. */
export function randomHex(
  bytes: number,
  rand: (a: Uint8Array) => Uint8Array = (a) => crypto.getRandomValues(a),
): string {
  return [...rand(new Uint8Array(bytes))].map((b) => b.toString(16).padStart(2, '0')).join('');
}
