import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pastePlainText } from './plain-paste';
import { richTextExtensions } from './rich-text-extensions';
import type { RichTextEditorProps } from './rich-text-props';
import { RichTextToolbar } from './RichTextToolbar';
import { sanitizeRichText } from './sanitize-rich-text';
import '../inputs.css';
import './rich-text.css';

/** The Tiptap editor behind RichTextEditor; a module of its own so Tiptap loads only where it is used. */
export default function RichTextEditorImpl({
  label,
  labelHidden = false,
  value,
  onChange,
  readOnly = false,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const [initial] = useState(() => sanitizeRichText(value));
  const emitted = useRef(initial);
  const report = useRef(onChange);
  const locked = useRef(readOnly);
  useEffect(() => {
    report.current = onChange;
    locked.current = readOnly;
  });

  const editor = useEditor({
    extensions: richTextExtensions,
    content: initial,
    editable: !readOnly,
    editorProps: {
      handlePaste: pastePlainText,
      // A function, so ProseMirror recomputes it when setEditable changes the mode.
      attributes: () => ({
        class: 'rich-text-content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-readonly': String(locked.current),
      }),
    },
    onUpdate: ({ editor: e }) => {
      emitted.current = sanitizeRichText(e.getHTML());
      report.current?.(emitted.current);
    },
  });

  // Without `false` Tiptap emits an update here, which reports the (normalised) text as an edit on
  // every mount and on going offline: a form just opened would count as changed.
  useEffect(() => editor.setEditable(!readOnly, false), [editor, readOnly]);

  // A value from outside (a loaded tour, a reset form) replaces the text; our own echo does not.
  useEffect(() => {
    const incoming = sanitizeRichText(value);
    if (incoming === emitted.current) return;
    emitted.current = incoming;
    editor.commands.setContent(incoming, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className={readOnly ? 'rich-text rich-text-readonly' : 'rich-text'}>
      <span className={labelHidden ? 'field-label visually-hidden' : 'field-label'} id={labelId}>
        {t(label)}
      </span>
      {!readOnly && <RichTextToolbar editor={editor} />}
      <EditorContent editor={editor} className="rich-text-frame" />
    </div>
  );
}
