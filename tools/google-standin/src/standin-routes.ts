// The stand-in's own paths, which Google does not have: fault injection, counters, the seeded directory, new,
// edited and removed reviews, the places and their figures, and the avatars its reviewers' profilePhotoUrl point at.
import type { Route, StandinContext } from './context';
import {
  addReview,
  editReview,
  NewReviewError,
  removeReview,
  type NewReview,
  type ReviewEdit,
} from './business-profile/new-reviews';
import { inspectLocationReviews } from './business-profile/inspection';
import { PlaceChangeError, changePlaceFigures, listPlaces } from './places/place-admin';
import { FaultSettingsError, parseFaultSettings, type FaultSettings } from './faults';
import { BodyError, readJsonObject } from './http/request-body';
import { sendJson } from './http/responses';
import { AUTHORIZE_PATH } from './oauth/oauth-routes';

export interface StandinControls {
  state(): unknown;
  resetCounters(): void;
  setFaults(settings: FaultSettings): unknown;
  clearFaults(): void;
  directory(): unknown;
}

/** /__standin/reviews/accounts/{a}/locations/{l}/reviews/{r}: one review, by its Google name. */
const REVIEW_NAME_PATH = /^\/__standin\/reviews\/(accounts\/[^/]+\/locations\/[^/]+\/reviews\/[^/]+)$/;

const isUnknown = (error: NewReviewError) => error.message.startsWith('Unknown review');

export function standinRoutes(context: StandinContext, controls: StandinControls): Route[] {
  return [
    {
      name: 'index',
      method: 'GET',
      path: /^\/$/,
      kind: 'asset',
      handle: ({ response }) => {
        const origin = context.origin();
        sendJson(response, 200, {
          service: 'Sumaa local Google stand-in',
          clientId: context.config.clientId,
          authorize: `${origin}${AUTHORIZE_PATH}`,
          token: `${origin}/token`,
          jwks: `${origin}/oauth2/v3/certs`,
          issuer: context.issuer(),
          accountManagement: `${origin}/v1/accounts`,
          businessInformation: `${origin}/v1/{account}/locations?readMask=…`,
          myBusinessV4: `${origin}/v4/{account}/{location}/reviews`,
          placesSearchText: `${origin}/v1/places:searchText`,
          placeDetails: `${origin}/v1/places/{placeId}`,
          standin: {
            state: `${origin}/__standin/state`,
            faults: `${origin}/__standin/faults`,
            users: `${origin}/__standin/users`,
            reviews: `${origin}/__standin/reviews`,
            locationReviews: `${origin}/__standin/accounts/{a}/locations/{l}/reviews`,
            places: `${origin}/__standin/places`,
          },
        });
      },
    },
    {
      name: 'standinState',
      method: 'GET',
      path: /^\/__standin\/state$/,
      kind: 'standin',
      handle: ({ response }) => sendJson(response, 200, controls.state()),
    },
    {
      name: 'standinResetCounters',
      method: 'DELETE',
      path: /^\/__standin\/state$/,
      kind: 'standin',
      handle: ({ response }) => {
        controls.resetCounters();
        sendJson(response, 200, controls.state());
      },
    },
    {
      name: 'standinGetFaults',
      method: 'GET',
      path: /^\/__standin\/faults$/,
      kind: 'standin',
      handle: ({ response }) => sendJson(response, 200, { faults: context.faults.describe() }),
    },
    {
      name: 'standinSetFaults',
      method: 'POST',
      path: /^\/__standin\/faults$/,
      kind: 'standin',
      handle: async ({ request, response }) => {
        try {
          const settings = parseFaultSettings(await readJsonObject(request));
          sendJson(response, 200, controls.setFaults(settings));
        } catch (error) {
          if (error instanceof FaultSettingsError || error instanceof BodyError) {
            return sendJson(response, 400, { error: error.message });
          }
          throw error;
        }
      },
    },
    {
      name: 'standinClearFaults',
      method: 'DELETE',
      path: /^\/__standin\/faults$/,
      kind: 'standin',
      handle: ({ response }) => {
        controls.clearFaults();
        sendJson(response, 200, { faults: {} });
      },
    },
    {
      name: 'standinUsers',
      method: 'GET',
      path: /^\/__standin\/users$/,
      kind: 'standin',
      handle: ({ response }) => sendJson(response, 200, { users: controls.directory() }),
    },
    {
      name: 'standinAddReview',
      method: 'POST',
      path: /^\/__standin\/reviews$/,
      kind: 'standin',
      handle: async ({ request, response }) => {
        try {
          const body = await readJsonObject(request);
          sendJson(response, 201, addReview(context, body as unknown as NewReview));
        } catch (error) {
          if (error instanceof NewReviewError || error instanceof BodyError) {
            return sendJson(response, 400, { error: error.message });
          }
          throw error;
        }
      },
    },
    {
      name: 'standinEditReview',
      method: 'PUT',
      path: REVIEW_NAME_PATH,
      kind: 'standin',
      handle: async ({ request, response, params }) => {
        try {
          const body = await readJsonObject(request);
          sendJson(response, 200, editReview(context, params[0], body as unknown as ReviewEdit));
        } catch (error) {
          if (error instanceof NewReviewError || error instanceof BodyError) {
            return sendJson(response, error instanceof NewReviewError && isUnknown(error) ? 404 : 400, {
              error: error.message,
            });
          }
          throw error;
        }
      },
    },
    {
      name: 'standinRemoveReview',
      method: 'DELETE',
      path: REVIEW_NAME_PATH,
      kind: 'standin',
      handle: ({ response, params }) => {
        try {
          sendJson(response, 200, removeReview(context, params[0]));
        } catch (error) {
          if (error instanceof NewReviewError) return sendJson(response, 404, { error: error.message });
          throw error;
        }
      },
    },
    {
      // What Google holds, without a token: the location's reviews with their current replies.
      name: 'standinLocationReviews',
      method: 'GET',
      path: /^\/__standin\/((?:accounts\/[^/]+\/)?locations\/[^/]+)\/reviews$/,
      kind: 'standin',
      handle: ({ response, params }) => {
        const inspection = inspectLocationReviews(context, params[0]);
        if (!inspection) return sendJson(response, 404, { error: `Unknown location: ${params[0]}` });
        sendJson(response, 200, inspection);
      },
    },
    {
      name: 'standinPlaces',
      method: 'GET',
      path: /^\/__standin\/places$/,
      kind: 'standin',
      handle: ({ response }) => sendJson(response, 200, { places: listPlaces(context) }),
    },
    {
      // A public place's rating and review count move, as if its reviewers had written (followers' trends).
      name: 'standinChangePlace',
      method: 'PUT',
      path: /^\/__standin\/places\/([^/]+)$/,
      kind: 'standin',
      handle: async ({ request, response, params }) => {
        try {
          sendJson(response, 200, changePlaceFigures(context, params[0], await readJsonObject(request)));
        } catch (error) {
          if (error instanceof PlaceChangeError)
            return sendJson(response, error.status, { error: error.message });
          if (error instanceof BodyError) return sendJson(response, 400, { error: error.message });
          throw error;
        }
      },
    },
    {
      name: 'avatar',
      method: 'GET',
      path: /^\/avatars\/([A-Za-z0-9_-]+)\.svg$/,
      kind: 'asset',
      handle: ({ response, params }) => {
        const name = context.avatarNames.get(params[0]);
        if (!name) {
          response.writeHead(404, { 'Content-Type': 'text/plain; charset=UTF-8' });
          return response.end('Not found');
        }
        const svg = avatarSvg(name, params[0]);
        response.writeHead(200, {
          'Content-Type': 'image/svg+xml; charset=UTF-8',
          'Cache-Control': 'public, max-age=86400',
          'Content-Length': Buffer.byteLength(svg),
          'Cross-Origin-Resource-Policy': 'cross-origin',
        });
        response.end(svg);
      },
    },
  ];
}

const AVATAR_COLOURS = [
  '#1a73e8',
  '#d93025',
  '#188038',
  '#e37400',
  '#9334e6',
  '#007b83',
  '#c5221f',
  '#5f6368',
];

/** A round avatar with the name's first letter, like Google's default profile pictures. */
function avatarSvg(name: string, key: string): string {
  const letter = [...name.trim()][0]?.toUpperCase() ?? '?';
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const colour = AVATAR_COLOURS[hash % AVATAR_COLOURS.length];
  const escaped = letter.replace(/[&<>"']/g, '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<circle cx="48" cy="48" r="48" fill="${colour}"/>` +
    `<text x="48" y="50" dominant-baseline="middle" text-anchor="middle" font-family="Arial, 'IBM Plex Sans Arabic', sans-serif" font-size="44" fill="#fff">${escaped}</text>` +
    `</svg>`
  );
}
