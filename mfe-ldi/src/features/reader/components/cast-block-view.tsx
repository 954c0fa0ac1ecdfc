import { usePlatform, type CastPlayRequest, type LdiCastBlock } from 'shared-contracts';
import { Button } from 'shared-design-system';
import { LDI_CAST_HORIZONTAL } from '../../../constants';
import { formatClock } from 'shared-design-system/area';

/** Where a cast block sits in the document (sent with the play request so the dock can link back). */
export interface BlockPlace {
  courseId: number;
  chapterId: number;
  itemId: number;
  /** title of the section the dock shows (the item's title) */
  sectionTitle: string;
}

/** What the audio dock receives when a cast block is played: a one-track 'ldi' section. */
export function castPlayRequest(block: LdiCastBlock, place: BlockPlace): CastPlayRequest {
  return {
    section: {
      id: `ldi-${place.courseId}-${block.id}`,
      title: place.sectionTitle,
      tracks: [block.cast.track],
      horizontalData: {
        type: LDI_CAST_HORIZONTAL,
        data: {
          course_id: place.courseId,
          chapter_id: place.chapterId,
          item_id: place.itemId,
          block_id: block.id,
          album_id: block.cast.album_id,
        },
      },
    },
    index: 0,
    albumImageUrl: block.cast.album_image_url,
  };
}

/** An audio summary: title, length, teachers and a play button that hands it to the host's audio dock. */
export function CastBlockView({ block, place }: { block: LdiCastBlock; place: BlockPlace }) {
  const { bus } = usePlatform();
  const { track } = block.cast;
  return (
    <div
      css={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: theme.space.md,
        padding: theme.space.md,
        background: theme.colors.surfaceAlt,
        borderRadius: theme.radii.md,
      })}
    >
      <Button
        onClick={() => bus.emit('cast:play', castPlayRequest(block, place))}
        aria-label={`Ouvir ${track.title}`}
      >
        Ouvir
      </Button>
      <div>
        <p css={{ margin: 0, fontWeight: 600 }}>{track.title}</p>
        <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
          Áudio · {formatClock(track.duration)}
          {track.teachers.length > 0 ? ` · ${track.teachers.map((teacher) => teacher.name).join(', ')}` : ''}
        </p>
      </div>
    </div>
  );
}
