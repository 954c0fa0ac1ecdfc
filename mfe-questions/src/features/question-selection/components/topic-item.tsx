import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { QuestionTopic } from 'shared-contracts';
import { usePlatform } from 'shared-contracts';
import { Button, Checkbox } from 'shared-design-system';
import { ContentSkeleton, QueryView, pluralize } from 'shared-design-system/area';
import { topicChildrenQuery } from '../api/get-topic-children';

export interface TopicItemProps {
  topic: QuestionTopic;
  isSelected: (topic: QuestionTopic) => boolean;
  onToggle: (topic: QuestionTopic) => void;
}

function TopicCheckbox({ topic, isSelected, onToggle }: TopicItemProps) {
  return (
    <Checkbox
      label={topic.name}
      hint={pluralize(topic.questions_count, 'questão', 'questões')}
      checked={isSelected(topic)}
      onChange={() => onToggle(topic)}
    />
  );
}

function TopicChildren({ parent, ...rest }: Omit<TopicItemProps, 'topic'> & { parent: QuestionTopic }) {
  const { http } = usePlatform();
  const children = useQuery(topicChildrenQuery(http, parent.id));
  return (
    <QueryView
      query={children}
      errorMessage={`Não foi possível carregar os assuntos de ${parent.name}.`}
      skeleton={<ContentSkeleton shape="text" count={2} label={`Carregando assuntos de ${parent.name}`} />}
    >
      {(answer) => (
        <ul
          aria-label={`Assuntos de ${parent.name}`}
          css={(theme) => ({
            listStyle: 'none',
            margin: 0,
            padding: `0 0 0 ${theme.space.lg}px`,
            display: 'grid',
            gap: theme.space.xs,
          })}
        >
          {answer.data.map((child) => (
            <li key={child.id}>
              <TopicCheckbox topic={child} {...rest} />
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

/** One topic of the selection: a checkbox with its question count; a discipline can show its subjects. */
export function TopicItem(props: TopicItemProps) {
  const { topic } = props;
  const [open, setOpen] = useState(false);
  const canOpen = topic.parent_id === null && topic.has_children;
  return (
    <li
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.xs,
        padding: `${theme.space.sm}px 0`,
        borderBottom: `1px solid ${theme.colors.border}`,
      })}
    >
      <div
        css={(theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'start',
          justifyContent: 'space-between',
          gap: theme.space.sm,
        })}
      >
        <TopicCheckbox {...props} />
        {canOpen && (
          <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
            {open ? `Ocultar assuntos de ${topic.name}` : `Ver assuntos de ${topic.name}`}
          </Button>
        )}
      </div>
      {canOpen && open && (
        <TopicChildren parent={topic} isSelected={props.isSelected} onToggle={props.onToggle} />
      )}
    </li>
  );
}
