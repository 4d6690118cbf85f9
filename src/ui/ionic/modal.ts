import { defineCustomElement } from '@ionic/core/components/ion-modal.js';
// oxlint-disable-next-line no-restricted-imports -- this file defines the element the lint rule is about
import { IonModal } from '@ionic/react';

// The build gives @ionic/react a stand-in for ion-modal's definition (vite.config.ts), so the element
// and its ~11 KB gzip load with the screens that open a modal, from here. Import IonModal from this
// file, never from @ionic/react: there it would never be defined.
defineCustomElement();

export { IonModal };
