import type { IonToggle as IonicToggle } from '@ionic/react';
import { IonToggle as ToggleElement, defineCustomElement } from '@ionic/core/components/ion-toggle.js';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

// Made here, exactly as @ionic/react makes it, so it loads with the screens that use it rather than
// in the shared Ionic chunk every screen loads (docs/decisions.md, "Arrivals route under 300 KB").
// Never import it from @ionic/react.

export const IonToggle: typeof IonicToggle = /*@__PURE__*/ createComponent({
  tagName: 'ion-toggle',
  elementClass: ToggleElement,
  react: React,
  events: {
    onIonChange: 'ionChange',
    onIonFocus: 'ionFocus',
    onIonBlur: 'ionBlur',
  },
  defineCustomElement,
});
