import { useTranslation } from 'react-i18next';
import type { OptionsState } from './use-autocomplete-options';

const TEXTS = { loading: 'Searching…', failed: 'Could not load options', empty: 'No matches' } as const;

/** What the lookup is doing when there is no list to show; announced to screen readers. */
export function AutocompleteStatus({ status, count }: { status: OptionsState['status']; count: number }) {
  const { t } = useTranslation();
  const text =
    status === 'loading'
      ? TEXTS.loading
      : status === 'failed'
        ? TEXTS.failed
        : status === 'done' && count === 0
          ? TEXTS.empty
          : null;
  return (
    <div className="autocomplete-status" role="status">
      {text ? t(text) : null}
    </div>
  );
}
