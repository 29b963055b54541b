// jsdom measures nothing: every chart's box is reported this wide, as a browser's ResizeObserver would report it.
export const CHART_WIDTH = 600;

class FixedWidthObserver {
  constructor(private readonly report: ResizeObserverCallback) {}
  observe(target: Element) {
    const contentRect = { width: CHART_WIDTH, height: 240, top: 0, left: 0 } as DOMRectReadOnly;
    this.report([{ target, contentRect } as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

/** Gives the charts of this file a measured width (call at the top of a test file). */
export function measureChartsAtFixedWidth() {
  const original = window.ResizeObserver;
  beforeAll(() => Object.assign(window, { ResizeObserver: FixedWidthObserver }));
  afterAll(() => Object.assign(window, { ResizeObserver: original }));
}

/** A table's body rows, each as its cells' text. */
export function bodyRowsOf(table: HTMLElement) {
  return [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
  );
}
