import { SEARCH_PRICE_MAX, type SearchState, SEARCH_TEXTS as T } from '@phonebazaar/shared';
import { useId, useState } from 'react';
import type { SearchUpdate } from '../utils/search-state';

const BATTERY_STEPS = [80, 85, 90, 95];

/** The steps offered, and an address's own value among them (a shared link may hold 70). */
function batterySteps(current: number | undefined): number[] {
  if (current === undefined || BATTERY_STEPS.includes(current)) return BATTERY_STEPS;
  return [...BATTERY_STEPS, current].sort((a, b) => a - b);
}

function dollars(text: string): number | undefined {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) ? undefined : value;
}

/**
 * The price range (applied with its button or Enter, not on every key) and the minimum battery
 * health (applied when picked). Labels stay visible; a range the wrong way round says so.
 */
export function PriceBatteryFields({
  state,
  onChange,
}: {
  state: SearchState;
  onChange: (update: SearchUpdate) => void;
}) {
  const id = useId();
  const fromState = `${state.priceMin ?? ''}|${state.priceMax ?? ''}`;
  const [seen, setSeen] = useState(fromState);
  const [min, setMin] = useState(String(state.priceMin ?? ''));
  const [max, setMax] = useState(String(state.priceMax ?? ''));
  const [error, setError] = useState(false);
  // A chip removed or Back pressed: the fields show the address's range again.
  if (seen !== fromState) {
    setSeen(fromState);
    setMin(String(state.priceMin ?? ''));
    setMax(String(state.priceMax ?? ''));
    setError(false);
  }

  const applyPrice = () => {
    const low = dollars(min);
    const high = dollars(max);
    if (low !== undefined && high !== undefined && low > high) {
      setError(true);
      return;
    }
    setError(false);
    onChange((current) => {
      const next = { ...current };
      delete next.priceMin;
      delete next.priceMax;
      if (low) next.priceMin = low;
      if (high !== undefined) next.priceMax = high;
      return next;
    });
  };

  const field = (name: 'priceMin' | 'priceMax', value: string, set: (v: string) => void) => (
    <div className="flex flex-1 flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="text-xs">
        {name === 'priceMin' ? T.priceMin : T.priceMax}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type="number"
        inputMode="decimal"
        min={0}
        max={SEARCH_PRICE_MAX}
        step="any"
        className={`input input-sm w-full ${error ? 'input-error' : ''}`}
        aria-invalid={error || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value}
        onChange={(event) => set(event.target.value)}
      />
    </div>
  );

  return (
    <>
      <fieldset className="fieldset">
        <legend className="fieldset-legend text-sm">{T.groups.price}</legend>
        <div className="flex items-end gap-2">
          {field('priceMin', min, setMin)}
          {field('priceMax', max, setMax)}
        </div>
        {error && (
          <p id={`${id}-error`} className="text-red-700 text-xs">
            {T.priceOrder}
          </p>
        )}
        {/* The form's default button: Enter in either field presses it. */}
        <button
          type="submit"
          className="btn btn-outline btn-sm mt-1"
          onClick={(event) => {
            event.preventDefault();
            applyPrice();
          }}
        >
          {T.priceApply}
        </button>
      </fieldset>
      <fieldset className="fieldset">
        <legend className="fieldset-legend text-sm">{T.groups.battery}</legend>
        <label htmlFor={`${id}-battery`} className="text-xs">
          {T.batteryMin}
        </label>
        <select
          id={`${id}-battery`}
          name="batteryMin"
          className="select select-sm w-full"
          value={state.batteryMin ?? ''}
          onChange={(event) => {
            const percent = event.target.value;
            onChange((current) => {
              const next = { ...current };
              if (percent) next.batteryMin = Number(percent);
              else delete next.batteryMin;
              return next;
            });
          }}
        >
          <option value="">{T.batteryAny}</option>
          {batterySteps(state.batteryMin).map((percent) => (
            <option key={percent} value={percent}>
              {T.batteryAtLeast(percent)}
            </option>
          ))}
        </select>
      </fieldset>
    </>
  );
}
