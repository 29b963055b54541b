// The figures above the member list, computed from the members the server returns: nothing is estimated.
import type { TeamInvitation, TeamMember, TeamMemberStats } from '@sumaa/contracts';

export const NO_STATS: TeamMemberStats = {
  totalReplies: 0,
  avgResponseTime: 0,
  positiveReplies: 0,
  assignedReviews: 0,
};

export const statsOf = (member: TeamMember): TeamMemberStats => member.stats ?? NO_STATS;

export interface TeamSummary {
  total: number;
  active: number;
  inactive: number;
  /** Replies counted in the average. */
  replies: number;
  /** Hours from a review to its reply, weighted by each member's replies; null while nobody has replied. */
  avgResponseHours: number | null;
}

export function summarizeTeam(members: readonly TeamMember[]): TeamSummary {
  const active = members.filter((member) => member.status === 'Active').length;
  let replies = 0;
  let weightedHours = 0;
  for (const member of members) {
    const { totalReplies, avgResponseTime } = statsOf(member);
    replies += totalReplies;
    weightedHours += totalReplies * avgResponseTime;
  }
  return {
    total: members.length,
    active,
    inactive: members.length - active,
    replies,
    avgResponseHours: replies > 0 ? weightedHours / replies : null,
  };
}

/** Invitations still waiting for an answer (an expired one needs a resend first). */
export function countPendingInvitations(invitations: readonly TeamInvitation[], now = new Date()): number {
  return invitations.filter((invitation) => !isInvitationExpired(invitation, now)).length;
}

export function isInvitationExpired(invitation: TeamInvitation, now = new Date()): boolean {
  if (invitation.status === 'expired') return true;
  const expires = new Date(invitation.expiresAt).getTime();
  return !Number.isNaN(expires) && expires <= now.getTime();
}

export interface RankedPerformer {
  member: TeamMember;
  rank: number;
  score: number;
}

/**
 * Spec §9: the top active members by replies divided by max(average response time in hours, 1). Members without
 * a reply are left out, so an empty list means nobody has replied yet, not a ranking of zeros.
 */
export function rankTopPerformers(members: readonly TeamMember[], limit = 3): RankedPerformer[] {
  return members
    .filter((member) => member.status === 'Active' && statsOf(member).totalReplies > 0)
    .map((member) => {
      const { totalReplies, avgResponseTime } = statsOf(member);
      return { member, score: totalReplies / Math.max(avgResponseTime, 1) };
    })
    .sort((a, b) => b.score - a.score || statsOf(b.member).totalReplies - statsOf(a.member).totalReplies)
    .slice(0, limit)
    .map((entry, index) => ({ ...entry, rank: index + 1 }));
}
