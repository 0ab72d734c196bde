/** A responsive grid of case tiles. */
import type { ReactNode } from 'react';
import { AutoGrid } from './AutoGrid';

/** Lays out CaseTile children in responsive columns (two on phones). */
export function CaseGrid({ children }: { children: ReactNode }) {
  return (
    <AutoGrid min={170} gap="md" phone={2}>
      {children}
    </AutoGrid>
  );
}
