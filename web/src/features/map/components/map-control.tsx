import { Control, DomEvent, type ControlPosition, type Map as LeafletMap } from 'leaflet';
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface MapControlProps {
  map: LeafletMap | null;
  position: ControlPosition;
  /** Set once, when the control is made. */
  className: string;
  children: ReactNode;
}

/**
 * React content in one of Leaflet's control corners: it stacks with the zoom buttons instead of being
 * placed over them by guesswork, and taps and scrolls on it do not pan or zoom the map.
 */
export function MapControl({ map, position, className, children }: MapControlProps) {
  const [container] = useState(() => {
    const element = document.createElement('div');
    element.className = `leaflet-control ${className}`;
    DomEvent.disableClickPropagation(element);
    DomEvent.disableScrollPropagation(element);
    return element;
  });

  useEffect(() => {
    if (!map) return;
    const control = new Control({ position });
    control.onAdd = () => container;
    control.addTo(map);
    return () => {
      control.remove();
    };
  }, [map, position, container]);

  return createPortal(children, container);
}
