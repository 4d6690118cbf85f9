import { IonIcon } from '@ionic/react';
import { arrowDown, arrowUp, trashOutline } from 'ionicons/icons';
import { useState } from 'react';
import { moveAndReindex, removeAt } from '../../../ui/inputs/ordered-list';
import { ControlSection, Demo } from './Demo';

interface Question {
  index: number;
  question: string;
}

const START: Question[] = [
  { index: 1, question: 'What should I bring?' },
  { index: 2, question: 'Is hotel pick-up included?' },
  { index: 3, question: 'Can children join?' },
];

export function OrderedListSection() {
  const [items, setItems] = useState<readonly Question[]>(START);
  return (
    <ControlSection title="Ordered list (FAQ, itinerary)">
      <Demo name="Order" value={items.map((q) => `${q.index}. ${q.question}`).join('\n') || '(empty)'}>
        <ol className="ordered-demo" aria-label="Questions">
          {items.map((q, i) => (
            <li key={q.question}>
              <span>
                {q.index}. {q.question}
              </span>
              <button
                type="button"
                className="round-button"
                aria-label={`Move up: ${q.question}`}
                onClick={() => setItems(moveAndReindex(items, i, 'up'))}
              >
                <IonIcon icon={arrowUp} aria-hidden="true" />
              </button>
              <button
                type="button"
                className="round-button"
                aria-label={`Move down: ${q.question}`}
                onClick={() => setItems(moveAndReindex(items, i, 'down'))}
              >
                <IonIcon icon={arrowDown} aria-hidden="true" />
              </button>
              <button
                type="button"
                className="round-button"
                aria-label={`Delete: ${q.question}`}
                onClick={() => setItems(removeAt(items, i))}
              >
                <IonIcon icon={trashOutline} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ol>
        <button type="button" className="flat-button" onClick={() => setItems(START)}>
          Reset list
        </button>
      </Demo>
    </ControlSection>
  );
}
