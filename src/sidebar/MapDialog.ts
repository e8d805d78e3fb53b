/// <reference lib="dom" />
/** The organiser's dialog "Karte anzeigen": the shared map view over the inlined picture. */
import type { MapPicture } from '../rules/map/mapPicture';
import { byId } from './dom';
import { MapView } from './mapView';
import { readPageData } from './pageData';

const picture = readPageData<MapPicture>();
// ＋/−: a large map does not fit the dialog, and a mouse has no pinch; a five-column map fits (fitToCanvas),
// again when the window changes size, until the organiser zooms by hand.
const view = new MapView(byId('map-canvas'), byId('map-legend'), byId('map-history'), { zoomButtons: true, fitToCanvas: true });
view.show(picture ?? { fields: [], players: [], message: 'Keine Kartendaten erhalten.' });
