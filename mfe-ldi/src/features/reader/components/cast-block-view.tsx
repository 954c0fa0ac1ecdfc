import { Play } from 'lucide-react';
import { usePlatform, type CastPlayRequest, type LdiCastBlock } from 'shared-contracts';
import { Button } from 'shared-design-system';
import { CUSTOM_LDI_CAST_HORIZONTAL, LDI_CAST_HORIZONTAL } from '../../../constants';
import { formatClock } from 'shared-design-system/area';

/** Where a cast block sits in the document (sent with the play request so the dock can link back). */
export interface BlockPlace {
  /** ordinary document or custom course: the dock asks each one's track URL differently */
  kind: 'ldi' | 'custom';
  courseId: number;
  /** the course slug: the dock asks POST my-courses/slug/{slug}/track/url for an 'ldi' section */
  courseSlug: string;
  chapterId: number;
  itemId: number;
  /** title of the section the dock shows (the item's title) */
  sectionTitle: string;
}

/**
 * What the audio dock receives when a cast block is played: a one-track 'ldi' section carrying the course
 * slug (the dock posts my-courses/slug/{slug}/track/url), or a 'custom-ldi' one carrying the custom course
 * and block (the dock gets custom-courses/{id}/blocks/{blockId}/cast/{trackId}/url). The dock saves no
 * position for either (spec 1 §4).
 */
export function castPlayRequest(block: LdiCastBlock, place: BlockPlace): CastPlayRequest {
  const custom = place.kind === 'custom';
  return {
    section: {
      id: `${custom ? 'custom-ldi' : 'ldi'}-${place.courseId}-${block.id}`,
      title: place.sectionTitle,
      tracks: [block.cast.track],
      horizontalData: custom
        ? {
            type: CUSTOM_LDI_CAST_HORIZONTAL,
            data: {
              custom_course_id: place.courseId,
              slug: place.courseSlug,
              chapter_id: place.chapterId,
              item_id: place.itemId,
              block_id: block.id,
            },
          }
        : {
            type: LDI_CAST_HORIZONTAL,
            data: {
              slug: place.courseSlug,
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
        icon={<Play aria-hidden="true" size={16} />}
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
