// Contact messages in SQL. Writing needs no one (the public form); reading happens only inside a
// transaction scoped to a super admin, which the row-level policy of migration 005 checks again.
import { randomUUID } from 'node:crypto';
import {
  CONTACT_SLA_HOURS,
  type ContactListFilters,
  type ContactMessage,
  type ContactMessageFields,
  type ContactMessagePage,
  type ContactReceipt,
  type Language,
} from '@sumaa/contracts';
import type { SqlExecutor, SqlParameter } from '../../db/database';

const HOUR_MS = 60 * 60 * 1000;

export async function insertContactMessage(
  tx: SqlExecutor,
  fields: ContactMessageFields,
  language: Language,
  now: Date,
): Promise<ContactReceipt> {
  const id = randomUUID();
  const slaDueAt = new Date(now.getTime() + CONTACT_SLA_HOURS * HOUR_MS);
  // No RETURNING: the sender is not allowed to read the row back (the policy would refuse it).
  await tx.query(
    `INSERT INTO contact_messages (id, name, email, company, subject, message, status, priority, channel,
                                   language, sla_due_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'new', 'normal', 'web', $7, $8, $9, $9)`,
    [id, fields.name, fields.email, fields.company, fields.subject, fields.message, language, slaDueAt, now],
  );
  return { id, createdAt: now.toISOString(), status: 'new' };
}

interface ContactMessageRow {
  id: string;
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  status: ContactMessage['status'];
  priority: ContactMessage['priority'];
  channel: ContactMessage['channel'];
  language: ContactMessage['language'];
  assigned_to_user_id: string | null;
  assigned_to_name: string | null;
  sla_due_at: Date;
  created_at: Date;
  total: string | number;
}

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
): Promise<ContactMessagePage> {
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

  const rows = await tx.query<ContactMessageRow>(
    `SELECT c.id, c.name, c.email, c.company, c.subject, c.message, c.status, c.priority, c.channel,
            c.language, c.assigned_to_user_id, u.full_name AS assigned_to_name, c.sla_due_at, c.created_at,
            count(*) OVER () AS total
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
    items: rows.map(toContactMessage),
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

function toContactMessage(row: ContactMessageRow): ContactMessage {
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
  };
}
