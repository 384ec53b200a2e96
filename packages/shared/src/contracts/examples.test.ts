import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from '../index.ts';

/** Every shared contract that carries examples for the API reference (issue #40). */
const withExamples = Object.entries(shared).flatMap(([name, value]) => {
  if (!(value instanceof z.ZodType)) return [];
  const examples = (value.meta() as { examples?: unknown[] } | undefined)?.examples;
  return examples ? [{ name, schema: value, examples }] : [];
});

describe('the API reference’s examples', () => {
  it('When the contracts are read, then the main request bodies carry examples', () => {
    expect(withExamples.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'addProductBodySchema',
        'bookingBodySchema',
        'contactMessageBodySchema',
        'makeOfferBodySchema',
        'savedSearchBodySchema',
        'sendMessageBodySchema',
      ]),
    );
  });

  it.each(withExamples)(
    'When $name’s examples are validated, then each one passes its own schema',
    ({ schema, examples }) => {
      for (const example of examples) {
        const result = schema.safeParse(example);
        expect(result.success ? [] : result.error.issues).toEqual([]);
      }
    },
  );
});
