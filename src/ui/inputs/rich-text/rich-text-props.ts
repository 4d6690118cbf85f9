export interface RichTextEditorProps {
  /** English label; shown translated. */
  label: string;
  /** Stored HTML; shown after sanitising. */
  value: string;
  /** Sanitised HTML of the text; '' when the editor is empty. */
  onChange?: (html: string) => void;
  readOnly?: boolean;
}
