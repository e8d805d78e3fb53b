/// <reference lib="dom" />
/**
 * Two-finger zoom on a map canvas (issue 24 §4: pinch-zoom did nothing on the map). The canvas
 * keeps `touch-action: pan-x pan-y`, so one finger pans natively and the browser leaves the
 * pinch to this: the zoom follows the fingers' distance, and the point between them stays
 * under the fingers. Touch events, not pointer events: the browser cancels the pointers of a
 * pan once it starts, but keeps sending touches.
 */

/** What the view lets the pinch read and set. */
export interface Zoomable {
  zoom(): number;
  /** Sets the zoom (clamped by the view) and answers the zoom now in force. */
  setZoom(zoom: number): number;
}

interface Gesture {
  distance: number;
  zoom: number;
  /** The point between the fingers, in unzoomed map units. */
  anchor: { x: number; y: number };
}

function spread(touches: TouchList): { distance: number; x: number; y: number } {
  const [a, b] = [touches[0], touches[1]];
  return {
    distance: Math.max(1, Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY)),
    x: (a.clientX + b.clientX) / 2,
    y: (a.clientY + b.clientY) / 2,
  };
}

export function attachPinch(canvas: HTMLElement, view: Zoomable): void {
  let gesture: Gesture | null = null;

  canvas.addEventListener(
    'touchstart',
    (event) => {
      if (event.touches.length !== 2) return;
      const s = spread(event.touches);
      const box = canvas.getBoundingClientRect();
      const zoom = view.zoom();
      gesture = {
        distance: s.distance,
        zoom,
        anchor: { x: (canvas.scrollLeft + s.x - box.left) / zoom, y: (canvas.scrollTop + s.y - box.top) / zoom },
      };
    },
    { passive: true },
  );

  canvas.addEventListener(
    'touchmove',
    (event) => {
      if (!gesture || event.touches.length !== 2) return;
      if (event.cancelable) event.preventDefault();
      const s = spread(event.touches);
      const box = canvas.getBoundingClientRect();
      const zoom = view.setZoom((gesture.zoom * s.distance) / gesture.distance);
      canvas.scrollLeft = gesture.anchor.x * zoom - (s.x - box.left);
      canvas.scrollTop = gesture.anchor.y * zoom - (s.y - box.top);
    },
    { passive: false },
  );

  const end = (event: TouchEvent) => {
    if (event.touches.length < 2) gesture = null;
  };
  canvas.addEventListener('touchend', end);
  canvas.addEventListener('touchcancel', end);
}
