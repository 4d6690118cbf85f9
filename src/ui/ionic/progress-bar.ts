import type { IonProgressBar as IonicProgressBar } from '@ionic/react';
import {
  IonProgressBar as ProgressBarElement,
  defineCustomElement,
} from '@ionic/core/components/ion-progress-bar.js';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

// Made here, exactly as @ionic/react makes it, so it loads with the data table rather than in the
// shared Ionic chunk every screen loads (docs/decisions.md, "Arrivals route under 300 KB").
// Never import it from @ionic/react.

export const IonProgressBar: typeof IonicProgressBar = /*@__PURE__*/ createComponent({
  tagName: 'ion-progress-bar',
  elementClass: ProgressBarElement,
  react: React,
  events: {},
  defineCustomElement,
});
