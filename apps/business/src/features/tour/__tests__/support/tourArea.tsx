// The tour as its tests render it: the real provider, menu button, access rules and API calls, around four
// stand-in pages that carry the anchors the real pages carry. Test support only.
import { useAuthStore } from '@sumaa/api-client';
import { createSessionUser } from '@sumaa/api-client/testing';
import { type AreaUnderTest, fakeApi, ok, type FakeApi } from '@sumaa/app-kit/testing';
import type { ProductTourState, ProductTourUpdate } from '@sumaa/contracts';
import { Route, Routes, useParams } from 'react-router';
import { useTourAccess } from '../../../../app/useTourAccess';
import { businessResources } from '../../../../i18n/resources';
import { ProductTourProvider } from '../../components/ProductTourProvider';
import { TourMenuButton } from '../../components/TourMenuButton';

function StandInPage() {
  const { page } = useParams();
  return (
    <main>
      <h1>{page} page</h1>
      <section data-tour-anchor={page}>{page} content</section>
      {page === 'reviews' && <button data-tour-anchor="reply">Reply</button>}
    </main>
  );
}

function TourHarness({ basePath }: { basePath: string }) {
  const access = useTourAccess(useAuthStore((state) => state.user));
  return (
    <ProductTourProvider basePath={basePath} access={access}>
      <header>
        <TourMenuButton />
      </header>
      <aside aria-label="drawer">
        <TourMenuButton place="drawer" />
      </aside>
      <Routes>
        <Route path=":page" element={<StandInPage />} />
      </Routes>
    </ProductTourProvider>
  );
}

export const tourArea: AreaUnderTest = {
  routes: TourHarness,
  basePath: '/customer',
  texts: { business: businessResources },
};

export const OWNER = createSessionUser({ id: 'user-1', role: 'admin', business_id: 'business-1' });
/** A viewer as the server makes one: reads reviews and analytics, never replies or manages the team. */
export const VIEWER = createSessionUser({
  id: 'user-viewer',
  role: 'viewer',
  business_id: 'business-1',
  permissions: ['ViewReviews', 'ViewAnalytics'],
});

export const tourState = (overrides: Partial<ProductTourState> = {}): ProductTourState => ({
  status: 'notStarted',
  stepId: null,
  updatedAt: null,
  ...overrides,
});

/** Plays GET and PUT /api/onboarding/tour as the server would, keeping what was saved; `saved` lists the PUTs. */
export function playTour(initial: ProductTourState = tourState()): FakeApi & { saved: ProductTourUpdate[] } {
  let state = initial;
  const saved: ProductTourUpdate[] = [];
  const api = fakeApi({
    'GET /api/onboarding/tour': () => ok(state),
    'PUT /api/onboarding/tour': async (request) => {
      const update = (await request.json()) as ProductTourUpdate;
      saved.push(update);
      state = tourState({
        status: update.status,
        stepId: update.status === 'finished' ? null : (update.stepId ?? null),
        updatedAt: '2026-12-02T10:00:00.000Z',
      });
      return ok(state);
    },
  });
  return Object.assign(api, { saved });
}
