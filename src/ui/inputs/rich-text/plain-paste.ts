import type { EditorView } from '@tiptap/pm/view';

let replaying = false;

/**
 * Pasting keeps the text only (01-platform: plain-text paste): formatting copied from a web page or
 * a word processor never reaches the stored HTML. The text goes back through ProseMirror's own paste
 * path, which turns lines into paragraphs and still lets the link extension link a pasted URL.
 */
export function pastePlainText(view: EditorView, event: ClipboardEvent): boolean {
  // pasteText calls the paste handlers again; the second time the plain text must pass through.
  if (replaying) return false;
  const text = event.clipboardData?.getData('text/plain') ?? '';
  if (!text) return true;
  replaying = true;
  try {
    view.pasteText(text, event);
  } finally {
    replaying = false;
  }
  return true;
}
