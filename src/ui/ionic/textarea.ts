import type { IonTextarea as IonicTextarea } from '@ionic/react';
import { IonTextarea as TextareaElement, defineCustomElement } from '@ionic/core/components/ion-textarea.js';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

// Made here, exactly as @ionic/react makes it, so it loads with the forms that use it rather than
// in the shared Ionic chunk every screen loads (docs/decisions.md, "Arrivals route under 300 KB").
// Never import it from @ionic/react.

export const IonTextarea: typeof IonicTextarea = /*@__PURE__*/ createComponent({
  tagName: 'ion-textarea',
  elementClass: TextareaElement,
  react: React,
  events: {
    onIonChange: 'ionChange',
    onIonInput: 'ionInput',
    onIonBlur: 'ionBlur',
    onIonFocus: 'ionFocus',
  },
  defineCustomElement,
});
