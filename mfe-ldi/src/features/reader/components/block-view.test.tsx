import { screen, within } from '@testing-library/react';
import type { LdiItem } from 'shared-contracts';
import { closeTestServers, renderArea } from '../../../testing/render-area';
import { ITEMS, SLUG } from '../../../testing/fixtures';
import { itemsRoute, READER_ROUTES } from '../../../testing/reader-routes';

afterEach(closeTestServers);

/** The theory item of the fixtures holding the block types the other tests do not show. */
const MORE_BLOCKS: LdiItem = {
  ...ITEMS[100111]!,
  blocks: [
    {
      id: 1001111,
      position: 1,
      type: 'tiptap',
      content:
        '<p>Texto do <em>editor novo</em>.</p><blockquote class="callout callout-cuidado"><p>O prazo é decadencial.</p></blockquote><img src="x" onerror="window.hacked = true" alt="esquema">',
    },
    {
      id: 1001112,
      position: 2,
      type: 'vimeo',
      video: { title: 'Aula no Vimeo', source: '76979871', duration: 754 },
    },
    {
      id: 1001113,
      position: 3,
      type: 'videoMyDocuments',
      video: {
        title: 'Aula gravada',
        source: '/static-bff/videos/direito-constitucional-3.mp4',
        duration: 600,
      },
    },
    {
      id: 1001114,
      position: 4,
      type: 'rangeLdiLinks',
      links: [
        { title: 'Organização do Estado', url: `/ldi/${SLUG}?capitulo=10012` },
        { title: 'Link perigoso', url: 'javascript:alert(1)' },
      ],
    },
  ],
};

const renderItem = () =>
  renderArea(`/ldi/${SLUG}`, {
    ...READER_ROUTES,
    'GET /v3/mci/items/:id': itemsRoute({ ...ITEMS, 100111: MORE_BLOCKS }),
  });

const theory = () => screen.findByRole('article', { name: 'Direitos Fundamentais: teoria' });

describe('block types', () => {
  it('shows a tiptap block as sanitised HTML with its callout label', async () => {
    await renderItem();
    const item = await theory();
    expect(await within(item).findByText('editor novo')).toBeInTheDocument();
    expect(within(item).getByText('Cuidado')).toBeInTheDocument();
    expect(within(item).getByText('O prazo é decadencial.')).toBeInTheDocument();
    expect(within(item).getByRole('img', { name: 'esquema' })).not.toHaveAttribute('onerror');
  });

  it('plays a vimeo block in the Vimeo player, titled, with its length', async () => {
    await renderItem();
    const item = await theory();
    expect(await within(item).findByTitle('Aula no Vimeo')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871',
    );
    expect(within(item).getByText('Aula no Vimeo (12:34)')).toBeInTheDocument();
  });

  it('plays a videoMyDocuments block from the file the dev BFF serves', async () => {
    await renderItem();
    const item = await theory();
    const video = await within(item).findByLabelText('Aula gravada');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', '/static-bff/videos/direito-constitucional-3.mp4');
    expect(video).toHaveAttribute('controls');
    expect(within(item).getByText('Aula gravada (10:00)')).toBeInTheDocument();
  });

  it('lists the links of a rangeLdiLinks block, without unsafe addresses', async () => {
    await renderItem();
    const item = await theory();
    expect(await within(item).findByRole('link', { name: 'Organização do Estado' })).toHaveAttribute(
      'href',
      `/ldi/${SLUG}?capitulo=10012`,
    );
    const unsafe = within(item).getByText('Link perigoso');
    expect(unsafe.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
  });
});

describe('icons beside the button text', () => {
  const decorativeIcon = (element: HTMLElement) => element.querySelector('svg[aria-hidden="true"]');

  it("shows a play icon on a cast block's Ouvir and a download icon on the chapter PDF, names unchanged", async () => {
    await renderItem();
    const listen = await screen.findByRole('button', { name: /^Ouvir / });
    expect(listen).toHaveTextContent(/^Ouvir$/);
    expect(decorativeIcon(listen)).not.toBeNull();
    const pdf = screen.getByRole('button', { name: 'Baixar capítulo em PDF' });
    expect(decorativeIcon(pdf)).not.toBeNull();
  });

  it('shows a download icon on the zip of the downloads mode', async () => {
    await renderArea(`/ldi/${SLUG}?modo=downloads`, {
      ...READER_ROUTES,
      'POST /v3/mci/print/documents/list': { data: [{ id: 3, name: 'capitulo-10011.pdf', status: 'done' }] },
    });
    const zip = await screen.findByRole('button', { name: 'Baixar selecionados (.zip)' });
    expect(decorativeIcon(zip)).not.toBeNull();
  });
});
