import type { StationListEntry } from '@mesonet/shared/map/station-list';
import type { RefObject } from 'react';
import { DisclosureButton } from '@/components/ui/disclosure-button';
import '@/components/ui/button.css';

interface StationListProps {
  entries: readonly StationListEntry[];
  metricLabel: string;
  open: boolean;
  onToggle: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
  listId: string;
  /** Opens the station's popup; the pressed button gets focus back when the popup closes. */
  onOpen: (slug: string, opener: HTMLElement) => void;
}

/**
 * Every station as a button: the keyboard's way to any marker, with the selected
 * metric's reading and band in words beside its colour. Folded on phones until 'List stations'.
 */
export function StationList({ entries, metricLabel, open, onToggle, toggleRef, listId, onOpen }: StationListProps) {
  return (
    <section className="station-list" aria-labelledby={`${listId}-title`}>
      <div className="station-list__head">
        <h2 className="station-list__title" id={`${listId}-title`}>
          Stations <span className="station-list__metric">({metricLabel})</span>
        </h2>
        <DisclosureButton
          ref={toggleRef}
          className="link-toggle map-legend__toggle"
          open={open}
          controls={listId}
          onClick={onToggle}
        >
          {open ? 'Hide list' : 'List stations'}
        </DisclosureButton>
      </div>
      <ul id={listId} className="station-list__items" hidden={!open}>
        {entries.map((entry) => {
          const colours =
            entry.face.kind === 'value' && entry.face.backgroundColor
              ? { backgroundColor: entry.face.backgroundColor }
              : undefined;
          return (
            <li key={entry.slug}>
              <button
                type="button"
                className="station-list__station"
                data-station-slug={entry.slug}
                onClick={(event) => onOpen(entry.slug, event.currentTarget)}
              >
                <span
                  className={`station-list__swatch station-list__swatch--${entry.face.kind}`}
                  style={colours}
                  aria-hidden="true"
                />
                {/* Named by its visible text, with unseen commas so a screen reader pauses between the parts; no
                    colon, so it never reads like a marker ('Name: metric …'). */}
                <span className="station-list__name">
                  {entry.name}
                  <span className="station-list__pause">,</span>
                </span>
                <span className="station-list__reading">
                  <span>
                    {entry.readingText}
                    {entry.bandText ? <span className="station-list__pause">,</span> : null}
                  </span>
                  {entry.bandText ? <span className="station-list__band">{entry.bandText}</span> : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
