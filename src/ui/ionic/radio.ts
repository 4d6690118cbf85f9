import type { IonRadio as IonicRadio, IonRadioGroup as IonicRadioGroup } from '@ionic/react';
import {
  IonRadioGroup as RadioGroupElement,
  defineCustomElement as defineGroup,
} from '@ionic/core/components/ion-radio-group.js';
import {
  IonRadio as RadioElement,
  defineCustomElement as defineRadio,
} from '@ionic/core/components/ion-radio.js';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

// Made here, exactly as @ionic/react makes them, so they load with the lists that use them rather
// than in the shared Ionic chunk every screen loads (docs/decisions.md, "Arrivals route under 300 KB").
// ion-select's own popover already brings both elements. Never import them from @ionic/react.

export const IonRadioGroup: typeof IonicRadioGroup = /*@__PURE__*/ createComponent({
  tagName: 'ion-radio-group',
  elementClass: RadioGroupElement,
  react: React,
  events: { onIonChange: 'ionChange' },
  defineCustomElement: defineGroup,
});

export const IonRadio: typeof IonicRadio = /*@__PURE__*/ createComponent({
  tagName: 'ion-radio',
  elementClass: RadioElement,
  react: React,
  events: { onIonFocus: 'ionFocus', onIonBlur: 'ionBlur' },
  defineCustomElement: defineRadio,
});
