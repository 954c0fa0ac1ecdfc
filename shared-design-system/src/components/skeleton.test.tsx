import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { SKELETON_PULSE_DELAY_MS, Skeleton, SkeletonGroup } from './skeleton';

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

  it('stays still for its first second and only then pulses, so a page that arrives quickly never animates', () => {
    const { container } = renderWithTheme(<Skeleton />);
    const placeholder = container.querySelector('[data-skeleton]') as HTMLElement;
    const style = getComputedStyle(placeholder);
    expect(SKELETON_PULSE_DELAY_MS).toBe(1000);
    expect(style.animationDelay).toBe('1000ms');
    // jsdom keeps the shorthand as written: the pulse itself, which the delay only postpones
    expect(style.animation).toMatch(/^animation-\w+ 1\.5s ease-in-out infinite$/);
  });
});
