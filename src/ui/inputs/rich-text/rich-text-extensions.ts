import { StarterKit } from '@tiptap/starter-kit';

const SAFE_HREF = /^(?:https?:|mailto:)/i;

/**
 * Only what the stored HTML may hold: paragraphs, line breaks, bullet and numbered lists, links.
 * Marks and blocks the sanitiser would strip are not offered in the first place.
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
      HTMLAttributes: { target: null, rel: 'noopener noreferrer' },
      isAllowedUri: (url, { defaultValidate }) => defaultValidate(url) && SAFE_HREF.test(url),
    },
  }),
];
