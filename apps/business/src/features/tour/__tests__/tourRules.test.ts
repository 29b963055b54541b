import { physicalPlacementOf, tourKeyAction } from '../lib/tourPlacement';
import { resumeIndexOf, tourStepsFor } from '../lib/tourSteps';

describe('the tour in both reading directions', () => {
  it('puts a popover "after" its element on the element’s right in English and on its left in Arabic', () => {
    expect(physicalPlacementOf('inlineEnd', 'ltr')).toBe('right');
    expect(physicalPlacementOf('inlineEnd', 'rtl')).toBe('left');
    expect(physicalPlacementOf('inlineStart', 'rtl')).toBe('right');
    expect(physicalPlacementOf('bottom', 'rtl')).toBe('bottom-start');
  });

  it('goes on with the arrow along the reading order and back with the other; Escape skips', () => {
    expect(tourKeyAction('ArrowRight', 'ltr')).toBe('next');
    expect(tourKeyAction('ArrowLeft', 'ltr')).toBe('back');
    expect(tourKeyAction('ArrowLeft', 'rtl')).toBe('next');
    expect(tourKeyAction('ArrowRight', 'rtl')).toBe('back');
    expect(tourKeyAction('Escape', 'rtl')).toBe('skip');
    expect(tourKeyAction('ArrowDown', 'ltr')).toBeNull();
  });
});

describe('where a saved tour resumes', () => {
  const agentSteps = tourStepsFor({
    canOpen: (page) => page === 'overview' || page === 'reviews',
    canReply: true,
  });

  it('resumes at the saved step, or the next one the user still has when their rights changed', () => {
    expect(agentSteps.map((step) => step.id)).toEqual(['overview', 'reviews', 'reply']);
    expect(resumeIndexOf(agentSteps, 'reply')).toBe(2);
    const viewerSteps = tourStepsFor({ canOpen: () => true, canReply: false });
    expect(resumeIndexOf(viewerSteps, 'reply')).toBe(
      viewerSteps.findIndex((step) => step.id === 'analytics'),
    );
    // Past every step they have: from the start.
    expect(resumeIndexOf(agentSteps, 'team')).toBe(0);
    expect(resumeIndexOf(agentSteps, null)).toBe(0);
  });
});
