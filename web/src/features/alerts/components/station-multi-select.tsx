import { useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { ErrorText } from '@/components/ui/text-field';
import type { AlertRuleFormValues } from '@mesonet/shared/alerts/alert-rule-form';

export interface StationChoice {
  slug: string;
  name: string;
}

interface StationMultiSelectProps {
  stations: readonly StationChoice[];
  /** The contract's limit, so a grower sees it before ticking an eleventh. */
  max: number;
}

/**
 * The network's stations to tick, narrowed by a search box: a plain list of tick boxes under a legend,
 * so a screen reader and the keyboard use it like any other; the chosen ones stay listed above the
 * search, each with a button that takes it off, whatever the search shows.
 */
export function StationMultiSelect({ stations, max }: StationMultiSelectProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const { field, fieldState } = useController<AlertRuleFormValues, 'station_slugs'>({ name: 'station_slugs' });
  const chosen = field.value;
  const nameOf = (slug: string) => stations.find((station) => station.slug === slug)?.name ?? slug;
  const wanted = search.trim().toLowerCase();
  const shown = stations.filter((station) => station.name.toLowerCase().includes(wanted));
  const error = fieldState.error?.message;
  const errorId = error ? `${id}-error` : undefined;

  const toggle = (slug: string, on: boolean) =>
    field.onChange(on ? [...chosen, slug] : chosen.filter((each) => each !== slug));

  return (
    <fieldset
      className={error ? 'field alert-stations field--invalid' : 'field alert-stations'}
      aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(' ')}
    >
      <legend className="field__label">Stations</legend>
      <p className="field__hint" id={`${id}-hint`}>
        {`Choose up to ${max}. ${chosen.length} chosen.`}
      </p>
      {chosen.length > 0 ? (
        <ul className="alert-stations__chosen" aria-label="Chosen stations">
          {chosen.map((slug) => (
            <li key={slug}>
              <button
                type="button"
                className="alert-chip"
                aria-label={`Remove ${nameOf(slug)}`}
                onClick={() => {
                  toggle(slug, false);
                  // The button goes with the station: the search box keeps the keyboard in the list.
                  searchRef.current?.focus();
                }}
              >
                {nameOf(slug)}
                <span aria-hidden="true"> ×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label className="visually-hidden" htmlFor={`${id}-search`}>
        Find a station
      </label>
      <input
        ref={searchRef}
        id={`${id}-search`}
        type="search"
        className="field__input"
        placeholder="Find a station"
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div className="alert-stations__options" role="group" aria-label="Stations to choose from">
        {stations.length === 0 ? <p className="field__hint">Loading the stations…</p> : null}
        {stations.length > 0 && shown.length === 0 ? (
          <p className="field__hint">No station matches ‘{search.trim()}’.</p>
        ) : null}
        {shown.map((station) => {
          const checked = chosen.includes(station.slug);
          return (
            <label key={station.slug} className="checkbox-group__option">
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && chosen.length >= max}
                onChange={(event) => toggle(station.slug, event.target.checked)}
                onBlur={field.onBlur}
              />
              {station.name}
            </label>
          );
        })}
      </div>
      <ErrorText id={errorId}>{error}</ErrorText>
    </fieldset>
  );
}
