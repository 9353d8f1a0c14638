import 'leaflet/dist/leaflet.css';
import { Alert, Col, Form, InputNumber, Row } from 'antd';
import type { FormInstance } from 'antd';
import type { LatLngExpression, LeafletMouseEvent, Map as LeafletMap } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { locationStep } from '@plakat/shared';
import { schemaRule } from '../lib/rules.ts';

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

/**
 * Map location of spec 02 §3: click the map to set the marker, or type latitude/longitude. Shows a note when map
 * tiles cannot be loaded (offline, blocked tile server); picking still works on the blank map.
 */
export function MapPicker({ form, visible, disabled }: { form: FormInstance; visible: boolean; disabled?: boolean }) {
  const { t: tw } = useTranslation('displayWizard');
  const t = tw;
  const lat = Form.useWatch('latitude', form) as number | null | undefined;
  const lng = Form.useWatch('longitude', form) as number | null | undefined;
  const [tilesFailed, setTilesFailed] = useState(false);
  const mapRef = useRef<LeafletMap | null>(null);
  const hasPoint = typeof lat === 'number' && typeof lng === 'number';
  const shape = locationStep.shape;

  return (
    <>
      <div
        data-testid="map-picker"
        style={{
          height: 300,
          borderRadius: 8,
          overflow: 'hidden',
          border: '1px solid rgba(0,0,0,0.1)',
          background: '#e8eef3',
        }}
      >
        <MapContainer
          ref={mapRef}
          center={hasPoint ? [lat, lng] : germany}
          zoom={hasPoint ? 14 : 5}
          style={{ height: '100%', width: '100%', cursor: disabled ? 'default' : 'crosshair' }}
          attributionControl
        >
          <TileLayer
            url={tileUrl}
            attribution="&copy; OpenStreetMap"
            eventHandlers={{
              tileerror: () => setTilesFailed(true),
              tileload: () => setTilesFailed(false),
            }}
          />
          {!disabled && (
            <ClickToPick
              onPick={(a, b) => {
                form.setFieldsValue({ latitude: a, longitude: b });
                void form.validateFields(['latitude', 'longitude']);
              }}
            />
          )}
          <Follow lat={lat} lng={lng} visible={visible} />
          {hasPoint && (
            <CircleMarker
              center={[lat, lng]}
              radius={9}
              pathOptions={{ color: '#1677ff', weight: 3, fillOpacity: 0.5 }}
            />
          )}
        </MapContainer>
      </div>
      {tilesFailed && <Alert style={{ marginTop: 8 }} type="info" showIcon title={tw('map.tilesFailed')} />}
      {!hasPoint && !tilesFailed && <Alert style={{ marginTop: 8 }} type="info" showIcon title={tw('map.hint')} />}
      <Row gutter={16} style={{ marginTop: 12 }}>
        <Col xs={12}>
          <Form.Item
            name="latitude"
            label={tw('fields.latitude')}
            rules={[schemaRule(shape.latitude, tw('fields.mapLocation'), t)]}
          >
            <InputNumber style={{ width: '100%' }} min={-90} max={90} step={0.0001} precision={6} />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item
            name="longitude"
            label={tw('fields.longitude')}
            rules={[schemaRule(shape.longitude, tw('fields.mapLocation'), t)]}
          >
            <InputNumber style={{ width: '100%' }} min={-180} max={180} step={0.0001} precision={6} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
