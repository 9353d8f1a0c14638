import { Alert, Col, Form, Row } from 'antd';
import type { FormInstance } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '../../../../components/number-input.tsx';
import { schemaRule } from '../lib/rules.ts';

/** Leaflet loads when the wizard shows, after its first step has rendered; the box below keeps the map's place. */
const LocationMap = lazy(() => import('./location-map.tsx'));

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
  const hasPoint = typeof lat === 'number' && typeof lng === 'number';

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
        <Suspense fallback={null}>
          <LocationMap
            lat={lat}
            lng={lng}
            visible={visible}
            disabled={disabled}
            onPick={(a, b) => {
              form.setFieldsValue({ latitude: a, longitude: b });
              void form.validateFields(['latitude', 'longitude']);
            }}
            onTilesFailed={setTilesFailed}
            zoomTitles={{ zoomIn: tw('map.zoomIn'), zoomOut: tw('map.zoomOut') }}
          />
        </Suspense>
      </div>
      {tilesFailed && <Alert style={{ marginTop: 8 }} type="info" showIcon title={tw('map.tilesFailed')} />}
      {!hasPoint && !tilesFailed && <Alert style={{ marginTop: 8 }} type="info" showIcon title={tw('map.hint')} />}
      <Row gutter={16} style={{ marginTop: 12 }}>
        <Col xs={12}>
          <Form.Item
            name="latitude"
            label={tw('fields.latitude')}
            rules={[schemaRule((s) => s.locationStep.shape.latitude, tw('fields.mapLocation'), t)]}
          >
            <NumberInput style={{ width: '100%' }} min={-90} max={90} step={0.0001} precision={6} />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item
            name="longitude"
            label={tw('fields.longitude')}
            rules={[schemaRule((s) => s.locationStep.shape.longitude, tw('fields.mapLocation'), t)]}
          >
            <NumberInput style={{ width: '100%' }} min={-180} max={180} step={0.0001} precision={6} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
