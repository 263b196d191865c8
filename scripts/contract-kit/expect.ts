import type { ZodType } from 'zod';
import type { Answer, Report } from './client';

interface Expected<T> {
  /** The statuses the front end takes as this call's success (the first is named in the line). */
  status: readonly number[];
  /** The contract's schema the web app reads the answer with; none when only the status matters. */
  schema?: ZodType<T>;
  /** The site's origin: the answer must let the page read it (Access-Control-Allow-Origin). */
  origin: string;
}

const firstIssue = (error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): string => {
  const issue = error.issues[0];
  return issue ? `${issue.path.map(String).join('.') || '(answer)'}: ${issue.message}` : 'does not match';
};

/**
 * Checks one answer as the page would meet it: its status, that the browser lets the page read it (CORS), and its
 * shape by the contract's schema. Records one line; answers the parsed body when every part holds.
 */
export function expectAnswer<T>(
  report: Report,
  call: string,
  answer: Answer,
  { status, schema, origin }: Expected<T>,
): T | undefined {
  if (!status.includes(answer.status)) {
    const message = (answer.body as { message?: unknown } | undefined)?.message;
    report.fail(
      call,
      `status ${answer.status}, the front end needs ${status.join(' or ')}${typeof message === 'string' ? ` (${message})` : ''}`,
    );
    return undefined;
  }
  const allowed = answer.headers.get('access-control-allow-origin');
  if (allowed !== origin && allowed !== '*') {
    report.fail(
      call,
      `no Access-Control-Allow-Origin for ${origin} (got ${allowed ?? 'none'}): the page cannot read the answer`,
    );
    return undefined;
  }
  if (!schema) {
    report.pass(call, `${answer.status}`);
    return answer.body as T;
  }
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success) {
    report.fail(
      call,
      `${answer.status}, but the answer is not of the contract's shape: ${firstIssue(parsed.error)}`,
    );
    return undefined;
  }
  report.pass(call, `${answer.status}, answer of the contract's shape`);
  return parsed.data;
}

/** A network failure (no answer at all) as a line. */
export function noAnswer(report: Report, call: string, error: unknown): undefined {
  report.fail(call, `no answer: ${error instanceof Error ? error.message : String(error)}`);
  return undefined;
}
