import type { AllState } from './use-selection';

interface SelectAllBoxProps {
  state: AllState;
  label: string;
  onToggle: () => void;
}

/** The select-all checkbox: ticked when every row is, a dash when some are. */
export function SelectAllBox({ state, label, onToggle }: SelectAllBoxProps) {
  return (
    <input
      type="checkbox"
      className="dt-check"
      aria-label={label}
      checked={state === 'all'}
      aria-checked={state === 'some' ? 'mixed' : state === 'all'}
      ref={(box) => {
        if (box) box.indeterminate = state === 'some';
      }}
      onChange={onToggle}
    />
  );
}
