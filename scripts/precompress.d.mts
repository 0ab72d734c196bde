/** Types of scripts/precompress.mjs. */
export function precompressDir(dir: string): { files: number; raw: number; br: number; gz: number };
