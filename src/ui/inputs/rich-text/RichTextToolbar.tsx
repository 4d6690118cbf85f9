import { IonIcon } from '@ionic/react';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { link, list, unlink } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkForm } from './LinkForm';

/** Bullet list, numbered list, link and unlink; the list buttons show whether the cursor is in one. */
export function RichTextToolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const [editingLink, setEditingLink] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
    }),
  });

  const applyLink = (href: string) => {
    setEditingLink(false);
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !state.link) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.extendMarkRange('link').setLink({ href }).run();
    }
  };

  return (
    <div className="rich-text-toolbar-area">
      <div className="rich-text-toolbar" role="toolbar" aria-label={t('Formatting')}>
        <button
          type="button"
          className="flat-button"
          aria-pressed={state.bullets}
          onClick={() => editor.chain().focus().toggleBulletList().run()}
        >
          <IonIcon icon={list} aria-hidden="true" />
          {t('Bullet list')}
        </button>
        <button
          type="button"
          className="flat-button"
          aria-pressed={state.numbers}
          onClick={() => editor.chain().focus().toggleOrderedList().run()}
        >
          <span aria-hidden="true">1.</span>
          {t('Numbered list')}
        </button>
        <button
          type="button"
          className="flat-button"
          aria-pressed={editingLink}
          onClick={() => setEditingLink((open) => !open)}
        >
          <IonIcon icon={link} aria-hidden="true" />
          {t('Link')}
        </button>
        <button
          type="button"
          className="flat-button"
          disabled={!state.link}
          onClick={() => editor.chain().focus().extendMarkRange('link').unsetLink().run()}
        >
          <IonIcon icon={unlink} aria-hidden="true" />
          {t('Unlink')}
        </button>
      </div>
      {editingLink && (
        <LinkForm initial={state.href} onApply={applyLink} onCancel={() => setEditingLink(false)} />
      )}
    </div>
  );
}
