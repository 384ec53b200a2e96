import {
  SEARCH_FACETS,
  type SearchFacet,
  type SearchFacets,
  type SearchState,
  SEARCH_TEXTS as T,
} from '@phonebazaar/shared';
import { facetOptions, selectedValues, toggleValue } from '../utils/facet-options';
import type { SearchScope, SearchUpdate } from '../utils/search-state';
import { FacetGroup } from './facet-group';
import { PriceBatteryFields } from './price-battery-fields';

export interface FilterPanelProps {
  formId: string;
  /** The address the form submits to without JavaScript (the page's own path). */
  action: string;
  scope: SearchScope;
  state: SearchState;
  onChange: (update: SearchUpdate) => void;
  facets: SearchFacets | undefined;
  /** The counts come from a sample of a very large match set: values show without numbers. */
  sampled: boolean;
  /** Per facet, the listings without that detail: shown as "Not stated" (issue #45 item 5). */
  notStated?: Record<string, number>;
}

/** The groups a page offers: a category's page is one category already. */
export function facetGroups(scope: SearchScope): SearchFacet[] {
  return SEARCH_FACETS.filter((group) => !(group === 'category' && scope.kind === 'category'));
}

/**
 * Every filter of a search, with counts. A real GET form (it works without JavaScript, the
 * price's button submits it); with JavaScript each tick changes the address at once, and a
 * changed address starts the results again from their first page.
 */
export function FilterPanel(props: FilterPanelProps) {
  const { formId, action, scope, state, onChange, facets, sampled, notStated } = props;
  return (
    <form
      id={formId}
      action={action}
      method="get"
      aria-label={T.filtersPanel}
      className="flex flex-col gap-2"
      onSubmit={(event) => event.preventDefault()}
    >
      {scope.kind === 'search' && state.q && <input type="hidden" name="q" value={state.q} />}
      {sampled && <p className="text-base-content/70 text-xs">{T.countsSampled}</p>}
      {facetGroups(scope).map((group) => {
        const selected = selectedValues(state, group);
        return (
          <FacetGroup
            key={group}
            name={group}
            legend={T.groups[group]}
            options={facetOptions(group, facets, sampled, selected)}
            notStated={sampled ? undefined : notStated?.[group]}
            selected={selected}
            onToggle={(value, on) => onChange((current) => toggleValue(current, group, value, on))}
          />
        );
      })}
      <PriceBatteryFields state={state} onChange={onChange} />
      <fieldset className="fieldset">
        <legend className="fieldset-legend text-sm">{T.groups.more}</legend>
        {(['verifiedSeller', 'imeiOnFile', 'noDefects'] as const).map((flag) => (
          <label key={flag} className="flex min-h-9 cursor-pointer items-center gap-3 text-sm">
            <input
              type="checkbox"
              className="checkbox checkbox-sm checkbox-primary"
              name={flag}
              value="true"
              checked={state[flag] === true}
              onChange={(event) => {
                const on = event.target.checked;
                onChange((current) => {
                  const next = { ...current };
                  if (on) next[flag] = true;
                  else delete next[flag];
                  return next;
                });
              }}
            />
            {T[flag]}
          </label>
        ))}
      </fieldset>
    </form>
  );
}
