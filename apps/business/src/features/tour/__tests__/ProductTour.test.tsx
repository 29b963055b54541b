import { resetAuthStore } from '@sumaa/api-client/testing';
import { currentLocation, refused, renderArea } from '@sumaa/app-kit/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { OWNER, VIEWER, playTour, tourArea, tourState } from './support/tourArea';

jest.setTimeout(20_000);

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

const step = (name: string) => screen.findByRole('dialog', { name });

/** Focus is inside the step, on the button that goes on (Next, or Finish on the last step). */
function expectFocusOnItsNextButton(dialog: HTMLElement) {
  const buttons = within(dialog).getAllByRole('button');
  expect(buttons.at(-1)).toHaveFocus();
}

describe('the dashboard tour', () => {
  it('[ar] is taken from the user menu with the keyboard: focus moves into each step, the left arrow goes on, the right arrow back', async () => {
    const api = playTour();
    const { user } = await renderArea(tourArea, '/customer/settings', { user: OWNER, language: 'ar' });

    await user.click(await screen.findByRole('button', { name: 'ابدأ الجولة' }));
    const first = await step('نظرة عامة على نشاطك');
    expect(within(first).getByRole('button', { name: 'التالي' })).toHaveFocus();
    expect(first).toHaveAttribute('aria-modal', 'true');
    expect(within(first).getByText('الخطوة ١ من ٥')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/customer/overview'));
    expect(within(first).queryByRole('button', { name: 'السابق' })).not.toBeInTheDocument();

    // Right to left: the arrow pointing along the reading order (left) goes on.
    await user.keyboard('{ArrowLeft}');
    expectFocusOnItsNextButton(await step('مراجعاتك في مكان واحد'));
    await waitFor(() => expect(currentLocation()).toBe('/customer/reviews'));
    await user.keyboard('{ArrowLeft}');
    const reply = await step('الرد على مراجعة');
    // Among the reviews still waiting for a reply, where the reply button is.
    await waitFor(() => expect(currentLocation()).toBe('/customer/reviews?replied=unreplied'));
    expect(reply).toHaveAccessibleDescription(/اضغط «رد» ليفتح مربع الرد/);
    await user.keyboard('{ArrowRight}');
    expectFocusOnItsNextButton(await step('مراجعاتك في مكان واحد'));

    for (const title of ['الرد على مراجعة', 'التحليلات', 'فريقك']) {
      await user.keyboard('{ArrowLeft}');
      expectFocusOnItsNextButton(await step(title));
    }
    await waitFor(() => expect(currentLocation()).toBe('/customer/team'));
    // On the last step the focused button finishes the tour.
    expect(screen.getByRole('button', { name: 'إنهاء الجولة' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await waitFor(() =>
      expect(api.saved).toEqual([
        { status: 'inProgress', stepId: 'overview' },
        { status: 'inProgress', stepId: 'reviews' },
        { status: 'inProgress', stepId: 'reply' },
        { status: 'inProgress', stepId: 'reviews' },
        { status: 'inProgress', stepId: 'reply' },
        { status: 'inProgress', stepId: 'analytics' },
        { status: 'inProgress', stepId: 'team' },
        { status: 'finished', stepId: null },
      ]),
    );
    // Finished, it is offered again from the start.
    expect(screen.getByRole('button', { name: 'ابدأ الجولة' })).toHaveFocus();
  });

  it('[en] skips half-way with Escape, keeping the step, and the user menu resumes it there', async () => {
    const api = playTour();
    const { user } = await renderArea(tourArea, '/customer/overview', { user: OWNER });

    await user.click(await screen.findByRole('button', { name: 'Take the tour' }));
    await step('Your business at a glance');
    await user.keyboard('{ArrowRight}');
    await step('All your reviews in one place');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.saved.at(-1)).toEqual({ status: 'skipped', stepId: 'reviews' }));

    await user.click(await screen.findByRole('button', { name: 'Resume the tour' }));
    const resumed = await step('All your reviews in one place');
    expect(within(resumed).getByText('Step 2 of 5')).toBeInTheDocument();
    expectFocusOnItsNextButton(resumed);
  });

  it('keeps Tab and Shift+Tab within the step, every button named', async () => {
    playTour(tourState({ status: 'inProgress', stepId: 'reply' }));
    const { user } = await renderArea(tourArea, '/customer/overview', { user: OWNER });

    const dialog = await step('Replying to a review');
    const skip = within(dialog).getByRole('button', { name: 'Skip the tour' });
    const back = within(dialog).getByRole('button', { name: 'Back' });
    const next = within(dialog).getByRole('button', { name: 'Next' });
    expect(next).toHaveFocus();
    await user.tab();
    expect(skip).toHaveFocus();
    await user.tab();
    expect(back).toHaveFocus();
    await user.tab();
    expect(next).toHaveFocus();
    await user.tab({ shift: true });
    expect(back).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(next).toHaveFocus();
    // A click on the page behind does not take the keyboard out of the step.
    await act(async () => screen.getByText('Reply', { selector: 'main button' }).focus());
    expect(next).toHaveFocus();
  });

  it('opens by itself where the user was after a reload, and from the start after onboarding’s "Take the tour"', async () => {
    playTour(tourState({ status: 'inProgress', stepId: 'analytics' }));
    const reloaded = await renderArea(tourArea, '/customer/overview', { user: OWNER });
    expectFocusOnItsNextButton(await step('Analytics'));
    await waitFor(() => expect(currentLocation()).toBe('/customer/analytics'));
    reloaded.unmount();

    playTour(tourState({ status: 'requested', updatedAt: '2026-12-01T09:00:00.000Z' }));
    await renderArea(tourArea, '/customer/overview', { user: OWNER });
    expectFocusOnItsNextButton(await step('Your business at a glance'));
  });

  it('stays closed for a user who skipped or finished it', async () => {
    playTour(tourState({ status: 'skipped', stepId: 'team' }));
    await renderArea(tourArea, '/customer/overview', { user: OWNER });
    expect(await screen.findByRole('button', { name: 'Resume the tour' })).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers phones a link in the drawer to the page the tour resumes on, which opens the tour there', async () => {
    const api = playTour(tourState({ status: 'skipped', stepId: 'reply' }));
    const { user } = await renderArea(tourArea, '/customer/overview', { user: OWNER });

    const drawer = screen.getByRole('complementary', { name: 'drawer' });
    // Shown below the tablet breakpoint only: jsdom applies no media query, so it counts as hidden here.
    const link = await within(drawer).findByRole('link', { name: 'Resume the tour', hidden: true });
    expect(link).toHaveAttribute('href', '/customer/reviews?replied=unreplied');
    await user.click(link);
    expectFocusOnItsNextButton(await step('Replying to a review'));
    await waitFor(() => expect(currentLocation()).toBe('/customer/reviews?replied=unreplied'));
    await waitFor(() => expect(api.saved).toEqual([{ status: 'inProgress', stepId: 'reply' }]));
  });

  it('gives a viewer no reply step and no step on the team page they cannot open', async () => {
    const api = playTour();
    const { user } = await renderArea(tourArea, '/customer/overview', { user: VIEWER });

    await user.click(await screen.findByRole('button', { name: 'Take the tour' }));
    expect(within(await step('Your business at a glance')).getByText('Step 1 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    await step('All your reviews in one place');
    await user.keyboard('{ArrowRight}');
    const last = await step('Analytics');
    expect(within(last).getByRole('button', { name: 'Finish the tour' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.saved.at(-1)).toEqual({ status: 'finished', stepId: null }));
    expect(api.saved.map((saved) => saved.stepId)).not.toContain('reply');
    expect(api.saved.map((saved) => saved.stepId)).not.toContain('team');
  });

  it('says when its place could not be saved, and goes on', async () => {
    const api = playTour();
    api.answer({ 'PUT /api/onboarding/tour': () => refused(503, 'Service unavailable') });
    const { user } = await renderArea(tourArea, '/customer/overview', { user: OWNER });

    await user.click(await screen.findByRole('button', { name: 'Take the tour' }));
    const dialog = await step('Your business at a glance');
    expect(
      await within(dialog).findByText(
        'Your place in the tour could not be saved; on this device it goes on from here.',
      ),
    ).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expectFocusOnItsNextButton(await step('All your reviews in one place'));
  });
});
