import type { IonSearchbar as IonicSearchbar } from '@ionic/react';
import {
  IonSearchbar as SearchbarElement,
  defineCustomElement,
} from '@ionic/core/components/ion-searchbar.js';
import { createComponent } from '@stencil/react-output-target/runtime';
import React, { forwardRef, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

// Made here, exactly as @ionic/react makes it, so it loads with the screens that use it rather than
// in the shared Ionic chunk every screen loads (docs/decisions.md, "Arrivals route under 300 KB").
// Never import it from @ionic/react.

const SearchbarBase: typeof IonicSearchbar = /*@__PURE__*/ createComponent({
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

type SearchbarProps = React.ComponentProps<typeof IonicSearchbar>;

/**
 * The searchbar, its field and clear button named in the user's language. Ionic names its inner input
 * 'search text' and the clear button 'reset' in English whatever the page says (a reader heard the
 * Russian photo search as 'search text', issue 24 item 17); the field takes the searchbar's own name
 * (its aria-label, else its placeholder). Ionic sets neither again once drawn, so naming them after
 * the first draw holds.
 */
export const IonSearchbar = forwardRef<HTMLIonSearchbarElement, SearchbarProps>(
  function IonSearchbar(props, ref) {
    const { t } = useTranslation();
    const own = useRef<HTMLIonSearchbarElement | null>(null);
    const name = props['aria-label'] ?? props.placeholder;
    const clear = t('Clear');
    useEffect(() => {
      const bar = own.current;
      if (!bar) return;
      let live = true;
      void customElements.whenDefined('ion-searchbar').then(async () => {
        const input = await bar.getInputElement();
        if (!live) return;
        if (name) input.setAttribute('aria-label', name);
        bar.querySelector('.searchbar-clear-button')?.setAttribute('aria-label', clear);
      });
      return () => {
        live = false;
      };
    }, [name, clear]);
    const setRef = useCallback(
      (node: HTMLIonSearchbarElement | null) => {
        own.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      },
      [ref],
    );
    return React.createElement(SearchbarBase, { cancelButtonText: t('Cancel'), ...props, ref: setRef });
  },
) as typeof IonicSearchbar;
