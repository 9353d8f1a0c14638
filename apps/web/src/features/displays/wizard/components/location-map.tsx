import 'leaflet/dist/leaflet.css';
import type { LatLngExpression, LeafletMouseEvent } from 'leaflet';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';

/** Tile server from the web build's environment; the picker works without tiles (click + coordinates). */
const tileUrl: string =
  (import.meta.env.VITE_MAP_TILE_URL as string | undefined) || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const germany: LatLngExpression = [51.1657, 10.4515];

const round = (n: number) => Math.round(n * 1e6) / 1e6;

function ClickToPick({ onPick }: { onPick: (lat: number, lng: number) => void }) {
  useMapEvents({
    click: (event: LeafletMouseEvent) => onPick(round(event.latlng.lat), round(event.latlng.lng)),
  });
  return null;
}

/** Follows coordinates typed by hand, and fixes the size once the (formerly hidden) step becomes visible. */
function Follow({ lat, lng, visible }: { lat?: number | null; lng?: number | null; visible: boolean }) {
  const map = useMap();
  useEffect(() => {
    if (visible) setTimeout(() => map.invalidateSize(), 0);
  }, [visible, map]);
  useEffect(() => {
    if (typeof lat === 'number' && typeof lng === 'number' && !map.getBounds().contains([lat, lng])) {
      map.setView([lat, lng], Math.max(map.getZoom(), 13));
    }
  }, [lat, lng, map]);
  return null;
}

type Props = {
  lat?: number | null;
  lng?: number | null;
  visible: boolean;
  disabled?: boolean;
  onPick: (lat: number, lng: number) => void;
  /** Whether the last tile failed to load (offline, blocked tile server). */
  onTilesFailed: (failed: boolean) => void;
};

/** The Leaflet map of the location picker (map-picker.tsx), a chunk of its own: Leaflet is larger than the wizard. */
export default function LocationMap({ lat, lng, visible, disabled, onPick, onTilesFailed }: Props) {
  const hasPoint = typeof lat === 'number' && typeof lng === 'number';
  return (
    <MapContainer
      center={hasPoint ? [lat, lng] : germany}
      zoom={hasPoint ? 14 : 5}
      style={{ height: '100%', width: '100%', cursor: disabled ? 'default' : 'crosshair' }}
      attributionControl
    >
      <TileLayer
        url={tileUrl}
        attribution="&copy; OpenStreetMap"
        eventHandlers={{ tileerror: () => onTilesFailed(true), tileload: () => onTilesFailed(false) }}
      />
      {!disabled && <ClickToPick onPick={onPick} />}
      <Follow lat={lat} lng={lng} visible={visible} />
      {hasPoint && (
        <CircleMarker center={[lat, lng]} radius={9} pathOptions={{ color: '#1677ff', weight: 3, fillOpacity: 0.5 }} />
      )}
    </MapContainer>
  );
}
