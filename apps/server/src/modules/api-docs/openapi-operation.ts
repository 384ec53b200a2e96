import { apiErrorSchema } from '@phonebazaar/shared';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RoutePolicy } from '../../lib/route-policy.ts';
import { POLICY_CHECKS } from '../auth/index.ts';
import { limitedActionOf } from '../rate-limits/index.ts';
import { CREDENTIAL_SECURITY, POLICY_SENTENCES, policyRefusals } from './policy-texts.ts';
import { answeredCodes } from './route-error-codes.ts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type JsonSchema = Record<string, unknown>;

// Every error answer has this body (http/error-handler.ts); inlined, as @fastify/swagger
// resolves only its own references.
const ERROR_BODY = z.toJSONSchema(apiErrorSchema, { target: 'draft-2020-12' }) as JsonSchema;
delete ERROR_BODY.$schema;

const errorAnswer = (description: string, codes: string[]) => ({
  ...ERROR_BODY,
  description:
    codes.length > 0 ? `${codes.map((c) => `\`${c}\``).join(', ')}: ${description}` : description,
});

const hasInput = (schema: JsonSchema) =>
  Boolean(schema.params || schema.querystring || schema.body);

/**
 * What the route's own schema does not say and the API reference should: who may call it
 * (the policy, as `x-policy` and a sentence), the errors the policy, validation, the path's
 * record and the rate limiter answer, and the module, as the tag.
 */
export function describeOperation(input: TransformInput, module: string | undefined) {
  const route = (input as TransformInput & { route: RouteOptions }).route;
  // The zod schemas become JSON Schema here, as fastify-type-provider-zod does for Swagger.
  const { schema = {}, url } = jsonSchemaTransform(input) as { schema?: JsonSchema; url: string };
  if (schema.hide) return { schema, url };
  const policy = route.config?.policy as RoutePolicy | undefined;
  const limited = limitedActionOf(route.preHandler);
  const responses = { ...((schema.response as Record<string, JsonSchema>) ?? {}) };
  const errorCodes: Record<string, string[]> = {};
  const add = (status: string, description: string, codes: string[]) => {
    if (!responses[status]) responses[status] = errorAnswer(description, codes);
    if (codes.length > 0) errorCodes[status] = codes;
  };

  if (hasInput(schema))
    add(
      '400',
      'the request does not match its schema (`fieldErrors` names each field), or the route refuses it with a code of its own.',
      ['VALIDATION_FAILED'],
    );
  const refusals = policy ? policyRefusals(policy) : undefined;
  if (refusals && refusals.unauthorized.length > 0)
    add('401', 'no credential, or one that is not (or no longer) valid.', refusals.unauthorized);
  if (refusals && (refusals.forbidden.length > 0 || refusals.recordChecked))
    add(
      '403',
      [
        refusals.forbidden.length > 0 ? 'the caller’s role may not call this route.' : '',
        refusals.recordChecked
          ? 'A record that is not the caller’s is refused by the route (403 with its own code, or 404 where the route does not show others’ records).'
          : '',
      ]
        .filter(Boolean)
        .join(' '),
      refusals.forbidden,
    );
  if (url.includes(':'))
    add('404', 'the record the path names does not exist (or is not shown to this caller).', [
      'NOT_FOUND',
    ]);
  if (limited)
    add('429', `over the \`${limited}\` rate limit; \`Retry-After\` says when to try again.`, [
      'RATE_LIMITED',
    ]);
  // The route's own refusals, as its API suites saw it answer them (route-error-codes.json).
  for (const [status, codes] of Object.entries(answeredCodes(route.method, url))) {
    const known = errorCodes[status] ?? [];
    const more = codes.filter((code) => !known.includes(code));
    if (more.length === 0) continue;
    errorCodes[status] = [...known, ...more];
    responses[status] = errorAnswer(
      known.length > 0 || responses[status]
        ? 'the route refuses the call; `code` says why.'
        : 'the route refuses the call in its present state; `code` says why.',
      errorCodes[status],
    );
  }
  responses.default = errorAnswer(
    'Any other refusal or failure, with the same body: 409 when the record’s state does not allow the call; a body that is not JSON, too large or of another type is refused before the route with 400, 413 or 415 and a Fastify `FST_ERR_CTP_*` code; 503 `SERVICE_UNAVAILABLE` while the database is briefly unavailable (retry), 500 `INTERNAL`. `code` is stable; `message` is for people.',
    [],
  );

  const who = policy
    ? `**Who may call it** (\`${policy}\`): ${POLICY_SENTENCES[policy]}`
    : '**Who may call it**: not stated (not part of the API).';
  const limit = limited ? ` Counted against the \`${limited}\` rate limit.` : '';
  // A body the route reads itself (multipart parts, signed raw bytes): its type, and the
  // route's description of it.
  const rawBody = schema.consumes && !schema.body ? { body: {} } : {};
  const own = typeof schema.description === 'string' ? `\n\n${schema.description}` : '';
  const credential = policy ? POLICY_CHECKS[policy].credential : 'none';
  return {
    url,
    schema: {
      ...schema,
      ...rawBody,
      ...(module ? { tags: [module] } : {}),
      description: `${who}${limit}${own}`,
      ...(credential === 'none' ? {} : { security: CREDENTIAL_SECURITY[credential] }),
      response: responses,
      ...(policy ? { 'x-policy': policy } : {}),
      ...(limited ? { 'x-rate-limit': limited } : {}),
      'x-error-codes': errorCodes,
    },
  };
}
