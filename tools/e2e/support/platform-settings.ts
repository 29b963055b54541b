// Reading and changing the platform settings through the API as the super admin, for the specs that need a
// setting on for a while (they belong to the `platform` project: playwright.config.ts).
import { API_URL, SUPER_ADMIN, signInThroughApi } from './product';

type Settings = Record<string, Record<string, unknown>> & { revision: string };

async function adminHeaders() {
  const session = await signInThroughApi(SUPER_ADMIN.email, SUPER_ADMIN.password);
  return {
    authorization: `Bearer ${session.token}`,
    'content-type': 'application/json',
    'accept-language': 'en-US',
  };
}

/** Reads the settings, lets `change` edit them, and saves them; throws when the API refuses. */
export async function changePlatformSettings(change: (settings: Settings) => void): Promise<void> {
  const headers = await adminHeaders();
  const read = await fetch(`${API_URL}/api/platform-settings`, { headers });
  const settings = ((await read.json()) as { model: Settings }).model;
  change(settings);
  // What the API answers but does not take back (secrets' presence, the transport in use).
  const { smtpPasswordSet: _a, activeTransport: _b, verifiedAt: _c, ...email } = settings.email;
  const { webhookSecretSet: _d, ...notifications } = settings.notifications;
  const saved = await fetch(`${API_URL}/api/platform-settings`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...settings, email, notifications }),
  });
  if (saved.status !== 200) throw new Error(`the settings were not saved: ${await saved.text()}`);
}
