import type { StationListItem } from '@mesonet/shared/contracts/stations.schema';
import { markerReadingText, type MarkerFace } from '@mesonet/shared/map/station-marker';
import '@/components/legend-bands/legend-hatch.css';

const htmlEscapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/** Only plain hex colours reach a style attribute, whatever the server sends. */
function safeColour(colour: string | null): string | null {
  return colour !== null && /^#[0-9a-f]{3,8}$/i.test(colour) ? colour : null;
}

/** What a screen reader hears for the marker: the station, then the reading or why there is none. */
export function markerDescription(
  station: StationListItem,
  metricLabel: string,
  unit: string,
  face: MarkerFace,
): string {
  return `${station.name}: ${metricLabel} ${markerReadingText(face, unit)}${station.nominated ? ' (a station of your plan)' : ''}`;
}

/**
 * A marker as a few spans of DOM (ARCHITECTURE.md "markers as lightweight DOM"): the coloured disc with
 * the value, the nominated flag, the optional name under it and the text a screen reader reads instead.
 */
export function stationMarkerHtml(
  station: StationListItem,
  face: MarkerFace,
  { description, showName }: { description: string; showName: boolean },
): string {
  const background = face.kind === 'value' ? safeColour(face.backgroundColor) : null;
  const font = face.kind === 'value' ? safeColour(face.fontColor) : null;
  const style = [background && `background-color:${background}`, font && `color:${font}`].filter(Boolean).join(';');
  const hatch = face.kind === 'value' && face.hatched ? ' legend-hatch' : '';
  const discClass = `station-marker__disc station-marker__disc--${face.kind}${hatch}`;
  return [
    `<span class="${discClass}" data-site-slug="${escapeHtml(station.slug)}" style="${style}" aria-hidden="true">`,
    escapeHtml(face.text),
    '</span>',
    station.nominated ? '<span class="station-marker__flag" aria-hidden="true">★</span>' : '',
    showName ? `<span class="station-marker__name" aria-hidden="true">${escapeHtml(station.name)}</span>` : '',
    `<span class="visually-hidden">${escapeHtml(description)}</span>`,
  ].join('');
}
