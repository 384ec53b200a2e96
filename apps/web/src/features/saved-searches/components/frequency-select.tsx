import {
  SAVED_SEARCH_FREQUENCIES,
  type SavedSearchFrequency,
  SAVED_SEARCHES_TEXTS as T,
} from '@phonebazaar/shared';

/** How often a saved search alerts: right away, a daily or weekly digest, or never. */
export function FrequencySelect({
  label,
  value,
  onChange,
  disabled = false,
  id,
}: {
  label: string;
  value: SavedSearchFrequency;
  onChange: (value: SavedSearchFrequency) => void;
  disabled?: boolean;
  id?: string;
}) {
  return (
    <label className="flex flex-col gap-1" htmlFor={id}>
      <span className="font-medium text-sm">{label}</span>
      <select
        id={id}
        className="select select-bordered w-full"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as SavedSearchFrequency)}
      >
        {SAVED_SEARCH_FREQUENCIES.map((f) => (
          <option key={f} value={f}>
            {T.frequencies[f]}
          </option>
        ))}
      </select>
    </label>
  );
}
