export interface RichTextEditorProps {
  /** English label; shown translated. */
  label: string;
  /** Kept for screen readers only, where a heading right above already says it (a form section's title). */
  labelHidden?: boolean;
  /** Stored HTML; shown after sanitising. */
  value: string;
  /** Sanitised HTML of the text; '' when the editor is empty. */
  onChange?: (html: string) => void;
  readOnly?: boolean;
}
