import { IonButton } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import type { SessionUser } from '../../../../contract';
import { userMayOpen } from '../../../platform/access';
import { buildMenu, type MenuLink } from '../../../platform/menu';
import { accessOf } from '../../../platform/paths';
import { landingPath, useSession } from '../../../platform/session';
import { Page } from '../../../ui/Page';

interface Section {
  title: string | null;
  links: MenuLink[];
}

/**
 * The user's main screens: the menu's leaves without Home, in the menu's sections (an admin has two
 * 'Bookings'), keeping only what opens for them: the spec's menu lists the agent's screens to all.
 */
function sectionsFor(user: SessionUser): Section[] {
  const opens = (link: MenuLink) => link.href !== '/' && userMayOpen(accessOf(link.href), user);
  // Top-level screens together and first: after a titled section they would read as part of it.
  const top: Section = { title: null, links: [] };
  const titled: Section[] = [];
  for (const entry of buildMenu(user.roles, user)) {
    if (entry.kind === 'group') titled.push({ title: entry.title, links: entry.items.filter(opens) });
    else if (opens(entry)) top.links.push(entry);
  }
  return [top, ...titled].filter((s) => s.links.length > 0);
}

export function HomePage() {
  const { t } = useTranslation();
  const user = useSession();
  if (!user) return null;
  // A guide's, driver's or airport rep's work is one screen (issue 25 items 4 and 8): their home is it,
  // as their sign-in's landing (the installed app starts at '/').
  const work = landingPath(null, user.roles);
  if (work === '/myday' || work === '/airport') return <Navigate to={work} replace />;
  return (
    <Page title="Home">
      <h1>{t('Welcome, {{name}}', { name: user.fullName })}</h1>
      {sectionsFor(user).map((section) => (
        <nav
          key={section.title ?? section.links[0].href}
          className="home-section"
          aria-label={t(section.title ?? 'Main screens')}
        >
          {section.title && <h2>{t(section.title)}</h2>}
          <div className="home-screens">
            {section.links.map((link) => (
              <IonButton key={link.href} routerLink={link.href} size="large" expand="block" fill="outline">
                {t(link.title)}
              </IonButton>
            ))}
          </div>
        </nav>
      ))}
    </Page>
  );
}
