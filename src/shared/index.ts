/**
 * The contract between the layers: what the sidebar and the server exchange, the server's
 * function map, and how a public function's parameters are declared. Types only, pure.
 */
export * from './battleContract';
export * from './paramSpec';
export * from './serverApi';
export * from './bookingContract';
export * from './submission';
export * from './portalContract';
