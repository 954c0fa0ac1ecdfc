import type { SelectHTMLAttributes } from 'react';

/** A native select with its visible label above it (the label names it). */
export function LabelledSelect({
  label,
  options,
  className,
  ...selectProps
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: string;
  options: readonly { value: string | number; label: string }[];
}) {
  return (
    <label className={className} css={{ display: 'grid', gap: 4 }}>
      <span>{label}</span>
      <select
        {...selectProps}
        css={(theme) => ({
          minHeight: 40,
          padding: '0 8px',
          borderRadius: theme.radii.sm,
          border: `1px solid ${theme.colors.border}`,
          background: theme.colors.background,
          color: theme.colors.text,
          font: 'inherit',
        })}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
