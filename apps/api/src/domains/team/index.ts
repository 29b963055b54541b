// The team domain: members, roles and permissions, invitations.
// Its one entry (ADR 0013): the plugin that registers its routes, job kinds and schedules, and what other
// domains may use of it. Other domains import from here only.
import fp from 'fastify-plugin';
import { teamDomain } from './routes';

export { permissionsFittingRole } from './team-rules';
export { endSessionsUnlessStillMember } from './member-sessions';
export {
  findMemberByUserId,
  findMemberForUpdate,
  listMembers,
  readBusinessName,
  type MemberRow,
} from './team-store';

export const teamPlugin = fp(
  async (app) => {
    await app.register(teamDomain);
  },
  { name: 'team', dependencies: ['jobs', 'mail', 'authentication', 'auth', 'platform'] },
);
