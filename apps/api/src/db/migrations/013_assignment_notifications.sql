-- Review assignment and in-app notifications (issue 10).

-- Who a review is assigned to, by whom and since when (spec §3 "Review" assignment). Users, not
-- memberships: a member who leaves and comes back is the same person, and "assigned to me" compares with
-- the signed-in user. A deleted account unassigns its reviews.
ALTER TABLE reviews
  ADD COLUMN assigned_to_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN assigned_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN assigned_at timestamptz;
-- "Assigned to me", newest first (alone or with the unreplied filter), and the members' assignment counts.
CREATE INDEX reviews_business_assignee_idx ON reviews (business_id, assigned_to_user_id, create_time DESC);

-- One row per recipient. The browser writes the text from `kind` and `params` in the reader's language.
CREATE TABLE notifications (
  business_id  uuid NOT NULL REFERENCES businesses (business_id) ON DELETE CASCADE,
  id           uuid NOT NULL DEFAULT gen_random_uuid(),
  user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind         text NOT NULL CHECK (kind IN ('newReview', 'negativeReview', 'reviewAssigned', 'replyFailed',
                                             'replyAwaitingApproval', 'replyReturned', 'replyApproved')),
  -- The review it links to; null for a summary of many (a large sync). A deleted review takes its
  -- notifications with it (the link would lead nowhere).
  review_id    uuid,
  params       jsonb NOT NULL DEFAULT '{}',
  created_at   timestamptz NOT NULL,
  read_at      timestamptz,
  PRIMARY KEY (business_id, id),
  FOREIGN KEY (business_id, review_id) REFERENCES reviews (business_id, id) ON DELETE CASCADE
);
-- The bell's list: a user's notifications in one business, unread first, then newest.
CREATE INDEX notifications_recipient_idx
  ON notifications (business_id, user_id, (read_at IS NOT NULL), created_at DESC, id DESC);
-- The bell's count (polled) and "mark all as read" read only the unread ones.
CREATE INDEX notifications_unread_idx ON notifications (business_id, user_id) WHERE read_at IS NULL;

-- Anyone acting for the business may notify any of its members (an assignment tells the assignee); a
-- signed-in user reads and marks only their own. A transaction with no user (a job telling the team)
-- sees the business's rows, as on every other tenant table.
ALTER TABLE notifications ENABLE ROW LEVEL SECURITY;
ALTER TABLE notifications FORCE ROW LEVEL SECURITY;
CREATE POLICY notifications_sent_within_current_business ON notifications
  FOR INSERT WITH CHECK (business_id = app_current_business_id());
CREATE POLICY notifications_read_by_their_recipient ON notifications
  FOR SELECT USING (business_id = app_current_business_id()
                    AND (app_current_user_id() IS NULL OR user_id = app_current_user_id()));
CREATE POLICY notifications_marked_by_their_recipient ON notifications
  FOR UPDATE USING (business_id = app_current_business_id()
                    AND (app_current_user_id() IS NULL OR user_id = app_current_user_id()))
  WITH CHECK (business_id = app_current_business_id());
CREATE POLICY notifications_deleted_within_current_business ON notifications
  FOR DELETE USING (business_id = app_current_business_id()
                    AND (app_current_user_id() IS NULL OR user_id = app_current_user_id()));

GRANT SELECT, INSERT, UPDATE, DELETE ON notifications TO sumaa_app;
