import {
  createEventBus,
  createHttpClients,
  HEADER_INTERACTIVE_TRACK_TYPE,
  INTERACTIVE_TRACK_TYPE,
} from 'shared-contracts';
import { startTestServer } from 'shared-contracts/testing';
import { interactiveTrackTypeFor } from './interactive-track';

test('the strategic-track slug, print and pdf routes, and no other', () => {
  for (const path of [
    '/trilhas-estrategicas/direito-penal',
    '/trilhas-interativas/print',
    '/ldi/print',
    '/ldi/pdf',
    '/ldi/print-test',
  ])
    expect(interactiveTrackTypeFor(path)).toBe(INTERACTIVE_TRACK_TYPE);
  for (const path of [
    '/trilhas-estrategicas',
    '/trilhas-estrategicas/estante/todas',
    '/trilhas-estrategicas/resultado-pesquisa',
    '/ldi/curso-x',
    '/mesa-de-estudo',
  ])
    expect(interactiveTrackTypeFor(path)).toBeNull();
});

test('the strategic client sends the header on those pages only', async () => {
  const server = await startTestServer({ 'GET /bff/trilhas': { data: [] } });
  let path = '/trilhas-estrategicas/direito-penal';
  const http = createHttpClients({
    bus: createEventBus(),
    vertical: 'concursos',
    prefixUrl: server.url,
    getInteractiveTrackType: () => interactiveTrackTypeFor(path),
  });
  await http.strategic.get('bff/trilhas').json();
  path = '/mesa-de-estudo';
  await http.strategic.get('bff/trilhas').json();
  const [onTrack, elsewhere] = server.requestsTo('GET', '/bff/trilhas');
  expect(onTrack?.headers[HEADER_INTERACTIVE_TRACK_TYPE]).toBe(INTERACTIVE_TRACK_TYPE);
  expect(elsewhere?.headers[HEADER_INTERACTIVE_TRACK_TYPE]).toBeUndefined();
  await server.close();
});
