import { defineCustomElement } from '@ionic/core/components/ion-popover.js';
// oxlint-disable-next-line no-restricted-imports -- this file defines the element the lint rule is about
import { IonPopover } from '@ionic/react';

// The build gives @ionic/react a stand-in for ion-popover's definition (vite.config.ts), so the
// element loads with the screens that open a popover, from here. Import IonPopover from this file,
// never from @ionic/react: there it would never be defined.
defineCustomElement();

export { IonPopover };
