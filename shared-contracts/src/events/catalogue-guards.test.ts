import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE_GUARDS, EVENT_NAMES, isEventName, isValidEventPayload } from './catalogue-guards';
import type { CastSection } from '../dto/cast';

/** The keys of `interface EventCatalogue` as written in catalogue.ts. */
function catalogueNames(): string[] {
  const source = readFileSync(join(__dirname, 'catalogue.ts'), 'utf8');
  const body = /export interface EventCatalogue \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
  return [...body.matchAll(/^\s*'?([\w:-]+)'?\s*:/gm)].map((match) => match[1] ?? '');
}

const section: CastSection = {
  id: 3,
  title: 'Direito Administrativo',
  tracks: [
    { id: 10, title: 'Atos administrativos', duration: 620, teachers: [{ name: 'Prof. Carla Dias' }] },
  ],
  horizontalData: { type: 'default' },
};

describe('catalogue guards', () => {
  it('has a guard for every event name of the catalogue, and no other', () => {
    const names = catalogueNames();
    expect(names.length).toBeGreaterThan(15);
    expect([...EVENT_NAMES].sort()).toEqual([...names].sort());
    for (const name of names)
      expect(typeof CATALOGUE_GUARDS[name as keyof typeof CATALOGUE_GUARDS]).toBe('function');
  });

  it('knows event names', () => {
    expect(isEventName('cast:play')).toBe(true);
    expect(isEventName('toString')).toBe(false);
  });

  it.each([
    ['notebook-created', { id: 1, name: 'Meu caderno', path: 'base.Direito' }],
    ['folder-updated', { id: '9' }],
    ['cast:play', { section, index: 0, albumImageUrl: null }],
    ['cast:pause', {}],
    [
      'cast:state',
      {
        isOpen: true,
        albumImageUrl: 'https://cdn/x.png',
        playingSection: section,
        currentTrack: { index: 0, albumId: 3, position: 12, volume: 0.5, speed: 1, isPlaying: true },
      },
    ],
    ['cast:state', { isOpen: false, albumImageUrl: null, playingSection: null, currentTrack: null }],
    [
      'cast:track-ended',
      { sectionId: 'album-3', sectionType: 'default', albumId: 3, track: section.tracks[0], index: 0 },
    ],
    [
      'cast:track-ended',
      {
        sectionId: 3,
        sectionType: 'default',
        albumId: 3,
        track: section.tracks[0],
        index: 0,
        heardRecorded: true,
      },
    ],
    ['drawer:open', { kind: 'create-folder', path: 'base' }],
    ['drawer:close', {}],
    ['modal:open', { kind: 'cast-redirect', data: { path: '/questoes/buscar' } }],
    ['toast', { kind: 'success', message: 'Caderno criado!', durationMs: 3000 }],
    [
      'download:enqueue',
      { url: 'https://cdn/aula.pdf', name: 'aula.pdf', options: { mimeType: 'application/pdf' } },
    ],
    ['track', { type: 'click', target: [{ type: 'notebook', id: 4 }], context: 'cadernos' }],
    ['session:expired', {}],
    ['vertical:under-maintenance', { message: 'Em manutenção', tag: 'UNDER_MAINTENANCE' }],
    ['exam:running', { running: true }],
  ] as const)('accepts a valid %s payload', (name, payload) => {
    expect(isValidEventPayload(name, payload)).toBe(true);
  });

  it.each([
    ['notebook-created', { name: 'sem id' }],
    ['notebook-deleted', null],
    ['cast:play', { section: { ...section, tracks: [{ id: 1 }] } }],
    ['cast:play', { section: { ...section, horizontalData: { type: 'podcast' } } }],
    ['cast:state', { isOpen: true }],
    ['cast:track-ended', { sectionId: 1, sectionType: 'podcast', albumId: 3, track: { id: 1 }, index: 0 }],
    ['cast:track-ended', { sectionId: 1, sectionType: 'default', albumId: 3, track: {}, index: 0 }],
    [
      'cast:track-ended',
      { sectionId: 1, sectionType: 'default', albumId: 3, track: { id: 1 }, index: 0, heardRecorded: 'yes' },
    ],
    ['drawer:open', { kind: 'open-everything' }],
    ['modal:open', { kind: 'report', data: 'x' }],
    ['toast', { kind: 'success', message: '' }],
    ['download:enqueue', { url: '', name: 'x' }],
    ['track', { type: 'click', target: [], context: 'x' }],
    ['track', { type: 'click', target: [{ type: 'notebook' }], context: 'x' }],
    ['session:expired', 'now'],
    ['vertical:under-maintenance', { message: 'x' }],
    ['exam:running', {}],
  ] as const)('rejects an invalid %s payload', (name, payload) => {
    expect(isValidEventPayload(name, payload)).toBe(false);
  });
});
