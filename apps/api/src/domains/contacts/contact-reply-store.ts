// Replies and internal notes of a contact message (migration 022): written and read only on the super admin's
// audited path. The author's name is kept with the reply, which outlives the account.
import { randomUUID } from 'node:crypto';
import type { ContactReply } from '@sumaa/contracts';
import type { SqlExecutor } from '../../db/database';

export interface NewContactReply {
  messageId: string;
  authorUserId: string;
  authorName: string;
  content: string;
  isPublic: boolean;
  mailMessageId: string | null;
  now: Date;
}

export async function insertContactReply(tx: SqlExecutor, reply: NewContactReply): Promise<ContactReply> {
  const id = randomUUID();
  await tx.query(
    `INSERT INTO contact_replies (id, contact_message_id, author_user_id, author_name, content, is_public,
                                  mail_message_id, replied_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      id,
      reply.messageId,
      reply.authorUserId,
      reply.authorName,
      reply.content,
      reply.isPublic,
      reply.mailMessageId,
      reply.now,
    ],
  );
  return {
    id,
    content: reply.content,
    repliedAt: reply.now.toISOString(),
    isPublic: reply.isPublic,
    authorName: reply.authorName,
  };
}

export async function listContactReplies(tx: SqlExecutor, messageId: string): Promise<ContactReply[]> {
  const rows = await tx.query<{
    id: string;
    content: string;
    replied_at: Date;
    is_public: boolean;
    author_name: string | null;
    current_name: string | null;
  }>(
    `SELECT r.id, r.content, r.replied_at, r.is_public, r.author_name, u.full_name AS current_name
       FROM contact_replies r
       LEFT JOIN users u ON u.id = r.author_user_id
      WHERE r.contact_message_id = $1
      ORDER BY r.replied_at, r.seq`,
    [messageId],
  );
  return rows.map((row) => ({
    id: row.id,
    content: row.content,
    repliedAt: new Date(row.replied_at).toISOString(),
    isPublic: row.is_public,
    authorName: row.current_name ?? row.author_name,
  }));
}

/** The Message-IDs of the public replies already mailed, oldest first (the thread's References). */
export async function publicReplyMessageIds(tx: SqlExecutor, messageId: string): Promise<string[]> {
  const rows = await tx.query<{ mail_message_id: string }>(
    `SELECT mail_message_id FROM contact_replies
      WHERE contact_message_id = $1 AND is_public AND mail_message_id IS NOT NULL
      ORDER BY replied_at, seq`,
    [messageId],
  );
  return rows.map((row) => row.mail_message_id);
}
