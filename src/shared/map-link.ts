// A map link for a location a responder shared: OpenStreetMap's own page with a marker, so
// neither our pages nor our mails load anything from a third party until the parent opens it.

/** Six decimals are about 10 cm: more would only pretend to a precision phones do not have. */
const coordinate = (value: number) => value.toFixed(6);

export function openStreetMapUrl(latitude: number, longitude: number): string {
  const lat = coordinate(latitude);
  const lon = coordinate(longitude);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}
