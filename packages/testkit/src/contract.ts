import type { z } from 'zod';
import type { TestResponse } from './http-client.ts';

/**
 * Contract checks for API tests: an answer must parse with its schema from packages/contracts
 * and carry no field the schema does not name. zod drops unknown keys silently, so without the
 * second check a field a service added or renamed would drift past its contract unnoticed.
 */

const MAX_ISSUES_SHOWN = 10;

export class ContractError extends Error {
  override name = 'ContractError';
}

/** Checks `response.body` against `schema`; answers the parsed body, typed by the schema. */
export function expectContract<S extends z.ZodType>(
  response: TestResponse,
  schema: S,
): z.output<S> {
  return expectBodyContract(
    response.body,
    schema,
    `${response.request} answered ${response.status}`,
  );
}

/** As expectContract, for a body read some other way; `where` names the call in the failure. */
export function expectBodyContract<S extends z.ZodType>(
  body: unknown,
  schema: S,
  where: string,
): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) {
    const { issues: found } = result.error;
    const issues = found
      .slice(0, MAX_ISSUES_SHOWN)
      .map((issue) => `  - ${formatPath(issue.path)}: ${issue.message}`);
    if (found.length > MAX_ISSUES_SHOWN)
      issues.push(`  … and ${found.length - MAX_ISSUES_SHOWN} more`);
    throw new ContractError(
      `${where}, which does not match its contract:\n${issues.join('\n')}\nanswer: ${excerpt(body)}`,
    );
  }
  const unknownFields = [...new Set(findUnknownFields(body, result.data, []))];
  if (unknownFields.length > 0) {
    throw new ContractError(
      `${where} with fields its contract does not name: ${unknownFields.join(', ')}\nanswer: ${excerpt(body)}`,
    );
  }
  return result.data;
}

/** `[0].stock.symbol`, or `(the answer)` for the root. */
function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(the answer)';
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
    )
    .join('');
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Paths (list indexes as `[]`) of the keys in `sent` that parsing dropped from `parsed`. */
function findUnknownFields(sent: unknown, parsed: unknown, path: PropertyKey[]): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    return sent.flatMap((item, index) => findUnknownFields(item, parsed[index], [...path, index]));
  }
  if (!isPlainObject(sent) || !isPlainObject(parsed)) return [];
  return Object.keys(sent).flatMap((key) =>
    key in parsed
      ? findUnknownFields(sent[key], parsed[key], [...path, key])
      : [formatPath([...path, key]).replace(/\[\d+\]/g, '[]')],
  );
}

function excerpt(body: unknown): string {
  const text = JSON.stringify(body) ?? String(body);
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
}
