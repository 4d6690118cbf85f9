import type { IonSearchbar as IonicSearchbar } from '@ionic/react';
import {
  IonSearchbar as SearchbarElement,
  defineCustomElement,
} from '@ionic/core/components/ion-searchbar.js';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

// Made here, exactly as @ionic/react makes it, so it loads with the screens that use it rather than
// in the shared Ionic chunk every screen loads (docs/decisions.md, "Arrivals route under 300 KB").
// Never import it from @ionic/react.

export const IonSearchbar: typeof IonicSearchbar = /*@__PURE__*/ createComponent({
  tagName: 'ion-searchbar',
  elementClass: SearchbarElement,
  react: React,
  events: {
    onIonInput: 'ionInput',
    onIonChange: 'ionChange',
    onIonCancel: 'ionCancel',
    onIonClear: 'ionClear',
    onIonBlur: 'ionBlur',
    onIonFocus: 'ionFocus',
  },
  defineCustomElement,
});
