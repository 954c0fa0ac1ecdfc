import { render, screen } from '@testing-library/react';
import { PlatformProvider } from 'shared-contracts';
import { createTestPlatform } from 'shared-contracts/testing';
import { COMMENTS_WIDGET_ID, useCommentsWidget } from './use-remote-widget';

function Comments() {
  const widget = useCommentsWidget();
  if (widget === 'loading') return <p>Carregando comentários</p>;
  if (widget === null) return <p>Comentários indisponíveis</p>;
  return <widget.CommentsWidget platform={createTestPlatform()} forumId={7} title="Discussão" />;
}

function renderWith(widgets: Record<string, unknown>) {
  const platform = createTestPlatform({ widgets });
  return render(
    <PlatformProvider platform={platform}>
      <Comments />
    </PlatformProvider>,
  );
}

describe('useRemoteWidget / useCommentsWidget', () => {
  it('is loading, then renders the widget the other remote exposes', async () => {
    renderWith({
      [COMMENTS_WIDGET_ID]: {
        CommentsWidget: ({ forumId, title }: { forumId: number; title?: string }) => (
          <h2>
            {title} {forumId}
          </h2>
        ),
      },
    });
    expect(screen.getByText('Carregando comentários')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Discussão 7' })).toBeInTheDocument();
  });

  it('gives null when the widget is unavailable or not the expected shape, so the page shows its fallback', async () => {
    renderWith({});
    expect(await screen.findByText('Comentários indisponíveis')).toBeInTheDocument();
  });

  it('gives null for a module without the widget component', async () => {
    renderWith({ [COMMENTS_WIDGET_ID]: { CommentsWidget: 'not a component' } });
    expect(await screen.findByText('Comentários indisponíveis')).toBeInTheDocument();
  });
});
