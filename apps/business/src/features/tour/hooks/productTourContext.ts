import type { ProductTourStatus } from '@sumaa/contracts';
import { createContext, useContext } from 'react';

/** What the rest of the area (the user menu) may know and do about the tour. */
export interface ProductTourControls {
  /** Unknown (undefined) until the server answered. */
  status: ProductTourStatus | undefined;
  /** True when a tour left half-way would open at its step rather than at the start. */
  canResume: boolean;
  /** False when this user may open none of the tour's pages. */
  available: boolean;
  active: boolean;
  /** The page the tour opens on when started now. */
  startPath: string;
  /** Opens the tour: where it was left, else from the start. */
  start(): void;
}

export const ProductTourContext = createContext<ProductTourControls | null>(null);

export function useProductTour(): ProductTourControls {
  const controls = useContext(ProductTourContext);
  if (!controls) throw new Error('useProductTour needs a ProductTourProvider above it');
  return controls;
}
