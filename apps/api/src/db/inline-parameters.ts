// A statement's `$n` parameters written into its text as quoted literals, so that it can travel in one simple
// query with the transaction's BEGIN, settings and COMMIT (the simple protocol takes no parameters, and `pg`
// sends one extended query per round trip). The values are converted exactly as `pg` converts parameters
// (its own prepareValue) and sent, as `pg` sends them, with no type of their own: the server resolves an
// untyped literal from its context as it resolves an untyped parameter. Escaping is the driver's escapeLiteral
// (quotes doubled, backslashes doubled under E''), safe whatever standard_conforming_strings says.
import pg from 'pg';
import pgUtils from 'pg/lib/utils';
import type { SqlParameter } from './database';

function literal(value: SqlParameter): string {
  if (value === null || value === undefined) return 'NULL';
  const prepared: unknown = pgUtils.prepareValue(value);
  if (prepared === null || prepared === undefined) return 'NULL';
  const text = Buffer.isBuffer(prepared) ? `\\x${prepared.toString('hex')}` : String(prepared);
  // The simple protocol's query is a C string: a NUL would end it early (pg refuses one in a parameter too).
  if (text.includes('\0')) throw new Error('A query parameter contains a NUL character');
  return pg.escapeLiteral(text);
}

/**
 * `text` with each `$n` outside quotes, quoted identifiers, comments and dollar-quoted bodies replaced by its
 * value's literal. Every placeholder must have a value, as the server would demand.
 */
export function inlineParameters(text: string, parameters: readonly SqlParameter[]): string {
  if (parameters.length === 0) return text;
  const placeholder = /\$(\d+)/y;
  const dollarTag = /\$([A-Za-z_][A-Za-z_0-9]*)?\$/y;
  const isWordChar = (char: string | undefined) => char !== undefined && /[\w$]/.test(char);
  let out = '';
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    const next = text[index + 1];
    let end = index + 1;
    if (char === "'" || char === '"') {
      // A backslash escapes the quote only in an E'' string; elsewhere a doubled quote does.
      const escapes = char === "'" && /[eE]/.test(text[index - 1] ?? '') && !isWordChar(text[index - 2]);
      while (end < text.length) {
        if (escapes && text[end] === '\\') end += 2;
        else if (text[end] === char && text[end + 1] === char) end += 2;
        else if (text[end] === char) break;
        else end += 1;
      }
      end += 1;
    } else if (char === '-' && next === '-') {
      end = text.indexOf('\n', index);
      end = end === -1 ? text.length : end;
    } else if (char === '/' && next === '*') {
      end = text.indexOf('*/', index + 2);
      end = end === -1 ? text.length : end + 2;
    } else if (char === '$') {
      placeholder.lastIndex = index;
      const position = placeholder.exec(text);
      if (position && !isWordChar(text[index - 1])) {
        const number = Number(position[1]);
        if (number < 1 || number > parameters.length) {
          throw new Error(`Query parameter $${number} has no value (${parameters.length} given)`);
        }
        out += literal(parameters[number - 1]);
        index += position[0].length;
        continue;
      }
      dollarTag.lastIndex = index;
      const tag = position ? null : dollarTag.exec(text);
      if (tag) {
        const close = text.indexOf(tag[0], index + tag[0].length);
        end = close === -1 ? text.length : close + tag[0].length;
      } else if (position) {
        end = index + position[0].length;
      }
    } else {
      while (end < text.length && !`'"-/$`.includes(text[end])) end += 1;
    }
    out += text.slice(index, end);
    index = end;
  }
  return out;
}
