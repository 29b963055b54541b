// POST /api/Reviews/{id}/assign: assign a review of the business to a member, reassign it, or unassign it
// (AssignedToId null or ''). Agents and above; a viewer reads the inbox but does not hand out work. The
// assignee must be an active member of this business who can view reviews; they are told (in-app, and by
// e-mail when the business's settings allow) once the assignment is saved.
import { hasMinimumRole, hasPermission, isId, reviewRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SqlExecutor } from '../../../db/database';
import { AppError, forbidden, notFound } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { notifyReviewAssigned } from '../../notifications';
import { businessScopeOf } from '../../shared/business-scope';
import { permissionsFittingRole, findMemberByUserId, findMemberForUpdate, type MemberRow } from '../../team';
import { readInboxReview } from '../inbox-store';
import { lockReviewAssignee, saveReviewAssignment } from '../review-assignment-store';

const notAssignable = () =>
  new AppError(400, 'validationFailed', { AssignedToId: ['assigneeNotAssignable'] });

/**
 * The member `id` names: their user id (what `assignment.assignedTo` carries) or their membership id (the
 * team list's `id`). Locked, so a deactivation waits for the assignment rather than slipping past it.
 */
async function assignableMember(tx: SqlExecutor, businessId: string, id: string): Promise<MemberRow> {
  if (!isId(id)) throw notAssignable();
  const byUser = await findMemberByUserId(tx, businessId, id);
  const member = await findMemberForUpdate(tx, businessId, byUser?.id ?? id);
  const canViewReviews =
    member !== null &&
    hasPermission(member.role, permissionsFittingRole(member.role, member.permissions), 'ViewReviews');
  if (!member || member.status !== 'active' || !canViewReviews) throw notAssignable();
  return member;
}

export const assignReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, reviewRoutes.assign, {
    handler: async (request) => {
      const { businessId, userId } = businessScopeOf(request);
      // Before the review is looked up: a viewer learns nothing about which ids exist.
      if (!hasMinimumRole(request.auth!.role, 'agent')) throw forbidden();
      const reviewId = request.params.id;
      if (!isId(reviewId)) throw notFound();
      const requested = request.body.AssignedToId;

      const { review, newAssigneeId } = await app.db.tenantTransaction({ businessId, userId }, async (tx) => {
        const current = await lockReviewAssignee(tx, businessId, reviewId);
        if (!current) throw notFound();
        const assignee = requested ? await assignableMember(tx, businessId, requested) : null;
        const assigneeId = assignee?.user_id ?? null;
        // The same assignee again changes nothing (and tells no one twice).
        const changed = assigneeId !== current.assigned_to_user_id;
        if (changed) {
          await saveReviewAssignment(
            tx,
            businessId,
            reviewId,
            assigneeId ? { assigneeId, assignedBy: userId, now: app.now() } : null,
          );
        }
        return {
          review: (await readInboxReview(tx, businessId, reviewId))!,
          newAssigneeId: changed ? assigneeId : null,
        };
      });

      if (newAssigneeId) {
        await notifyReviewAssigned(app, businessId, {
          reviewId,
          assigneeId: newAssigneeId,
          assignerId: userId,
        });
      }
      return successEnvelope(
        review,
        request.language,
        review.assignment ? 'reviewAssignmentSaved' : 'reviewUnassigned',
      );
    },
  });
};
