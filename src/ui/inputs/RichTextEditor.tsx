import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorProps } from './rich-text/rich-text-props';
import './rich-text/rich-text.css';

export type { RichTextEditorProps } from './rich-text/rich-text-props';

// Tiptap and ProseMirror weigh more than most screens: they load with the first editor shown.
const RichTextEditorImpl = lazy(() => import('./rich-text/RichTextEditorImpl'));

/** Rich text limited to paragraphs, lists and links; 250 px high; read-only on request. */
export function RichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div className="rich-text">
          <span className={props.labelHidden ? 'field-label visually-hidden' : 'field-label'}>
            {t(props.label)}
          </span>
          <div className="rich-text-placeholder">{t('Loading')}</div>
        </div>
      }
    >
      <RichTextEditorImpl {...props} />
    </Suspense>
  );
}
