import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * As a student on a catalogue page: once `gone` is listed in the 'Catálogo' section, ticks the filter `option`
 * there, waits until `gone` leaves the list and finds `kept` in the narrowed one. Gives the section.
 */
export async function chooseCatalogFilter(
  user: UserEvent,
  { option, gone, kept }: { option: string; gone: string; kept: string },
): Promise<HTMLElement> {
  const catalog = screen.getByRole('region', { name: 'Catálogo' });
  await within(catalog).findByRole('link', { name: gone });
  await user.click(await within(catalog).findByRole('checkbox', { name: option }));
  await waitFor(() => expect(within(catalog).queryByRole('link', { name: gone })).not.toBeInTheDocument());
  // the narrowed catalogue may still be on its way (its skeleton stands in the list's place)
  expect(await within(catalog).findByRole('link', { name: kept })).toBeInTheDocument();
  expect(within(catalog).queryByRole('link', { name: gone })).not.toBeInTheDocument();
  return catalog;
}
