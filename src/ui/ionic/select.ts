import type { IonSelect as IonicSelect, IonSelectOption as IonicSelectOption } from '@ionic/react';
import {
  IonSelectOption as SelectOptionElement,
  defineCustomElement as defineOption,
} from '@ionic/core/components/ion-select-option.js';
import {
  IonSelect as SelectElement,
  defineCustomElement as defineSelect,
} from '@ionic/core/components/ion-select.js';
import { createComponent } from '@stencil/react-output-target/runtime';
import React, { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

// @ionic/react is one module: a component imported from it sits in the shared Ionic chunk that every
// screen loads. ion-select brings ion-alert, ion-action-sheet and the select popover and modal
// (~30 KB gzip), so it is made here, exactly as @ionic/react makes it, and loads with the screens
// that use it (docs/decisions.md, "Arrivals route under 300 KB"). Never import it from @ionic/react.

const SelectBase: typeof IonicSelect = /*@__PURE__*/ createComponent({
  tagName: 'ion-select',
  elementClass: SelectElement,
  react: React,
  events: {
    onIonChange: 'ionChange',
    onIonCancel: 'ionCancel',
    onIonDismiss: 'ionDismiss',
    onIonFocus: 'ionFocus',
    onIonBlur: 'ionBlur',
  },
  defineCustomElement: defineSelect,
});

/**
 * The select with its sheet's buttons in the user's language: Ionic writes 'Cancel' and 'OK' in
 * English unless told (the Russian status sheet said 'Cancel'). A caller's own texts still win.
 */
export const IonSelect = forwardRef<HTMLIonSelectElement, React.ComponentProps<typeof IonicSelect>>(
  function IonSelect(props, ref) {
    const { t } = useTranslation();
    return React.createElement(SelectBase, { cancelText: t('Cancel'), okText: t('OK'), ...props, ref });
  },
) as typeof IonicSelect;

export const IonSelectOption: typeof IonicSelectOption = /*@__PURE__*/ createComponent({
  tagName: 'ion-select-option',
  elementClass: SelectOptionElement,
  react: React,
  events: {},
  defineCustomElement: defineOption,
});
