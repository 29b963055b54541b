-- Review requests' provider webhooks, attribution and analytics (issue 23, "Tracking").
--
-- A webhook of WhatsApp (Meta) or SMS (Unifonic) names no business: only the provider's message id (a status) or
-- the customer's phone (a reply). Before it can open the business's tenant transaction it must learn whose request
-- or contact that is. As for the landing page's code (migration 046) and the review search (migration 011, ADR
-- 0002: whatever reads past the policies does it through a dedicated role), two functions do those look-ups, owned
-- by a role that logs in nowhere, owns nothing else and reads only the columns they need. Everything they find is
-- then read and written under row-level security, in the business's own transaction.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'sumaa_review_webhook_lookup') THEN
    CREATE ROLE sumaa_review_webhook_lookup NOLOGIN;
  END IF;
EXCEPTION
  WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
GRANT sumaa_review_webhook_lookup TO CURRENT_USER;
GRANT USAGE ON SCHEMA public TO sumaa_review_webhook_lookup;
GRANT SELECT (business_id, id, contact_id, channel, provider_message_id) ON review_requests
  TO sumaa_review_webhook_lookup;
GRANT SELECT (business_id, id, phone) ON contacts TO sumaa_review_webhook_lookup;
CREATE POLICY review_requests_for_webhook_lookup ON review_requests
  FOR SELECT TO sumaa_review_webhook_lookup USING (true);
CREATE POLICY contacts_for_webhook_lookup ON contacts
  FOR SELECT TO sumaa_review_webhook_lookup USING (true);

-- A reply finds the contacts by their phone alone, across businesses.
CREATE INDEX contacts_phone_idx ON contacts (phone) WHERE phone IS NOT NULL;

-- The request a provider's status is about: the one sent by that channel under that message id (the providers'
-- ids are unique per provider; two providers' ids are told apart by the channel). No row: not ours, or not yet
-- recorded as sent.
CREATE FUNCTION app_review_request_by_provider_message(request_channel text, message_id text)
  RETURNS TABLE (business_id uuid, request_id uuid)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$
    SELECT r.business_id, r.id
      FROM public.review_requests AS r
     WHERE r.provider_message_id = message_id AND r.channel = request_channel
     LIMIT 1
  $$;

-- The contacts a reply from this phone may opt out: in each business, the contact with that phone that was sent
-- a request by that channel (from the number the customer is answering). A business that never wrote to the
-- phone by that channel is not told of the reply.
CREATE FUNCTION app_review_request_contacts_by_phone(request_channel text, contact_phone text)
  RETURNS TABLE (business_id uuid, contact_id uuid)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$
    SELECT c.business_id, c.id
      FROM public.contacts AS c
     WHERE c.phone = contact_phone
       AND EXISTS (
         SELECT 1 FROM public.review_requests AS r
          WHERE r.business_id = c.business_id AND r.contact_id = c.id
            AND r.channel = request_channel AND r.provider_message_id IS NOT NULL)
  $$;

REVOKE ALL ON FUNCTION app_review_request_by_provider_message(text, text) FROM PUBLIC;
REVOKE ALL ON FUNCTION app_review_request_contacts_by_phone(text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION app_review_request_by_provider_message(text, text) TO sumaa_app;
GRANT EXECUTE ON FUNCTION app_review_request_contacts_by_phone(text, text) TO sumaa_app;
GRANT CREATE ON SCHEMA public TO sumaa_review_webhook_lookup;
ALTER FUNCTION app_review_request_by_provider_message(text, text) OWNER TO sumaa_review_webhook_lookup;
ALTER FUNCTION app_review_request_contacts_by_phone(text, text) OWNER TO sumaa_review_webhook_lookup;
REVOKE CREATE ON SCHEMA public FROM sumaa_review_webhook_lookup;

-- Attribution: a Google review whose author's name matches the contact's, written within 14 days after the
-- request's link was clicked, is "probably from this request" (never certain: a name is all that links them).
-- One review is attributed to one request at most. A review deleted from Google (and so here) takes the
-- attribution with it.
ALTER TABLE review_requests
  ADD COLUMN probable_review_id uuid,
  ADD COLUMN attributed_at timestamptz,
  ADD FOREIGN KEY (business_id, probable_review_id) REFERENCES reviews (business_id, id)
    ON DELETE SET NULL (probable_review_id);
CREATE UNIQUE INDEX review_requests_probable_review_idx ON review_requests (business_id, probable_review_id)
  WHERE probable_review_id IS NOT NULL;
-- The requests still waiting for their review: clicked, none attributed yet.
CREATE INDEX review_requests_awaiting_review_idx ON review_requests (business_id, clicked_at)
  WHERE clicked_at IS NOT NULL AND probable_review_id IS NULL;
-- The analytics read the requests of a period by when they left.
CREATE INDEX review_requests_sent_idx ON review_requests (business_id, sent_at) WHERE sent_at IS NOT NULL;
