import { resetAuthStore } from '@sumaa/api-client/testing';
import { useAuthStore } from '@sumaa/api-client';
import { deferred, fakeApi, ok, refused, renderArea, setUpArea } from '@sumaa/app-kit/testing';
import { screen, within } from '@testing-library/react';
import { createGoogleLocation, createSyncJob } from '../../../testing/factories';
import { newOwner } from '../../../testing/owners';
import { onboardingArea } from '../../../testing/onboardingArea';

const LOCATIONS = '/api/integration/google/locations';

const olaya = createGoogleLocation();
const tahlia = createGoogleLocation({
  id: 'place-tahlia',
  name: 'مقهى الرياض - التحلية',
  rating: 4.1,
  reviewCount: 1,
  address: 'شارع التحلية، جدة',
  phone: null,
  website: null,
});
const dammam = createGoogleLocation({
  id: 'place-dammam',
  name: 'عيادات ابتسامة - الدمام',
  rating: null,
  reviewCount: 0,
  phone: '013 833 1200',
  website: null,
});

function locationsApi(list = { items: [olaya, tahlia, dammam], linkedElsewhereCount: 0 }) {
  return fakeApi({
    [`GET ${LOCATIONS}`]: () => ok(list),
    'POST /api/locations/link': () => ok({ items: [] }),
    'POST /api/reviews/sync': () => ok(createSyncJob(), { status: 202 }),
    'GET /api/reviews/sync/job-1': () => ok(createSyncJob()),
    'POST /api/UsernameAuth/refresh': () => ok({ token: 'fresh-token' }),
  });
}

const option = (name: string) => screen.getByRole('checkbox', { name });

beforeEach(async () => {
  localStorage.clear();
  resetAuthStore();
  await setUpArea(onboardingArea, 'en');
});

describe('choosing locations', () => {
  it('says the locations are loading while they are fetched', async () => {
    const pending = deferred();
    fakeApi({
      [`GET ${LOCATIONS}`]: async () => {
        await pending.promise;
        return ok({ items: [olaya], linkedElsewhereCount: 0 });
      },
    });
    await renderArea(onboardingArea, '/welcome', { user: newOwner(1) });

    expect(
      (await screen.findByText('Loading the locations of your Google account…')).closest('[role="status"]'),
    ).not.toBeNull();
    pending.resolve(new Response());
    expect(await screen.findByRole('checkbox', { name: olaya.name })).toBeInTheDocument();
  });

  it('lists each location with its rating, review count, address, phone and website', async () => {
    locationsApi();
    await renderArea(onboardingArea, '/welcome', { user: newOwner(1) });

    const card = (await screen.findByRole('checkbox', { name: olaya.name })).closest('li')!;
    expect(within(card).getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeInTheDocument();
    expect(card).toHaveTextContent('128 reviews');
    expect(card).toHaveTextContent('Address: طريق العليا، الرياض');
    expect(card).toHaveTextContent('Phone: +966 11 462 3300');
    expect(within(card).getByRole('link', { name: 'cafe-riyadh.example/olaya' })).toHaveAttribute(
      'href',
      'https://cafe-riyadh.example/olaya',
    );
    // The details are the checkbox's description.
    expect(option(olaya.name)).toHaveAccessibleDescription(/128 reviews.*طريق العليا/);

    const second = option(tahlia.name).closest('li')!;
    expect(second).toHaveTextContent('1 review');
    expect(second).not.toHaveTextContent('Phone');
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();
    expect(option(dammam.name).closest('li')).toHaveTextContent('No rating yet');
    expect(option(dammam.name).closest('li')).toHaveTextContent('No reviews');
  });

  it('keeps continue disabled until a location is chosen, and again when none is', async () => {
    locationsApi();
    const { user } = await renderArea(onboardingArea, '/welcome', { user: newOwner(1) });
    const continueButton = await screen.findByRole('button', { name: 'Continue' });

    expect(continueButton).toBeDisabled();
    expect(continueButton).toHaveAccessibleDescription('Choose at least one location to continue.');
    expect(screen.getByText('0 of 3 selected')).toBeInTheDocument();

    await user.click(option(olaya.name));
    expect(continueButton).toBeEnabled();
    expect(screen.getByText('1 of 3 selected')).toBeInTheDocument();

    await user.click(option(olaya.name));
    expect(continueButton).toBeDisabled();
  });

  it('selects all and none with the select-all box', async () => {
    locationsApi();
    const { user } = await renderArea(onboardingArea, '/welcome', { user: newOwner(1) });
    await user.click(await screen.findByRole('checkbox', { name: tahlia.name }));
    const selectAll = screen.getByRole('checkbox', { name: 'Select all' });
    expect(selectAll).toHaveProperty('indeterminate', true);

    await user.click(selectAll);
    expect([olaya, tahlia, dammam].map((location) => option(location.name))).toEqual(
      expect.arrayContaining([expect.objectContaining({ checked: true })]),
    );
    expect(screen.getByText('3 of 3 selected')).toBeInTheDocument();

    await user.click(selectAll);
    expect(screen.getByText('0 of 3 selected')).toBeInTheDocument();
  });

  it('links the two chosen locations, starts the sync and shows its progress', async () => {
    const api = locationsApi();
    const { user } = await renderArea(onboardingArea, '/welcome', { user: newOwner(1) });

    await user.click(await screen.findByRole('checkbox', { name: olaya.name }));
    await user.click(option(dammam.name));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // The new step's title takes the focus, so reading starts where the step begins.
    expect(await screen.findByRole('heading', { level: 2, name: 'Synchronise reviews' })).toHaveFocus();
    expect(await api.requestsTo('/api/locations/link')[0].json()).toEqual({
      placeIds: ['place-olaya', 'place-dammam'],
    });
    expect(await screen.findByRole('list', { name: 'Synchronisation stages' })).toBeInTheDocument();
    expect(api.requestsTo('/api/reviews/sync')).toHaveLength(1);
    expect(await api.requestsTo('/api/reviews/sync')[0].json()).toEqual({ maxPerLocation: 100 });
    expect(useAuthStore.getState().user?.currentStep).toBe(2);
  });

  it('starts with the locations linked before already ticked', async () => {
    locationsApi({ items: [olaya, { ...tahlia, linked: true }], linkedElsewhereCount: 0 });
    await renderArea(onboardingArea, '/welcome', { user: newOwner(1) });

    expect(await screen.findByRole('checkbox', { name: tahlia.name })).toBeChecked();
    expect(option(tahlia.name).closest('li')).toHaveTextContent('Already linked');
    expect(option(olaya.name)).not.toBeChecked();
  });

  it('shows the link failure from the server and stays on the step', async () => {
    locationsApi();
    fakeApi({
      [`GET ${LOCATIONS}`]: () => ok({ items: [olaya], linkedElsewhereCount: 0 }),
      'POST /api/locations/link': () =>
        refused(409, 'This location is already linked to another Sumaa account'),
    });
    const { user } = await renderArea(onboardingArea, '/welcome', { user: newOwner(1) });
    await user.click(await screen.findByRole('checkbox', { name: olaya.name }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This location is already linked to another Sumaa account',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Choose locations' })).toBeInTheDocument();
  });

  it('shows the yellow not-connected notice for a 401 without refreshing the session, and goes back to connect', async () => {
    const api = fakeApi({
      [`GET ${LOCATIONS}`]: () =>
        refused(401, 'Google Business Profile is not connected.', { code: ['googleNotConnected'] }),
      'POST /api/UsernameAuth/refresh': () => ok({ token: 'fresh-token' }),
    });
    const { user } = await renderArea(onboardingArea, '/welcome', { user: newOwner(1) });

    const notice = (await screen.findByText('Google is not connected')).closest<HTMLElement>(
      '[role="status"]',
    )!;
    expect(notice).toHaveTextContent('Connect your Google account to see its locations here.');
    expect(api.requestsTo('/api/UsernameAuth/refresh')).toHaveLength(0);
    expect(api.requestsTo(LOCATIONS).length).toBeGreaterThan(0);

    await user.click(within(notice).getByRole('button', { name: 'Connect Google' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Connect Google' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Setup steps' }).children[0]).toHaveAttribute(
      'aria-current',
      'step',
    );
  });

  it('shows any other failure with its message and a retry that loads the list', async () => {
    let failing = true;
    fakeApi({
      [`GET ${LOCATIONS}`]: () =>
        failing ? refused(400, 'Something the server said') : ok({ items: [olaya], linkedElsewhereCount: 0 }),
    });
    const { user } = await renderArea(onboardingArea, '/welcome', { user: newOwner(1) });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something the server said');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('checkbox', { name: olaya.name })).toBeInTheDocument();
  });

  it('falls back to “Failed to fetch locations” when the server gives no message', async () => {
    fakeApi({ [`GET ${LOCATIONS}`]: () => new Response('', { status: 400 }) });
    await renderArea(onboardingArea, '/welcome', { user: newOwner(1) });

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch locations');
  });

  it('says plainly when the Google account has no locations, and why some may be missing', async () => {
    fakeApi({ [`GET ${LOCATIONS}`]: () => ok({ items: [], linkedElsewhereCount: 2 }) });
    const { user } = await renderArea(onboardingArea, '/welcome', { user: newOwner(1) });

    expect(
      await screen.findByRole('heading', { name: 'No locations were found in your Google account.' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Locations not shown because another Sumaa account has linked them: 2'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Connect another Google account' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Connect Google' })).toBeInTheDocument();
  });

  it('reads in Arabic, with Arabic digits and the phone kept left to right', async () => {
    locationsApi();
    await renderArea(onboardingArea, '/welcome', { language: 'ar', user: newOwner(1) });

    const card = (await screen.findByRole('checkbox', { name: olaya.name })).closest('li')!;
    expect(within(card).getByRole('img', { name: 'التقييم ٤٫٦ من ٥' })).toBeInTheDocument();
    expect(card).toHaveTextContent('١٢٨ تقييمًا');
    expect(within(card).getByText('+966 11 462 3300')).toHaveAttribute('dir', 'ltr');
    expect(option(tahlia.name).closest('li')).toHaveTextContent('تقييم واحد');
    expect(screen.getByRole('button', { name: 'متابعة' })).toBeDisabled();
    expect(screen.getByText('تم تحديد ٠ من ٣')).toBeInTheDocument();
  });
});
