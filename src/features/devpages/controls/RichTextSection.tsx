import { useState } from 'react';
import { RichTextEditor } from '../../../ui/inputs/RichTextEditor';
import { ControlSection, Demo } from './Demo';

const SAMPLE =
  '<p>Pick-up from the hotel lobby.</p><ul><li>Bring a hat</li><li>Comfortable shoes</li></ul><p>Questions: <a href="mailto:support@caravan.demo">support@caravan.demo</a></p>';

export function RichTextSection() {
  const [html, setHtml] = useState(SAMPLE);
  return (
    <ControlSection title="Rich text">
      <Demo name="Sanitised HTML" value={html || '(empty)'}>
        <RichTextEditor label="Terms & Conditions" value={html} onChange={setHtml} />
      </Demo>
      <Demo name="Read-only copy" value="follows the editor">
        <RichTextEditor label="Read-only" value={html} readOnly />
      </Demo>
    </ControlSection>
  );
}
