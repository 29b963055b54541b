// Auto-assign rules (spec §3, kept on the server; migration 022) and the platform users they and the inbox may
// assign to: active super admins. The rules are tried by position when a message arrives; the first whose every
// given condition holds, and whose assignee may still be assigned, picks the assignee.
import { randomUUID } from 'node:crypto';
import type {
  ContactAssignee,
  ContactMessageFields,
  ContactRule,
  ContactRuleFields,
  Language,
} from '@sumaa/contracts';
import type { SqlExecutor } from '../../db/database';

interface RuleRow {
  id: string;
  name: string;
  position: number;
  keyword: string | null;
  language: Language | null;
  email_domain: string | null;
  assign_to_user_id: string;
  assign_to_name: string | null;
}

const RULE_COLUMNS = `r.id, r.name, r.position, r.keyword, r.language, r.email_domain, r.assign_to_user_id,
                      u.full_name AS assign_to_name`;

function toRule(row: RuleRow): ContactRule {
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    match: { keyword: row.keyword, language: row.language, emailDomain: row.email_domain },
    assignToUserId: row.assign_to_user_id,
    assignToName: row.assign_to_name,
  };
}

export async function listContactRules(tx: SqlExecutor): Promise<ContactRule[]> {
  const rows = await tx.query<RuleRow>(
    `SELECT ${RULE_COLUMNS}
       FROM contact_assign_rules r
       LEFT JOIN users u ON u.id = r.assign_to_user_id
      ORDER BY r.position, r.created_at, r.id`,
  );
  return rows.map(toRule);
}

export async function findContactRule(tx: SqlExecutor, id: string): Promise<ContactRule | null> {
  const [row] = await tx.query<RuleRow>(
    `SELECT ${RULE_COLUMNS}
       FROM contact_assign_rules r
       LEFT JOIN users u ON u.id = r.assign_to_user_id
      WHERE r.id = $1`,
    [id],
  );
  return row ? toRule(row) : null;
}

const ruleParameters = (fields: ContactRuleFields) => [
  fields.name,
  fields.match.keyword ?? null,
  fields.match.language ?? null,
  fields.match.emailDomain ?? null,
  fields.assignToUserId,
];

/** A new rule is tried last. */
export async function insertContactRule(
  tx: SqlExecutor,
  fields: ContactRuleFields,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `INSERT INTO contact_assign_rules (id, name, keyword, language, email_domain, assign_to_user_id, position,
                                       created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6,
             (SELECT coalesce(max(position), 0) + 1 FROM contact_assign_rules), $7, $7)`,
    [id, ...ruleParameters(fields), now],
  );
  return id;
}

export async function updateContactRule(
  tx: SqlExecutor,
  id: string,
  fields: ContactRuleFields,
  now: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE contact_assign_rules
        SET name = $2, keyword = $3, language = $4, email_domain = $5, assign_to_user_id = $6, updated_at = $7
      WHERE id = $1
      RETURNING id`,
    [id, ...ruleParameters(fields), now],
  );
  return rows.length > 0;
}

export async function deleteContactRule(tx: SqlExecutor, id: string): Promise<boolean> {
  const rows = await tx.query(`DELETE FROM contact_assign_rules WHERE id = $1 RETURNING id`, [id]);
  return rows.length > 0;
}

export async function listContactAssignees(tx: SqlExecutor): Promise<ContactAssignee[]> {
  const rows = await tx.query<{ id: string; full_name: string; email: string }>(
    `SELECT id, full_name, email FROM users WHERE is_super_admin AND is_active ORDER BY lower(full_name), id`,
  );
  return rows.map((row) => ({ id: row.id, name: row.full_name, email: row.email }));
}

export async function isContactAssignee(tx: SqlExecutor, userId: string): Promise<boolean> {
  const rows = await tx.query(`SELECT 1 FROM users WHERE id = $1 AND is_super_admin AND is_active`, [userId]);
  return rows.length > 0;
}

/** Case and Arabic letter forms aside (أ إ آ → ا, ة → ه, ى → ي), so a keyword matches as a reader expects. */
function foldForMatch(text: string): string {
  return text
    .toLocaleLowerCase('en')
    .normalize('NFKC')
    .replace(/[\u064B-\u0652\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي');
}

/** The sender's domain is the rule's or one under it (`mail.example.com` matches `example.com`). */
function domainMatches(email: string, domain: string): boolean {
  const senderDomain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return senderDomain === domain || senderDomain.endsWith(`.${domain}`);
}

export function ruleMatches(
  rule: Pick<ContactRule, 'match'>,
  message: Pick<ContactMessageFields, 'email' | 'subject' | 'message'>,
  language: Language,
): boolean {
  const { keyword, language: ruleLanguage, emailDomain } = rule.match;
  if (ruleLanguage && ruleLanguage !== language) return false;
  if (emailDomain && !domainMatches(message.email, emailDomain)) return false;
  if (keyword && !foldForMatch(`${message.subject}\n${message.message}`).includes(foldForMatch(keyword))) {
    return false;
  }
  return true;
}

/** The assignee the first matching rule names, when that user is still an active super admin. */
export async function assigneeByRules(
  tx: SqlExecutor,
  message: Pick<ContactMessageFields, 'email' | 'subject' | 'message'>,
  language: Language,
): Promise<string | null> {
  const rows = await tx.query<RuleRow>(
    `SELECT ${RULE_COLUMNS}
       FROM contact_assign_rules r
       JOIN users u ON u.id = r.assign_to_user_id AND u.is_super_admin AND u.is_active
      ORDER BY r.position, r.created_at, r.id`,
  );
  const rule = rows.map(toRule).find((candidate) => ruleMatches(candidate, message, language));
  return rule?.assignToUserId ?? null;
}
