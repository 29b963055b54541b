// Contact messages in SQL. Writing needs no one (the public form); reading and changing happen only inside the
// super admin's audited transaction, which the row-level policies of migrations 005 and 022 check again.
import { randomUUID } from 'node:crypto';
import {
  CONTACT_SLA_HOURS,
  contactSlaState,
  type ContactInboxMessage,
  type ContactInboxPage,
  type ContactListFilters,
  type ContactMessageFields,
  type ContactReceipt,
  type ContactStatus,
  type Language,
} from '@sumaa/contracts';
import type { SqlExecutor, SqlParameter } from '../../db/database';

const HOUR_MS = 60 * 60 * 1000;

export interface NewContactMessage {
  fields: ContactMessageFields;
  language: Language;
  now: Date;
  /** Chosen by the auto-assign rules, or null. */
  assignedToUserId: string | null;
  /** The acknowledgement mail's Message-ID, for threading the replies. */
  acknowledgementMessageId: string;
}

export async function insertContactMessage(
  tx: SqlExecutor,
  { fields, language, now, assignedToUserId, acknowledgementMessageId }: NewContactMessage,
): Promise<ContactReceipt> {
  const id = randomUUID();
  const slaDueAt = new Date(now.getTime() + CONTACT_SLA_HOURS * HOUR_MS);
  // No RETURNING: the sender is not allowed to read the row back (the policy would refuse it).
  await tx.query(
    `INSERT INTO contact_messages (id, name, email, company, subject, message, status, priority, channel,
                                   language, assigned_to_user_id, acknowledgement_message_id, sla_due_at,
                                   created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'new', 'normal', 'web', $7, $8, $9, $10, $11, $11)`,
    [
      id,
      fields.name,
      fields.email,
      fields.company,
      fields.subject,
      fields.message,
      language,
      assignedToUserId,
      acknowledgementMessageId,
      slaDueAt,
      now,
    ],
  );
  return { id, createdAt: now.toISOString(), status: 'new' };
}

interface ContactMessageRow {
  id: string;
  reply_count: string | number;
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  status: ContactInboxMessage['status'];
  priority: ContactInboxMessage['priority'];
  channel: ContactInboxMessage['channel'];
  language: ContactInboxMessage['language'];
  assigned_to_user_id: string | null;
  assigned_to_name: string | null;
  sla_due_at: Date;
  created_at: Date;
}

/** The columns of an inbox row: the message, its assignee's name and its replies and notes counted. */
const INBOX_COLUMNS = `c.id, c.name, c.email, c.company, c.subject, c.message, c.status, c.priority, c.channel,
            c.language, c.assigned_to_user_id, u.full_name AS assigned_to_name, c.sla_due_at, c.created_at,
            (SELECT count(*) FROM contact_replies r WHERE r.contact_message_id = c.id) AS reply_count`;

/**
 * Sort keys as SQL, from a closed list (never from the request). Status and priority sort in their
 * working order (new → closed, low → urgent), not alphabetically.
 */
const SORT_EXPRESSIONS: Record<ContactListFilters['sortBy'], string> = {
  createdAt: 'c.created_at',
  name: 'lower(c.name)',
  email: 'c.email',
  status: `CASE c.status WHEN 'new' THEN 1 WHEN 'open' THEN 2 WHEN 'pending' THEN 3 WHEN 'resolved' THEN 4 ELSE 5 END`,
  priority: `CASE c.priority WHEN 'low' THEN 1 WHEN 'normal' THEN 2 WHEN 'high' THEN 3 ELSE 4 END`,
  slaDueAt: 'c.sla_due_at',
};

/** `%` and `_` typed by the admin are searched for literally. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export async function listContactMessages(
  tx: SqlExecutor,
  filters: ContactListFilters,
  now: Date,
): Promise<ContactInboxPage> {
  const conditions: string[] = [];
  const parameters: SqlParameter[] = [];
  if (filters.status !== 'all') {
    parameters.push(filters.status);
    conditions.push(`c.status = $${parameters.length}`);
  }
  const search = filters.search?.trim();
  if (search) {
    parameters.push(likePattern(search));
    const placeholder = `$${parameters.length}`;
    conditions.push(
      `(${['c.name', 'c.email', 'c.company', 'c.subject', 'c.message']
        .map((column) => `${column} ILIKE ${placeholder} ESCAPE '\\'`)
        .join(' OR ')})`,
    );
  }
  const direction = filters.sortDir === 'asc' ? 'ASC' : 'DESC';
  parameters.push(filters.pageSize, (filters.page - 1) * filters.pageSize);

  const rows = await tx.query<ContactMessageRow & { total: string | number }>(
    `SELECT ${INBOX_COLUMNS}, count(*) OVER () AS total
       FROM contact_messages c
       LEFT JOIN users u ON u.id = c.assigned_to_user_id
      ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
      ORDER BY ${SORT_EXPRESSIONS[filters.sortBy]} ${direction}, c.created_at ${direction}, c.id ${direction}
      LIMIT $${parameters.length - 1} OFFSET $${parameters.length}`,
    parameters,
  );
  // A page past the end has no rows to carry the total: count once more.
  const total = rows.length
    ? Number(rows[0].total)
    : await countContactMessages(tx, conditions, parameters.slice(0, -2));
  return {
    items: rows.map((row) => toInboxMessage(row, now)),
    total,
    page: filters.page,
    pageSize: filters.pageSize,
  };
}

async function countContactMessages(
  tx: SqlExecutor,
  conditions: string[],
  parameters: SqlParameter[],
): Promise<number> {
  const [row] = await tx.query<{ total: string | number }>(
    `SELECT count(*) AS total FROM contact_messages c ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}`,
    parameters,
  );
  return Number(row?.total ?? 0);
}

/** One message as the inbox shows it; `lock` holds the row until the transaction ends (a change follows). */
export async function findInboxMessage(
  tx: SqlExecutor,
  id: string,
  now: Date,
  options: { lock?: boolean } = {},
): Promise<ContactInboxMessage | null> {
  if (options.lock) {
    const locked = await tx.query(`SELECT id FROM contact_messages WHERE id = $1 FOR UPDATE`, [id]);
    if (locked.length === 0) return null;
  }
  const [row] = await tx.query<ContactMessageRow>(
    `SELECT ${INBOX_COLUMNS}
       FROM contact_messages c
       LEFT JOIN users u ON u.id = c.assigned_to_user_id
      WHERE c.id = $1`,
    [id],
  );
  return row ? toInboxMessage(row, now) : null;
}

export async function setContactStatus(
  tx: SqlExecutor,
  id: string,
  status: ContactStatus,
  now: Date,
): Promise<void> {
  await tx.query(`UPDATE contact_messages SET status = $2, updated_at = $3 WHERE id = $1`, [id, status, now]);
}

export async function setContactAssignee(
  tx: SqlExecutor,
  id: string,
  assignedToUserId: string | null,
  now: Date,
): Promise<void> {
  await tx.query(`UPDATE contact_messages SET assigned_to_user_id = $2, updated_at = $3 WHERE id = $1`, [
    id,
    assignedToUserId,
    now,
  ]);
}

/** What a reply needs of its message: where and in which language to write, and the thread so far. */
export interface ContactThread {
  email: string;
  language: Language;
  acknowledgementMessageId: string | null;
}

export async function findContactThread(tx: SqlExecutor, id: string): Promise<ContactThread | null> {
  const [row] = await tx.query<{
    email: string;
    language: Language;
    acknowledgement_message_id: string | null;
  }>(`SELECT email, language, acknowledgement_message_id FROM contact_messages WHERE id = $1`, [id]);
  return row
    ? { email: row.email, language: row.language, acknowledgementMessageId: row.acknowledgement_message_id }
    : null;
}

function toInboxMessage(row: ContactMessageRow, now: Date): ContactInboxMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    subject: row.subject,
    message: row.message,
    createdAt: new Date(row.created_at).toISOString(),
    status: row.status,
    priority: row.priority,
    channel: row.channel,
    language: row.language,
    assignedToUserId: row.assigned_to_user_id,
    assignedToName: row.assigned_to_name,
    slaDueAt: new Date(row.sla_due_at).toISOString(),
    slaState: contactSlaState(row.status, row.sla_due_at, now),
    replyCount: Number(row.reply_count),
  };
}
