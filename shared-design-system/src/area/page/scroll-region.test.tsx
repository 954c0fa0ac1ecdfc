import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlatformThemeProvider } from '../../theme/platform-theme-provider';
import { ScrollRegion } from './scroll-region';

test('a wide table scrolls from the keyboard: the region is named and in the tab order', async () => {
  render(
    <PlatformThemeProvider vertical="concursos">
      <button type="button">antes</button>
      <ScrollRegion label="Aproveitamento por disciplina">
        <table>
          <caption>Aproveitamento por disciplina</caption>
          <tbody>
            <tr>
              <td>Português</td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>
    </PlatformThemeProvider>,
  );
  const region = screen.getByRole('region', { name: 'Aproveitamento por disciplina' });
  expect(region).toContainElement(screen.getByRole('table'));
  screen.getByRole('button', { name: 'antes' }).focus();
  await userEvent.tab();
  expect(region).toHaveFocus();
});
