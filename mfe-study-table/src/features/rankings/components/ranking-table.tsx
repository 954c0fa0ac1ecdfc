import type { RankingEntry } from 'shared-contracts';
import { formatNumber, ScrollRegion } from 'shared-design-system/area';

const cell = { padding: '6px 12px', textAlign: 'left' as const };

/** A ranking page as a table; the student's own line is marked (aria-current) and says '(você)'. */
export function RankingTable({ caption, entries }: { caption: string; entries: RankingEntry[] }) {
  return (
    <ScrollRegion label={caption}>
      <table
        css={(theme) => ({
          width: '100%',
          borderCollapse: 'collapse',
          '& tr': { borderBottom: `1px solid ${theme.colors.border}` },
        })}
      >
        <caption css={{ textAlign: 'left', fontWeight: 700, paddingBottom: 8 }}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" css={cell}>
              Posição
            </th>
            <th scope="col" css={cell}>
              Nome
            </th>
            <th scope="col" css={cell}>
              Acertos
            </th>
            <th scope="col" css={cell}>
              Nota
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr
              key={`${entry.position}-${entry.user_id}`}
              aria-current={entry.is_current_user ? 'true' : undefined}
              css={(theme) =>
                entry.is_current_user ? { background: theme.colors.surfaceAlt, fontWeight: 700 } : {}
              }
            >
              <td css={cell}>{`${formatNumber(entry.position)}º`}</td>
              <th scope="row" css={cell}>
                {entry.is_current_user ? `${entry.name} (você)` : entry.name}
              </th>
              <td css={cell}>{formatNumber(entry.correct)}</td>
              <td css={cell}>{formatNumber(entry.score)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
