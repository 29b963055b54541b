// A new sign-in: a session (refresh-token family) stored in the caller's transaction plus its first
// access token. Used by registration, sign-in and e-mail confirmation.
import type { Role } from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import type { SqlExecutor } from '../../db/database';

export interface SignedInTokens {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

export async function startSignedInSession(
  app: FastifyInstance,
  tx: SqlExecutor,
  userId: string,
  role: Role,
): Promise<SignedInTokens> {
  const { sessionId, refreshToken } = await app.sessions.start(tx, userId);
  const { token, expiresIn } = await app.accessTokens.issue({ userId, sessionId, role });
  return { sessionId, accessToken: token, refreshToken, expiresIn };
}
