import { IonButton, IonInput } from '@ionic/react';
import { useState } from 'react';
import type { NotificationKind } from '../../../../contract';
import { notify } from '../../../platform/notifications';
import { ControlSection, Demo } from './Demo';
import { IonToggle } from '../../../ui/ionic/toggle';
import { IonCheckbox } from '../../../ui/ionic/checkbox';

const KINDS: NotificationKind[] = ['information', 'warning', 'error', 'success'];

export function SamplesSection() {
  const [text, setText] = useState('');
  const [checked, setChecked] = useState(false);
  const [toggled, setToggled] = useState(true);
  return (
    <ControlSection title="Buttons, inputs and notifications">
      <Demo name="Buttons" value="solid, outline, clear, disabled">
        <div className="demo-row">
          <IonButton>Solid</IonButton>
          <IonButton fill="outline">Outline</IonButton>
          <IonButton fill="clear">Clear</IonButton>
          <IonButton disabled>Disabled</IonButton>
          <IonButton color="danger">Danger</IonButton>
        </div>
      </Demo>
      <Demo
        name="Inputs"
        value={`text "${text}", checkbox ${checked ? 'on' : 'off'}, toggle ${toggled ? 'on' : 'off'}`}
      >
        <div className="demo-stack" style={{ maxWidth: 360 }}>
          <IonInput
            label="Guest name"
            labelPlacement="floating"
            fill="outline"
            value={text}
            onIonInput={(e) => setText(e.detail.value ?? '')}
          />
          <IonCheckbox
            checked={checked}
            onIonChange={(e) => setChecked(e.detail.checked)}
            labelPlacement="end"
            justify="start"
          >
            Agency admin
          </IonCheckbox>
          <IonToggle
            checked={toggled}
            onIonChange={(e) => setToggled(e.detail.checked)}
            labelPlacement="end"
            justify="start"
          >
            In House
          </IonToggle>
        </div>
      </Demo>
      <Demo name="Notifications" value="bottom-right; errors stay until closed">
        <div className="demo-row">
          {KINDS.map((kind) => (
            <IonButton
              key={kind}
              fill="outline"
              onClick={() => notify(kind, `Sample ${kind}`, `This is how ${kind} looks.`)}
            >
              {kind}
            </IonButton>
          ))}
        </div>
      </Demo>
    </ControlSection>
  );
}
