import { Extension } from '@tiptap/core';
import { StarterKit } from '@tiptap/starter-kit';
import { RICH_TEXT_LINK_REL, isRichTextHref, isRichTextLanguage } from '../../../../domain/rich-text';

/**
 * A paragraph's or list's `lang`, kept through edits: supplier notes hold a block per language and each
 * voucher prints its own (domain/rich-text.ts). Without it the editor would drop the mark on the first
 * keystroke. A paragraph split by Enter keeps its language.
 */
const BlockLanguage = Extension.create({
  name: 'blockLanguage',
  addGlobalAttributes() {
    return [
      {
        types: ['paragraph', 'bulletList', 'orderedList'],
        attributes: {
          lang: {
            default: null,
            parseHTML: (el) => {
              const lang = el.getAttribute('lang');
              return isRichTextLanguage(lang) ? lang : null;
            },
            renderHTML: (attrs) => (attrs.lang ? { lang: attrs.lang as string } : {}),
          },
        },
      },
    ];
  },
});

/**
 * Only what the stored HTML may hold (domain/rich-text.ts): paragraphs, line breaks, bullet and
 * numbered lists, links. Marks and blocks the sanitiser would strip are not offered in the first place.
 */
export const richTextExtensions = [
  StarterKit.configure({
    blockquote: false,
    bold: false,
    code: false,
    codeBlock: false,
    heading: false,
    horizontalRule: false,
    italic: false,
    strike: false,
    underline: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      HTMLAttributes: { target: null, rel: RICH_TEXT_LINK_REL },
      isAllowedUri: (url, { defaultValidate }) => defaultValidate(url) && isRichTextHref(url),
    },
  }),
  BlockLanguage,
];
