import {
  Browser,
  DomUtil,
  Layer,
  Util,
  type LeafletEvent,
  type LeafletKeyboardEvent,
  type LeafletMouseEvent,
  type Map as LeafletMap,
  type Point,
  type ZoomAnimEvent,
} from 'leaflet';
import { markerSizePx } from '@mesonet/shared/map/station-marker';
import { escapeHtml } from './station-marker-icon';

/** One station's marker as the layer draws it: where, what it shows and how it ranks. */
export interface StationMarkerView {
  slug: string;
  lat: number;
  lng: number;
  /** The marker's inner HTML (station-marker-icon.ts): disc, flag, name and the words a screen reader reads. */
  html: string;
  /** The station's name, shown by the browser on hover. */
  title: string;
  nominated: boolean;
  /** Added to the marker's z-index: nominated and research stations stay on top where markers overlap. */
  zIndexOffset: number;
}

interface DrawnMarker {
  view: StationMarkerView;
  element: HTMLElement;
}

/** How far a marker under the pointer rises above its neighbours (Leaflet's own `riseOffset`). */
const riseOnHoverOffset = 250;

/** The marker's box, centred on its station: 40 px, 50 px for a nominated station. */
function boxStyle(nominated: boolean): string {
  const sizePx = markerSizePx({ nominated });
  const half = sizePx / 2;
  return `margin-left:-${half}px;margin-top:-${half}px;width:${sizePx}px;height:${sizePx}px`;
}

function markerClass(nominated: boolean, zoomAnimated: boolean): string {
  return [
    'leaflet-marker-icon station-marker',
    nominated ? 'station-marker--nominated' : '',
    zoomAnimated ? 'leaflet-zoom-animated' : 'leaflet-zoom-hide',
    'leaflet-interactive',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The element Leaflet's own marker would make: a focusable button named by the station, placed by a transform. */
function markerElementHtml(view: StationMarkerView, zoomAnimated: boolean): string {
  return (
    `<div class="${markerClass(view.nominated, zoomAnimated)}" tabindex="0" role="button"` +
    ` title="${escapeHtml(view.title)}" style="${boxStyle(view.nominated)}">${view.html}</div>`
  );
}

/**
 * Every station's marker in one Leaflet layer. A Leaflet marker per station (and a React component for
 * each) cost a slow phone a third of a second before the first marker showed; this layer writes all the
 * markers' DOM in one go, places each with a transform and listens once for the lot. The markers behave
 * as Leaflet's own: focusable buttons in the marker pane, Enter and Space open them like a click, the one
 * under the pointer rises, and they follow the map's zoom animation.
 */
export class StationMarkersLayer extends Layer {
  private readonly drawn = new Map<string, DrawnMarker>();
  private readonly byElement = new WeakMap<Element, DrawnMarker>();
  private views: readonly StationMarkerView[] = [];
  private leafletMap: LeafletMap | null = null;
  private zoomAnimated = false;

  /** What a click, Enter or Space on a marker does with its station. */
  private onSelect: (slug: string) => void = () => undefined;

  constructor() {
    super();
    Util.setOptions(this, { pane: 'markerPane' });
  }

  setOnSelect(onSelect: (slug: string) => void): void {
    this.onSelect = onSelect;
  }

  /** The markers to show, in tab order: changed ones are redrawn in place, so a focused marker keeps focus. */
  setMarkers(views: readonly StationMarkerView[]): void {
    this.views = views;
    if (this.leafletMap) this.draw();
  }

  override onAdd(map: LeafletMap): this {
    this.leafletMap = map;
    this.zoomAnimated = Boolean(map.options.zoomAnimation) && Browser.any3d;
    this.on(this.pointerAndKeyEvents());
    this.draw();
    return this;
  }

  override onRemove(): this {
    for (const marker of this.drawn.values()) this.erase(marker);
    this.drawn.clear();
    this.off(this.pointerAndKeyEvents());
    this.leafletMap = null;
    return this;
  }

  /** Leaflet hands the layer the events of the elements it registered (addInteractiveTarget). */
  private pointerAndKeyEvents() {
    return { click: this.select, keydown: this.selectByKey, mouseover: this.rise, mouseout: this.settle };
  }

  override getEvents() {
    return { zoom: this.placeAll, viewreset: this.placeAll, zoomanim: this.animateZoom };
  }

  private draw(): void {
    const wanted = new Set(this.views.map((view) => view.slug));
    for (const [slug, marker] of this.drawn) {
      if (wanted.has(slug)) continue;
      this.erase(marker);
      this.drawn.delete(slug);
    }
    const added: StationMarkerView[] = [];
    for (const view of this.views) {
      const marker = this.drawn.get(view.slug);
      if (marker) this.redraw(marker, view);
      else added.push(view);
    }
    if (added.length > 0) this.add(added);
  }

  /** New markers are parsed in one go and each put before the next marker in tab order. */
  private add(views: readonly StationMarkerView[]): void {
    const pane = this.getPane();
    if (!pane) return;
    const template = document.createElement('template');
    template.innerHTML = views.map((view) => markerElementHtml(view, this.zoomAnimated)).join('');
    const elements = Array.from(template.content.children) as HTMLElement[];
    views.forEach((view, index) => {
      const element = elements[index];
      if (!element) return;
      const marker = { view, element };
      this.drawn.set(view.slug, marker);
      this.byElement.set(element, marker);
      this.addInteractiveTarget(element);
      this.place(marker);
    });
    let next: HTMLElement | null = null;
    for (const view of [...this.views].reverse()) {
      const marker = this.drawn.get(view.slug);
      if (!marker) continue;
      if (!marker.element.isConnected) pane.insertBefore(marker.element, next);
      next = marker.element;
    }
  }

  private redraw(marker: DrawnMarker, view: StationMarkerView): void {
    const { element, view: before } = marker;
    marker.view = view;
    if (before.html !== view.html) element.innerHTML = view.html;
    if (before.title !== view.title) element.title = view.title;
    if (before.nominated !== view.nominated) {
      element.className = markerClass(view.nominated, this.zoomAnimated);
      element.setAttribute('style', boxStyle(view.nominated));
      this.place(marker);
    } else if (before.lat !== view.lat || before.lng !== view.lng || before.zIndexOffset !== view.zIndexOffset) {
      this.place(marker);
    }
  }

  private erase(marker: DrawnMarker): void {
    this.removeInteractiveTarget(marker.element);
    marker.element.remove();
  }

  private place(marker: DrawnMarker, raised = false): void {
    if (!this.leafletMap) return;
    const point = this.leafletMap.latLngToLayerPoint([marker.view.lat, marker.view.lng]).round();
    this.setPosition(marker, point, raised);
  }

  private setPosition(marker: DrawnMarker, point: Point, raised = false): void {
    DomUtil.setPosition(marker.element, point);
    marker.element.style.zIndex = String(point.y + marker.view.zIndexOffset + (raised ? riseOnHoverOffset : 0));
  }

  private readonly placeAll = () => {
    for (const marker of this.drawn.values()) this.place(marker);
  };

  /** Where each marker will be once the zoom animation ends (Leaflet's own markers do the same). */
  private readonly animateZoom = (event: LeafletEvent) => {
    const map = this.leafletMap;
    const mapPane = map?.getPane('mapPane');
    if (!map || !mapPane) return;
    const { zoom, center } = event as ZoomAnimEvent;
    const newPixelOrigin = map
      .project(center, zoom)
      .subtract(map.getSize().divideBy(2))
      .add(DomUtil.getPosition(mapPane))
      .round();
    for (const marker of this.drawn.values()) {
      const point = map.project([marker.view.lat, marker.view.lng], zoom).subtract(newPixelOrigin).round();
      this.setPosition(marker, point);
    }
  };

  private markerOf(event: { originalEvent: Event }): DrawnMarker | null {
    const target = event.originalEvent.target;
    const element = target instanceof Element ? target.closest('.station-marker') : null;
    return element ? (this.byElement.get(element) ?? null) : null;
  }

  private readonly select = (event: LeafletMouseEvent): void => {
    const marker = this.markerOf(event);
    if (marker) this.onSelect(marker.view.slug);
  };

  /** Leaflet's marker icons are buttons: Enter and Space must act like a click. */
  private readonly selectByKey = (event: LeafletKeyboardEvent): void => {
    const { originalEvent } = event;
    if (originalEvent.key !== 'Enter' && originalEvent.key !== ' ') return;
    const marker = this.markerOf(event);
    if (!marker) return;
    originalEvent.preventDefault();
    this.onSelect(marker.view.slug);
  };

  private readonly rise = (event: LeafletMouseEvent): void => {
    const marker = this.markerOf(event);
    if (marker) this.place(marker, true);
  };

  private readonly settle = (event: LeafletMouseEvent): void => {
    const marker = this.markerOf(event);
    if (marker) this.place(marker);
  };
}
