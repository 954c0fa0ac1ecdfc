import { useAtom } from 'jotai/react';
import {
  ACCESSIBILITY_FONT_MAX,
  ACCESSIBILITY_FONT_MIN,
  ACCESSIBILITY_MODIFIER_MAX,
  ACCESSIBILITY_MODIFIER_MIN,
} from 'shared-contracts';
import { Button, Modal } from 'shared-design-system';
import { accessibilityAtom } from '../state/shell-store';
import {
  DEFAULT_SETTINGS,
  setModifier,
  stepFont,
  stepModifier,
  type Modifier,
} from './accessibility-settings';

export const ACCESSIBILITY_TITLE = 'Acessibilidade';

interface RowProps {
  label: string;
  value: number;
  min: number;
  max: number;
  decrease: { label: string; onClick: () => void };
  increase: { label: string; onClick: () => void };
}

function SettingRow({ label, value, min, max, decrease, increase }: RowProps) {
  return (
    <div
      role="group"
      aria-label={label}
      css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space.sm })}
    >
      <span css={{ flex: 1 }}>{label}</span>
      <Button variant="secondary" size="sm" onClick={decrease.onClick} disabled={value <= min}>
        {decrease.label}
      </Button>
      <output aria-label={`${label}: nível`} css={{ minWidth: '2.5em', textAlign: 'center' }}>
        {value > 0 ? `+${value}` : value}
      </output>
      <Button variant="secondary" size="sm" onClick={increase.onClick} disabled={value >= max}>
        {increase.label}
      </Button>
    </div>
  );
}

/**
 * The accessibility settings (spec 1 §3, §5): font -2..4 by steps, line height and margins -10..10; they
 * apply at once to the shell and every area and are saved in this browser.
 */
export default function AccessibilityDialog({ onClose }: { onClose: () => void }) {
  const [settings, setSettings] = useAtom(accessibilityAtom);
  const step = (modifier: Exclude<Modifier, 'fontSizeModifier'>, direction: 1 | -1) =>
    setSettings(stepModifier(settings, modifier, direction));
  return (
    <Modal
      open
      size="sm"
      title={ACCESSIBILITY_TITLE}
      onClose={onClose}
      footer={
        <>
          <Button
            variant="ghost"
            onClick={() => {
              let next = settings;
              for (const modifier of [
                'fontSizeModifier',
                'lineHeightModifier',
                'marginSizeModifier',
              ] as const)
                next = setModifier(next, modifier, DEFAULT_SETTINGS[modifier]);
              setSettings(next);
            }}
          >
            Restaurar padrão
          </Button>
          <Button onClick={onClose}>Concluir</Button>
        </>
      }
    >
      <div css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
        <SettingRow
          label="Tamanho da fonte"
          value={settings.fontSizeModifier}
          min={ACCESSIBILITY_FONT_MIN}
          max={ACCESSIBILITY_FONT_MAX}
          decrease={{ label: 'Diminuir fonte', onClick: () => setSettings(stepFont(settings, -1)) }}
          increase={{ label: 'Aumentar fonte', onClick: () => setSettings(stepFont(settings, 1)) }}
        />
        <SettingRow
          label="Altura das linhas"
          value={settings.lineHeightModifier}
          min={ACCESSIBILITY_MODIFIER_MIN}
          max={ACCESSIBILITY_MODIFIER_MAX}
          decrease={{ label: 'Diminuir altura das linhas', onClick: () => step('lineHeightModifier', -1) }}
          increase={{ label: 'Aumentar altura das linhas', onClick: () => step('lineHeightModifier', 1) }}
        />
        <SettingRow
          label="Margens"
          value={settings.marginSizeModifier}
          min={ACCESSIBILITY_MODIFIER_MIN}
          max={ACCESSIBILITY_MODIFIER_MAX}
          decrease={{ label: 'Diminuir margens', onClick: () => step('marginSizeModifier', -1) }}
          increase={{ label: 'Aumentar margens', onClick: () => step('marginSizeModifier', 1) }}
        />
      </div>
    </Modal>
  );
}
