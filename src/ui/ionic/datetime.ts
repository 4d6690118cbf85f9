import type { IonDatetime as IonicDatetime } from '@ionic/react';
import { IonDatetime as DatetimeElement, defineCustomElement } from '@ionic/core/components/ion-datetime.js';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

// Made here, exactly as @ionic/react makes it, so the calendar (~15 KB gzip with its picker) loads
// with the screens that open one rather than in the shared Ionic chunk every screen loads
// (docs/decisions.md, "Arrivals route under 300 KB"). Never import it from @ionic/react.

export const IonDatetime: typeof IonicDatetime = /*@__PURE__*/ createComponent({
  tagName: 'ion-datetime',
  elementClass: DatetimeElement,
  react: React,
  events: {
    onIonCancel: 'ionCancel',
    onIonChange: 'ionChange',
    onIonFocus: 'ionFocus',
    onIonBlur: 'ionBlur',
  },
  defineCustomElement,
});
