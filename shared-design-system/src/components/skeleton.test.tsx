import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Skeleton, SkeletonGroup } from './skeleton';

describe('Skeleton', () => {
  it('placeholders are hidden from screen readers; the group is busy and says Carregando', () => {
    const { container } = renderWithTheme(
      <SkeletonGroup label="Carregando cadernos">
        <Skeleton />
        <Skeleton width={120} height={24} shape="rect" />
        <Skeleton width={40} height={40} shape="circle" />
      </SkeletonGroup>,
    );
    const group = screen.getByRole('status', { name: 'Carregando cadernos' });
    expect(group).toHaveAttribute('aria-busy', 'true');
    const placeholders = container.querySelectorAll('[data-skeleton]');
    expect(placeholders).toHaveLength(3);
    placeholders.forEach((placeholder) => expect(placeholder).toHaveAttribute('aria-hidden', 'true'));
  });

  it("defaults the group's label to 'Carregando'", () => {
    renderWithTheme(
      <SkeletonGroup>
        <Skeleton />
      </SkeletonGroup>,
    );
    expect(screen.getByRole('status', { name: 'Carregando' })).toBeInTheDocument();
  });
});
