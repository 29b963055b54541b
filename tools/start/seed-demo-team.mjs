// The demo business's team for the zero-setup start: a manager, two agents (one without ReplyReviews) and a
// viewer, so every role can be tried at once. Everything goes through the real API, as a person would: the owner
// invites, the invitation e-mail is read from the outbox, and each member completes it with a name and a password.
// Idempotent: a member already in the team is left as it is; a pending invitation is sent again.
//
//   node tools/start/seed-demo-team.mjs [--api http://localhost:3000]   (npm start runs it after the demo owner)

import { DEMO_DEFAULTS } from './seed-demo.mjs';

/** Members and their permissions (the role's own set except where a member is meant to lack one). */
export const DEMO_TEAM = [
  {
    email: 'manager@sumaa.local',
    name: 'نورة القحطاني',
    role: 'Manager',
    permissions: ['ViewReviews', 'ReplyReviews', 'ViewAnalytics', 'ManageTeam', 'Settings'],
  },
  {
    email: 'agent@sumaa.local',
    name: 'خالد العتيبي',
    role: 'Agent',
    permissions: ['ViewReviews', 'ReplyReviews'],
  },
  {
    email: 'agent.readonly@sumaa.local',
    name: 'ريم الشهري',
    role: 'Agent',
    permissions: ['ViewReviews'],
    note: 'no ReplyReviews',
  },
  {
    email: 'viewer@sumaa.local',
    name: 'عبدالله الزهراني',
    role: 'Viewer',
    permissions: ['ViewReviews', 'ViewAnalytics'],
  },
];

class DemoTeamError extends Error {}

async function call(apiUrl, path, { method = 'GET', token, businessId, json, form } = {}) {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      'Accept-Language': 'en-US',
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(businessId ? { 'X-Business-Id': businessId } : {}),
    },
    body: form ?? (json === undefined ? undefined : JSON.stringify(json)),
  });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: { success: false, message: text.slice(0, 200) } };
  }
}

async function model(promise, what) {
  const { status, body } = await promise;
  if (!body?.success) throw new DemoTeamError(`${what} failed (${status}): ${body?.message ?? 'no message'}`);
  return body.model;
}

/** The newest invitation link sent to this address (the outbox lists newest first). */
async function invitationToken(apiUrl, email) {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const response = await fetch(`${apiUrl}/dev/outbox?to=${encodeURIComponent(email)}`);
    if (response.status === 404)
      throw new DemoTeamError('the e-mail outbox is not served: the demo team needs it');
    const mails = response.ok ? await response.json() : [];
    const token = mails.map((mail) => mail.text.match(/\/invite\/([A-Za-z0-9_-]+)/)?.[1]).find(Boolean);
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new DemoTeamError(`no invitation reached ${email}`);
}

async function signIn(apiUrl, email, password) {
  const { body } = await call(apiUrl, '/api/UsernameAuth/AdminSignIn', {
    method: 'POST',
    json: { username: email, password },
  });
  return body?.success ? body.model : null;
}

/** Adds the demo team to the demo owner's business; returns the sign-ins. */
export async function seedDemoTeam(apiUrl, owner = DEMO_DEFAULTS) {
  const session = await signIn(apiUrl, owner.email, owner.password);
  if (!session) throw new DemoTeamError(`the demo owner ${owner.email} cannot sign in`);
  const auth = { token: session.token, businessId: session.user.businessId };

  const members = await model(call(apiUrl, '/api/team-members', auth), 'listing the team');
  const invitations = await model(
    call(apiUrl, '/api/team-members/invitations', auth),
    'listing the invitations',
  );
  const added = [];

  for (const member of DEMO_TEAM) {
    if (members.some((existing) => existing.email === member.email)) continue;
    const pending = invitations.find((invitation) => invitation.email === member.email);
    if (pending) {
      await model(
        call(apiUrl, `/api/team-members/invitations/${pending.id}/resend`, { ...auth, method: 'POST' }),
        `inviting ${member.email} again`,
      );
    } else {
      await model(
        call(apiUrl, '/api/team-members/invite', {
          ...auth,
          method: 'POST',
          json: { email: member.email, role: member.role, permissions: member.permissions },
        }),
        `inviting ${member.email}`,
      );
    }
    const token = await invitationToken(apiUrl, member.email);
    const form = new FormData();
    form.set('token', token);
    form.set('name', member.name);
    form.set('password', owner.password);
    form.set('confirmPassword', owner.password);
    const completed = await call(apiUrl, `/api/team-members/complete/${token}`, { method: 'POST', form });
    if (completed.status === 409) {
      // The address has an account already (an earlier start): it joins by signing in and accepting.
      const existing = await signIn(apiUrl, member.email, owner.password);
      if (!existing) throw new DemoTeamError(`${member.email} exists with another password`);
      await model(
        call(apiUrl, `/api/team-members/accept/${token}`, { method: 'POST', token: existing.token }),
        `accepting for ${member.email}`,
      );
    } else if (!completed.body?.success) {
      throw new DemoTeamError(
        `completing the invitation of ${member.email} failed (${completed.status}): ${completed.body?.message}`,
      );
    }
    added.push(member.email);
  }
  return {
    added,
    signIns: DEMO_TEAM.map((member) => ({
      email: member.email,
      password: owner.password,
      role: member.note ? `${member.role} (${member.note})` : member.role,
    })),
  };
}

/** For npm start: one line per member, and what went wrong if anything did (the product runs anyway). */
export async function seedDemoTeamForStart(apiUrl, owner) {
  try {
    return { ok: true, ...(await seedDemoTeam(apiUrl, owner)) };
  } catch (error) {
    return { ok: false, message: error instanceof DemoTeamError ? error.message : String(error) };
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const apiIndex = process.argv.indexOf('--api');
  const apiUrl = apiIndex > 0 ? process.argv[apiIndex + 1] : `http://localhost:${process.env.PORT ?? 3000}`;
  const result = await seedDemoTeamForStart(apiUrl);
  if (!result.ok) {
    console.error(`Demo team not ready: ${result.message}`);
    process.exit(1);
  }
  for (const member of result.signIns)
    console.log(`${member.role.padEnd(26)} ${member.email} / ${member.password}`);
}
