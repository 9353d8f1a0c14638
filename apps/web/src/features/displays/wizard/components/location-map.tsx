import 'leaflet/dist/leaflet.css';
import '../../../../lib/map-attribution.css';
import {
  type CircleMarker,
  type LatLngExpression,
  type Map as LeafletMap,
  circleMarker,
  control,
  map,
  tileLayer,
} from 'leaflet';
import { useEffect, useRef } from 'react';
import { mapTileAttribution, mapTileUrl } from '../../../../lib/map-tiles.ts';

const germany: LatLngExpression = [51.1657, 10.4515];

const round = (n: number) => Math.round(n * 1e6) / 1e6;
const isPoint = (lat?: number | null, lng?: number | null): [number, number] | null =>
  typeof lat === 'number' && typeof lng === 'number' ? [lat, lng] : null;

type Props = {
  lat?: number | null;
  lng?: number | null;
  visible: boolean;
  disabled?: boolean;
  onPick: (lat: number, lng: number) => void;
  /** Whether the last tile failed to load (offline, blocked tile server). */
  onTilesFailed: (failed: boolean) => void;
  /** The zoom buttons' names in the reader's language (Leaflet's own are English). */
  zoomTitles: { zoomIn: string; zoomOut: string };
};

/**
 * The Leaflet map of the location picker (map-picker.tsx), a chunk of its own: Leaflet is larger than the wizard.
 * Leaflet is driven directly (no React wrapper: react-leaflet's licence does not go with the AGPL, docs/decisions.md).
 */
export default function LocationMap({ lat, lng, visible, disabled, onPick, onTilesFailed, zoomTitles }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const markerRef = useRef<CircleMarker | null>(null);
  // The latest callbacks, so the map is built once and its handlers never go stale.
  const handlers = useRef({ onPick, onTilesFailed, disabled });
  handlers.current = { onPick, onTilesFailed, disabled };
  // The coordinates when the map opens place its first view; later ones move it (below).
  const firstPoint = useRef(isPoint(lat, lng));

  useEffect(() => {
    if (!box.current) return;
    const point = firstPoint.current;
    const leaflet = map(box.current, { attributionControl: true, zoomControl: false }).setView(
      point ?? germany,
      point ? 14 : 5,
    );
    // The picker works without tiles (click + coordinates).
    tileLayer(mapTileUrl, { attribution: mapTileAttribution })
      .on('tileerror', () => handlers.current.onTilesFailed(true))
      .on('tileload', () => handlers.current.onTilesFailed(false))
      .addTo(leaflet);
    leaflet.on('click', (event) => {
      if (!handlers.current.disabled) handlers.current.onPick(round(event.latlng.lat), round(event.latlng.lng));
    });
    mapRef.current = leaflet;
    return () => {
      leaflet.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, []);

  // The zoom buttons, named again when the language changes.
  const { zoomIn, zoomOut } = zoomTitles;
  useEffect(() => {
    const leaflet = mapRef.current;
    if (!leaflet) return;
    const zoom = control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(leaflet);
    return () => {
      zoom.remove();
    };
  }, [zoomIn, zoomOut]);

  // The size is known only once the (formerly hidden) step is visible.
  useEffect(() => {
    if (visible) setTimeout(() => mapRef.current?.invalidateSize(), 0);
  }, [visible]);

  // Follows coordinates typed by hand and keeps the marker on the point.
  useEffect(() => {
    const leaflet = mapRef.current;
    if (!leaflet) return;
    const point = isPoint(lat, lng);
    if (!point) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    if (markerRef.current) markerRef.current.setLatLng(point);
    else
      markerRef.current = circleMarker(point, { radius: 9, color: '#1677ff', weight: 3, fillOpacity: 0.5 }).addTo(
        leaflet,
      );
    if (!leaflet.getBounds().contains(point)) leaflet.setView(point, Math.max(leaflet.getZoom(), 13));
  }, [lat, lng]);

  return <div ref={box} style={{ height: '100%', width: '100%', cursor: disabled ? 'default' : 'crosshair' }} />;
}
