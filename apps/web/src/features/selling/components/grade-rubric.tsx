import { type Condition, PHONE_TEXTS } from '@phonebazaar/shared';
import { useId } from 'react';

const PARTS = ['screen', 'body', 'function', 'battery'] as const;

/** What the chosen grade promises (issue #16), shown beside the condition slider. */
export function GradeRubric({ condition }: { condition: Condition | undefined }) {
  const captionId = useId();
  if (!condition) {
    return (
      <p className="text-base-content/70 text-sm">
        Choose a condition to see what it promises buyers.
      </p>
    );
  }
  const rubric = PHONE_TEXTS.grades[condition];
  return (
    <figure aria-labelledby={captionId} className="flex flex-col gap-1 text-sm">
      <figcaption id={captionId} className="font-medium">
        What {condition} means
      </figcaption>
      <dl className="grid gap-1">
        {PARTS.map((part) => (
          <div key={part} className="flex gap-2">
            <dt className="w-20 shrink-0 font-medium">{PHONE_TEXTS.rubricParts[part]}</dt>
            <dd className="text-base-content/80">{rubric[part]}</dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}
