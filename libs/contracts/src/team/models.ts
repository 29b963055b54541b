// The team of a business (spec §3 "Team member", "Team invitation completion"; spec §7 "Business, team"):
// members, pending invitations, and the bodies of the team calls. Roles travel as the spec writes them
// (Admin, Manager, Agent; Viewer for read-only members); any letter case is accepted on the way in.
import { z } from 'zod';
import { emailField, passwordField, textFieldError, type PasswordRule } from '../auth/rules';
import { PASSWORD_MIN_LENGTH_DEFAULT } from '../common/limits';
import { PERMISSIONS, type Permission, type Role } from '../common/roles';
import { idSchema } from '../http/ids';

export const TEAM_ROLES = ['Admin', 'Manager', 'Agent', 'Viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const TEAM_MEMBER_STATUSES = ['Active', 'Inactive'] as const;
export type TeamMemberStatus = (typeof TEAM_MEMBER_STATUSES)[number];

/** An invitation link works for this many days, once. */
export const INVITATION_VALID_DAYS = 7;

const TEAM_ROLE_OF: Record<Exclude<Role, 'super_admin'>, TeamRole> = {
  admin: 'Admin',
  manager: 'Manager',
  agent: 'Agent',
  viewer: 'Viewer',
};

/** The API's role (viewer … admin) as the team calls spell it. */
export function teamRoleOf(role: Exclude<Role, 'super_admin'>): TeamRole {
  return TEAM_ROLE_OF[role];
}

/** The team calls' spelling back to the role of spec §6. */
export function roleOfTeamRole(role: TeamRole): Exclude<Role, 'super_admin'> {
  return role.toLowerCase() as Exclude<Role, 'super_admin'>;
}

/** `agent`, `AGENT`, ` Agent ` → `Agent`; anything else fails with "not valid". */
const teamRoleField = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? (TEAM_ROLES.find((role) => role.toLowerCase() === value.trim().toLowerCase()) ?? value)
      : value,
  z.enum(TEAM_ROLES, { error: textFieldError('roleRequired') }),
);

const statusField = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? (TEAM_MEMBER_STATUSES.find((status) => status.toLowerCase() === value.trim().toLowerCase()) ?? value)
      : value,
  z.enum(TEAM_MEMBER_STATUSES, { error: textFieldError('invalidValue') }),
);

/** Permission names of spec §6, each at most once. */
const permissionsField = z
  .array(z.enum(PERMISSIONS, { error: 'invalidValue' }), { error: 'invalidValue' })
  .max(PERMISSIONS.length * 2, 'invalidValue')
  .transform((list) => [...new Set(list)] as Permission[]);

/** The spec's optional businessId in a body: when given it must be the caller's business (else 403). */
const bodyBusinessId = idSchema.optional().describe("The caller's business; another business is refused");

export const teamMemberStatsSchema = z.object({
  totalReplies: z.number().int(),
  /** Hours from a review to its reply, averaged over this member's replies; 0 without replies. */
  avgResponseTime: z.number(),
  positiveReplies: z.number().int(),
  assignedReviews: z.number().int(),
});
export type TeamMemberStats = z.infer<typeof teamMemberStatsSchema>;

/**
 * One member. Everyone in the business reads id, name, role, status and avatar (assignees are drawn from the
 * list); e-mail, dates, permissions and stats are there for callers who hold ManageTeam.
 */
export const teamMemberSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  role: z.enum(TEAM_ROLES),
  status: z.enum(TEAM_MEMBER_STATUSES),
  /** The business's owner: never demoted, deactivated or removed. */
  isOwner: z.boolean(),
  email: z.string().optional(),
  joinDate: z.string().optional(),
  lastSeenAt: z.string().nullable().optional(),
  permissions: z.array(z.string()).optional(),
  stats: teamMemberStatsSchema.optional(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamMembersQuerySchema = z.object({
  businessId: bodyBusinessId,
});

export const teamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  permissions: z.array(z.string()),
  invitedByName: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Pending until accepted; expired once the link has run out (resend makes a new link). */
  status: z.enum(['pending', 'expired']),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const inviteTeamMemberSchema = z.object({
  email: emailField,
  role: teamRoleField,
  businessId: bodyBusinessId,
  /** Omitted: the role's default permissions. */
  permissions: permissionsField.optional(),
});
export type InviteTeamMemberRequest = z.input<typeof inviteTeamMemberSchema>;

export const teamMemberParamsSchema = z.object({ id: idSchema });

/** PUT /api/team-members/{id}: the spec's body (id, businessId, role, status, permissions); each part optional. */
export const updateTeamMemberSchema = z.object({
  id: idSchema.optional().describe('The member id again (the spec sends it); must match the path'),
  businessId: bodyBusinessId,
  role: teamRoleField.optional(),
  status: statusField.optional(),
  permissions: permissionsField.optional(),
});
export type UpdateTeamMemberRequest = z.input<typeof updateTeamMemberSchema>;

export const deactivateTeamMemberSchema = z.object({
  id: idSchema.optional(),
  businessId: bodyBusinessId,
});

export const invitationParamsSchema = z.object({ id: idSchema });

/** An invitation token from a link: opaque, URL-safe. */
export const invitationTokenSchema = z
  .string({ error: textFieldError('missingToken') })
  .trim()
  .min(1, 'missingToken')
  .max(200, 'invitationInvalid');

export const invitationTokenParamsSchema = z.object({ token: invitationTokenSchema });

/** What the invitation page shows before the form: who invites whom, and whether the address has an account. */
export const invitationPreviewSchema = z.object({
  businessName: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  invitedByName: z.string(),
  expiresAt: z.string(),
  /** The address already has a Sumaa account: it joins by signing in and accepting, not with a new password. */
  accountExists: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/**
 * POST /api/team-members/complete/{token} as it arrives (multipart): every field optional, so that the shared
 * rules below, run by the server with the live password minimum, name each missing one.
 */
export const completeInvitationRequestSchema = z.object({
  token: z.string().optional().describe('The token again (the spec sends it); the path wins'),
  name: z.string().optional(),
  password: z.string().optional(),
  confirmPassword: z.string().optional().describe('When sent, must equal password'),
  photo: z
    .union([z.custom<Uint8Array>((value) => ArrayBuffer.isView(value)), z.string()])
    .optional()
    .meta({ type: 'string', format: 'binary', description: 'PNG, JPEG or WebP, at most 5 MB' }),
  photoUrl: z.string().optional().describe('An image address, used when no photo file is sent'),
});

/** The invitation form's fields (browser and server): name, password and its confirmation. */
export const completeInvitationFieldsSchema = (
  passwordMinLength: PasswordRule = PASSWORD_MIN_LENGTH_DEFAULT,
) =>
  z
    .object({
      name: z
        .string({ error: textFieldError('fullNameRequired') })
        .trim()
        .min(1, 'fullNameRequired')
        .max(120, 'fieldTooLong'),
      password: passwordField(passwordMinLength),
      confirmPassword: z.string().optional(),
    })
    .refine((value) => value.confirmPassword === undefined || value.confirmPassword === value.password, {
      path: ['confirmPassword'],
      message: 'passwordMismatch',
    });

/** After accepting with an existing account: the business joined. */
export const acceptedInvitationSchema = z.object({
  businessId: z.string(),
  businessName: z.string(),
  role: z.enum(TEAM_ROLES),
});
