import { CONDITIONS, type Condition, PRODUCT_FIELD_LABELS } from '@phonebazaar/shared';
import type { KeyboardEvent, ReactNode, Ref } from 'react';
import { FormField } from '../../../components/form/form-field';

interface ConditionSliderProps {
  value: Condition | undefined;
  onChange: (condition: Condition) => void;
  onBlur?: () => void;
  error?: string;
  /** What the chosen grade promises (issue #16), shown beside the slider. */
  rubric?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** Spec §5: slider positions 1, 2 and 3 are Fair, Good and Excellent. */
export function conditionAt(position: number): Condition | undefined {
  return CONDITIONS[position - 1];
}

export function positionOf(condition: Condition | undefined): number | undefined {
  return condition ? CONDITIONS.indexOf(condition) + 1 : undefined;
}

const NOT_CHOSEN = 'Not chosen yet';
const ADJUST_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/**
 * Condition is required (spec §5), so the slider starts unchosen rather than quietly
 * defaulting: a seller must say what shape the phone is in. A range input always has a
 * position, so a click or arrow key that leaves the thumb where it rests still counts as
 * choosing that position.
 */
export function ConditionSlider({
  value,
  onChange,
  onBlur,
  error,
  rubric,
  ref,
}: ConditionSliderProps) {
  const position = positionOf(value);
  const pick = (raw: string) => {
    const next = conditionAt(Number(raw));
    if (next) onChange(next);
  };
  const pickIfUnchosen = (raw: string) => {
    if (!value) pick(raw);
  };

  return (
    <FormField
      label={PRODUCT_FIELD_LABELS.productCondition}
      error={error}
      hint={
        <span aria-hidden="true">
          Current: <strong className="text-base-content">{value ?? NOT_CHOSEN}</strong>
        </span>
      }
    >
      {(control) => (
        <div className="flex flex-col gap-1">
          <input
            {...control}
            ref={ref}
            type="range"
            min={1}
            max={CONDITIONS.length}
            step={1}
            value={position ?? 1}
            aria-valuetext={value ?? NOT_CHOSEN}
            data-chosen={value ? 'true' : 'false'}
            // Until chosen the thumb is hidden: a range input always has a position, and a
            // thumb resting on Fair beside "Not chosen yet" says two things at once.
            className={`range range-primary w-full ${value ? '' : 'range-unchosen'}`}
            onChange={(event) => pick(event.target.value)}
            onClick={(event) => pickIfUnchosen(event.currentTarget.value)}
            onKeyUp={(event: KeyboardEvent<HTMLInputElement>) => {
              if (ADJUST_KEYS.has(event.key)) pickIfUnchosen(event.currentTarget.value);
            }}
            onBlur={onBlur}
          />
          <div aria-hidden="true" className="flex justify-between px-1 text-xs">
            {CONDITIONS.map((label) => (
              <span
                key={label}
                className={label === value ? 'font-bold text-primary' : 'text-base-content/70'}
              >
                {label}
              </span>
            ))}
          </div>
          {rubric && <div className="mt-2 rounded-box bg-base-200 p-3">{rubric}</div>}
        </div>
      )}
    </FormField>
  );
}
