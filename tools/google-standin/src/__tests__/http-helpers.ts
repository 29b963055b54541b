// Small HTTP helpers for the stand-in's own tests: they talk to it over real HTTP, as the API's client will.
import type { GoogleStandin } from '../index';

// Google's JSON as the tests read it: loosely typed on purpose, each test checks the fields it cares about.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>;

export async function getJson(standin: GoogleStandin, path: string, accessToken?: string) {
  const response = await fetch(`${standin.url}${path}`, {
    headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
}

export async function sendJsonRequest(
  standin: GoogleStandin,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  accessToken?: string,
) {
  const headers: Record<string, string> = {};
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${standin.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
}

export async function postForm(standin: GoogleStandin, path: string, fields: Record<string, string>) {
  const response = await fetch(`${standin.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  const text = await response.text();
  let body: Json = {};
  try {
    body = JSON.parse(text);
  } catch {
    body = { html: text };
  }
  return { status: response.status, headers: response.headers, body };
}

/** An access token of a seeded user with the Business Profile scope. */
export async function accessTokenOf(standin: GoogleStandin, email: string): Promise<string> {
  return (await standin.issueTokens({ email })).access_token;
}

/** Every page of a list, following nextPageToken. */
export async function allPages(
  standin: GoogleStandin,
  path: string,
  field: string,
  accessToken: string,
): Promise<{ items: Json[]; pages: number; last: Json }> {
  const items: Json[] = [];
  let pageToken: string | undefined;
  let pages = 0;
  let last: Json = {};
  do {
    const separator = path.includes('?') ? '&' : '?';
    const url = pageToken ? `${path}${separator}pageToken=${encodeURIComponent(pageToken)}` : path;
    const { status, body } = await getJson(standin, url, accessToken);
    if (status !== 200) throw new Error(`${url} answered ${status}: ${JSON.stringify(body)}`);
    items.push(...((body[field] as Json[] | undefined) ?? []));
    pageToken = body.nextPageToken;
    last = body;
    pages += 1;
  } while (pageToken);
  return { items, pages, last };
}
