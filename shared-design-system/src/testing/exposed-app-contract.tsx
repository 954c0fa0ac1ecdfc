import { screen, type ByRoleOptions } from '@testing-library/react';
import { startTestServer, type TestRoutes, type TestServer } from 'shared-contracts/testing';
import type { AreaLifecycles } from '../area/create-area-lifecycles';
import { mountExposedArea, resetExposedAreas } from './mount-exposed-area';

/** What a remote's exposed `./app` promises the host, checked by `describeExposedApp`. */
export interface ExposedAppContract {
  /** the exposed module: its single-spa lifecycles and contractRange */
  app: AreaLifecycles & { contractRange: string };
  /** the range of the remote's package.json (`platform.contract`) */
  contract: string;
  /** the federation name the host mounts it as ('mfe_goals/app') */
  name: string;
  /** the page it opens at */
  path: string;
  /** what the test server answers (the page's calls) */
  routes: TestRoutes;
  /** the page's <h1> */
  heading: string;
  /** something only real data shows ({ role: 'link', name: 'Polícia Federal - Agente' }) */
  shows: { role: Parameters<typeof screen.findByRole>[0]; name: ByRoleOptions['name'] };
  /** more checks once the data is on the page (the calls it made, their parameters) */
  alsoCheck?: (server: TestServer) => void;
}

/**
 * The contract test of a remote's exposed `./app`, the same for every remote: it declares its package's
 * contract range; it mounts into the host's #area outside act() as single-spa does, shows real data from
 * the server, unmounts leaving #area empty with no console error, and mounts again when the student comes
 * back (its query client outlives the mount, so the data is there at once).
 */
export function describeExposedApp(contract: ExposedAppContract): void {
  describe('exposed ./app', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(contract.routes);
    });
    afterAll(() => server.close());
    afterEach(resetExposedAreas);

    it('declares the contract range of package.json', () => {
      expect(contract.app.contractRange).toBe(contract.contract);
    });

    it('mounts into #area with real data, unmounts cleanly and mounts again from its cache', async () => {
      const exposed = await mountExposedArea(contract.app, {
        name: contract.name,
        path: contract.path,
        platform: { prefixUrl: server.url },
      });
      expect(exposed.area).toContainElement(
        await screen.findByRole('heading', { level: 1, name: contract.heading }),
      );
      expect(await screen.findByRole(contract.shows.role, { name: contract.shows.name })).toBeInTheDocument();
      contract.alsoCheck?.(server);

      await exposed.unmount();
      expect(exposed.area).toBeEmptyDOMElement();
      expect(exposed.consoleErrors).not.toHaveBeenCalled();

      await exposed.mount();
      expect(screen.getByRole(contract.shows.role, { name: contract.shows.name })).toBeInTheDocument();
      await exposed.unmount();
      expect(exposed.area).toBeEmptyDOMElement();
    });
  });
}
