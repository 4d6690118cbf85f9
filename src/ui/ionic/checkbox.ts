import type { IonCheckbox as IonicCheckbox } from '@ionic/react';
import { IonCheckbox as CheckboxElement, defineCustomElement } from '@ionic/core/components/ion-checkbox.js';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

// Made here, exactly as @ionic/react makes it, so it loads with the tables and forms that use it
// rather than in the shared Ionic chunk every screen loads (docs/decisions.md, "Arrivals route
// under 300 KB"). Never import it from @ionic/react.

export const IonCheckbox: typeof IonicCheckbox = /*@__PURE__*/ createComponent({
  tagName: 'ion-checkbox',
  elementClass: CheckboxElement,
  react: React,
  events: {
    onIonChange: 'ionChange',
    onIonFocus: 'ionFocus',
    onIonBlur: 'ionBlur',
  },
  defineCustomElement,
});
