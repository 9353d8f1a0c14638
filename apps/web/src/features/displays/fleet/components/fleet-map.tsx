import 'leaflet/dist/leaflet.css';
import '../../../../lib/map-attribution.css';
import {
  type LayerGroup,
  type Map as LeafletMap,
  control,
  divIcon,
  latLngBounds,
  layerGroup,
  map,
  marker,
  point,
  tileLayer,
} from 'leaflet';
import { useEffect, useRef } from 'react';
import type { DisplayMapPin } from '@plakat/shared';
import { mapTileAttribution, mapTileUrl } from '../../../../lib/map-tiles.ts';
import { type Cluster, gridClusters } from '../lib/clusters.ts';
import styles from './fleet-map.module.css';

/** Grid cell of the clustering, in pixels; from this zoom on every pin stands alone. */
const CELL = 64;
const SINGLE_FROM_ZOOM = 15;
const PIN = 18;
const germany: [number, number] = [51.1657, 10.4515];

type Props = {
  pins: DisplayMapPin[];
  selected: string | null;
  onSelect: (id: string) => void;
  /** Whether the last tile failed to load (no tile server reachable): the pins stay usable on a plain background. */
  onTilesFailed: (failed: boolean) => void;
  zoomTitles: { zoomIn: string; zoomOut: string };
  pinLabel: (pin: DisplayMapPin) => string;
  clusterLabel: (count: number, online: number) => string;
};

const classes = (...names: (string | false)[]) => names.filter(Boolean).join(' ');

/**
 * The fleet's Leaflet map (a chunk of its own, with Leaflet), driven directly as the location picker is
 * (docs/decisions.md). Pins and clusters are keyboard-reachable markers (Leaflet gives them role="button"; Enter
 * clicks) named by `pinLabel`/`clusterLabel`; only the pins inside the view (and a margin) are drawn.
 */
export default function FleetMap(props: Props) {
  const box = useRef<HTMLDivElement>(null);
  const mapRef = useRef<{ leaflet: LeafletMap; layer: LayerGroup } | null>(null);
  // The latest props, so the map is built once and its handlers never go stale.
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    if (!box.current) return;
    const leaflet = map(box.current, { zoomControl: false, maxZoom: 18 }).setView(germany, 5);
    tileLayer(mapTileUrl, { attribution: mapTileAttribution })
      .on('tileerror', () => latest.current.onTilesFailed(true))
      .on('tileload', () => latest.current.onTilesFailed(false))
      .addTo(leaflet);
    const layer = layerGroup().addTo(leaflet);
    mapRef.current = { leaflet, layer };
    leaflet.on('moveend', () => draw(leaflet, layer, latest.current));
    const resize = setTimeout(() => leaflet.invalidateSize(), 0);
    return () => {
      clearTimeout(resize);
      leaflet.remove();
      mapRef.current = null;
    };
  }, []);

  const { zoomIn, zoomOut } = props.zoomTitles;
  useEffect(() => {
    const zoom = mapRef.current && control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut });
    zoom?.addTo(mapRef.current?.leaflet as LeafletMap);
    return () => {
      zoom?.remove();
    };
  }, [zoomIn, zoomOut]);

  // A new search: the view fits its pins.
  const { pins } = props;
  useEffect(() => {
    const current = mapRef.current;
    if (!current) return;
    if (pins.length > 0)
      current.leaflet.fitBounds(latLngBounds(pins.map((p) => [p.latitude, p.longitude])), {
        padding: [32, 32],
        maxZoom: SINGLE_FROM_ZOOM,
      });
    draw(current.leaflet, current.layer, latest.current);
  }, [pins]);

  // The selected pin's ring and the labels of another language.
  const { selected, pinLabel, clusterLabel } = props;
  // biome-ignore lint/correctness/useExhaustiveDependencies: draw reads them through `latest`; they decide when
  useEffect(() => {
    const current = mapRef.current;
    if (current) draw(current.leaflet, current.layer, latest.current);
  }, [selected, pinLabel, clusterLabel]);

  return <div ref={box} style={{ height: '100%', width: '100%' }} />;
}

/** Draws the pins inside the view: clustered by grid below SINGLE_FROM_ZOOM, apart (pins on one spot spread) above. */
function draw(leaflet: LeafletMap, layer: LayerGroup, props: Props) {
  layer.clearLayers();
  const zoom = leaflet.getZoom();
  const view = leaflet.getBounds().pad(0.25);
  const projected = props.pins
    .filter((p) => view.contains([p.latitude, p.longitude]))
    .map((item) => ({ item, ...leaflet.project([item.latitude, item.longitude], zoom) }));
  const single = zoom >= SINGLE_FROM_ZOOM;
  for (const group of gridClusters(projected, single ? 2 : CELL)) {
    if (!single && group.items.length > 1) addCluster(leaflet, layer, props, group);
    else for (const place of spread(group)) addPin(leaflet, layer, props, place);
  }
}

type Place = { pin: DisplayMapPin; x: number; y: number };

/** Pins on one spot (one building) around it in a small circle, so each can be clicked. */
function spread({ items, x, y }: Cluster<DisplayMapPin>): Place[] {
  if (items.length === 1) return [{ pin: items[0], x, y }];
  const radius = 12 + items.length * 2;
  return items.map((pin, i) => {
    const angle = (2 * Math.PI * i) / items.length;
    return { pin, x: x + radius * Math.cos(angle), y: y + radius * Math.sin(angle) };
  });
}

function addPin(leaflet: LeafletMap, layer: LayerGroup, props: Props, { pin, x, y }: Place) {
  const label = props.pinLabel(pin);
  const className = classes(
    styles.pin,
    pin.online ? styles.online : styles.offline,
    pin.id === props.selected && styles.selected,
  );
  const m = marker(leaflet.unproject([x, y], leaflet.getZoom()), {
    icon: divIcon({ className, iconSize: [PIN, PIN], html: '' }),
    title: label,
    riseOnHover: true,
    zIndexOffset: pin.id === props.selected ? 1000 : 0,
  });
  m.on('click', () => props.onSelect(pin.id));
  layer.addLayer(m);
  m.getElement()?.setAttribute('aria-label', label);
  m.getElement()?.setAttribute('data-display-id', pin.id);
}

function addCluster(leaflet: LeafletMap, layer: LayerGroup, props: Props, group: Cluster<DisplayMapPin>) {
  const count = group.items.length;
  const online = group.items.filter((p) => p.online).length;
  const size = Math.round(30 + Math.min(18, Math.log10(count) * 8));
  const label = props.clusterLabel(count, online);
  const m = marker(leaflet.unproject([group.x, group.y], leaflet.getZoom()), {
    icon: divIcon({
      className: classes(styles.cluster, online > 0 && styles.someOnline),
      iconSize: [size, size],
      // Centred by its line height: Leaflet's marker CSS sets the icon's display.
      html: `<span aria-hidden="true" style="line-height:${size - 6}px">${count}</span>`,
    }),
    title: label,
  });
  // Into the cluster: as far as its pins fit, at least one level (pins on one spot spread at SINGLE_FROM_ZOOM).
  m.on('click', () => {
    const bounds = latLngBounds(group.items.map((p) => [p.latitude, p.longitude]));
    const fits = leaflet.getBoundsZoom(bounds, false, point(48, 48));
    leaflet.setView(bounds.getCenter(), Math.min(SINGLE_FROM_ZOOM, Math.max(fits, leaflet.getZoom() + 1)));
  });
  layer.addLayer(m);
  m.getElement()?.setAttribute('aria-label', label);
  m.getElement()?.setAttribute('data-cluster-size', String(count));
}
