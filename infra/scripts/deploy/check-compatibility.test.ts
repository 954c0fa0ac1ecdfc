import { checkCompatibility, type CompatibilityContext } from './check-compatibility';
import { compatibleRelease, FIXTURE_CONTEXT } from './deploy-fixture';

const CAST = { pkg: 'mfe-cast', federationName: 'mfe_cast', version: '1.1.0' };

describe('checkCompatibility', () => {
  it('accepts a build of the remote asked for, on the host contract, with its routes and singletons', () => {
    expect(checkCompatibility(compatibleRelease('mfe-cast', '1.1.0'), FIXTURE_CONTEXT, CAST)).toEqual([]);
  });

  it('refuses a contract range the host contract does not satisfy', () => {
    const release = { ...compatibleRelease('mfe-cast', '1.1.0'), contract: '^2.0.0' };

    expect(checkCompatibility(release, FIXTURE_CONTEXT, CAST)).toEqual([
      "contract range ^2.0.0 is not satisfied by the host's contract 1.0.0",
    ]);
  });

  it('refuses routes that differ from the ownership table, naming the owner of a taken route', () => {
    const release = { ...compatibleRelease('mfe-goals', '1.1.0'), routes: ['/objetivos/*', '/ldi/*', '/x'] };

    expect(
      checkCompatibility(release, FIXTURE_CONTEXT, {
        ...CAST,
        pkg: 'mfe-goals',
        federationName: 'mfe_goals',
      }),
    ).toEqual([
      'claims route /ldi/*, which the ownership table gives to mfe-ldi',
      'claims route /x, which the ownership table does not give to mfe-goals',
      'does not claim route /explorar, which the ownership table gives to mfe-goals',
    ]);
  });

  it('compares routes as a set (order and repeats do not matter)', () => {
    const release = {
      ...compatibleRelease('mfe-goals', '1.1.0'),
      routes: ['/explorar', '/objetivos/*', '/explorar'],
    };

    expect(
      checkCompatibility(release, FIXTURE_CONTEXT, {
        ...CAST,
        pkg: 'mfe-goals',
        federationName: 'mfe_goals',
      }),
    ).toEqual([]);
  });

  it('refuses a build of another remote, or one published under another version', () => {
    const release = compatibleRelease('mfe-goals', '1.2.0');

    expect(checkCompatibility(release, FIXTURE_CONTEXT, CAST)).toEqual([
      'platform.json names the remote mfe-goals, not mfe-cast',
      'platform.json has the federation name mfe_goals, but mfe-cast is mfe_cast in the topology',
      'platform.json says version 1.2.0, but it was published as 1.1.0',
      'claims route /objetivos/*, which the ownership table gives to mfe-goals',
      'claims route /explorar, which the ownership table gives to mfe-goals',
      'does not claim route /cast/*, which the ownership table gives to mfe-cast',
    ]);
  });

  it('refuses a shared range the host version does not satisfy, sub-paths included', () => {
    const release = compatibleRelease('mfe-cast', '1.1.0');
    release.shared['react-dom/client'] = '^20.0.0';

    expect(checkCompatibility(release, FIXTURE_CONTEXT, CAST)).toEqual([
      "shared singleton react-dom/client ^20.0.0 is not satisfied by the host's react-dom 19.3.1",
    ]);
  });

  it('refuses sharing a module that is not a platform singleton', () => {
    const release = compatibleRelease('mfe-cast', '1.1.0');
    release.shared.lodash = '^4.17.0';

    expect(checkCompatibility(release, FIXTURE_CONTEXT, CAST)).toEqual([
      'shares lodash, which is not a platform singleton (share only real singletons: react, react-dom, react-router-dom, jotai, rxjs, @emotion/react, single-spa, shared-contracts, shared-design-system, @tanstack/react-query)',
    ]);
  });

  it('checks a singleton the host does not depend on against the installed version, saying so', () => {
    const context: CompatibilityContext = {
      ...FIXTURE_CONTEXT,
      hostShared: {
        ...FIXTURE_CONTEXT.hostShared,
        rxjs: { package: 'rxjs', version: '7.8.2', provider: 'remotes' },
      },
    };
    const release = compatibleRelease('mfe-cast', '1.1.0');

    expect(checkCompatibility(release, context, CAST)).toEqual([]);
    release.shared.rxjs = '^8.0.0';
    expect(checkCompatibility(release, context, CAST)).toEqual([
      'shared singleton rxjs ^8.0.0 is not satisfied by the installed rxjs 7.8.2 (the host does not depend on rxjs; the remotes share it among themselves)',
    ]);
  });

  it('lists every problem at once', () => {
    const release = { ...compatibleRelease('mfe-cast', '1.1.0'), contract: '^2.0.0', routes: [] };
    release.shared.react = '^18.0.0';

    expect(checkCompatibility(release, FIXTURE_CONTEXT, CAST)).toEqual([
      "contract range ^2.0.0 is not satisfied by the host's contract 1.0.0",
      'does not claim route /cast/*, which the ownership table gives to mfe-cast',
      "shared singleton react ^18.0.0 is not satisfied by the host's react 19.3.1",
    ]);
  });
});
