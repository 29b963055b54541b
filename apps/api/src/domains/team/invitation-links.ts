// Invitation links: a random 256-bit token in the e-mailed link, only its hash in the database (like
// password-reset tokens), valid for INVITATION_VALID_DAYS.
import { INVITATION_VALID_DAYS } from '@sumaa/contracts';
import { randomToken, sha256 } from '../auth';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface IssuedInvitationLink {
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

export function issueInvitationLink(now: Date): IssuedInvitationLink {
  const token = randomToken();
  return {
    token,
    tokenHash: invitationTokenHash(token),
    expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS),
  };
}

export function invitationTokenHash(token: string): string {
  return sha256(token);
}
