import type { PlatformApi } from 'shared-contracts';
import { Card } from 'shared-design-system';
import { CardGrid, PrefetchLink, type PrefetchLinkProps } from 'shared-design-system/area';
import type { MarkedEntry } from './create-marked-catalog-api';

/** What a catalogue's list of entries is given where it is shown. */
export interface EntryListProps<E> {
  entries: readonly E[];
  /** the list's name */
  label: string;
  platform: PlatformApi;
  headingLevel?: 2 | 3;
}

/**
 * Entries as cards opening each one (`{path}/{slug}`), with their facts in lines under the description; the
 * entry's page data (`bySlug`) leaves as soon as the student points at or focuses the link.
 */
export function EntryCards<E extends MarkedEntry>({
  entries,
  label,
  platform,
  headingLevel = 3,
  path,
  bySlug,
  facts,
}: EntryListProps<E> & {
  path: string;
  bySlug: (platform: PlatformApi, slug: string) => PrefetchLinkProps['prefetchData'];
  facts: (entry: E) => readonly string[];
}) {
  return (
    <CardGrid label={label}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <Card
            headingLevel={headingLevel}
            title={
              <PrefetchLink
                to={`${path}/${entry.slug}`}
                prefetchData={bySlug(platform, entry.slug)}
                css={(theme) => ({ color: theme.colors.primary })}
              >
                {entry.title}
              </PrefetchLink>
            }
          >
            <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm })}>{entry.description}</p>
            {facts(entry).map((line, index) => (
              <p
                key={index}
                css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}
              >
                {line}
              </p>
            ))}
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}
