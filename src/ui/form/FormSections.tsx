import { IonIcon, IonLabel, IonSegment, IonSegmentButton } from '@ionic/react';
import { alertCircle } from 'ionicons/icons';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import './form.css';
import { dismissNotification, notify } from '../../platform/notifications';
import { useWideScreen } from '../data-table/use-wide-screen';

export interface FormSection {
  /** Stable id (also the segment value and the DOM anchor); e.g. 'basic', 'seo'. */
  id: string;
  /** English title; shown translated. */
  title: string;
  /** The section's current error messages (already translated or English texts); none → no icon. */
  errors?: readonly string[];
  /** On a tablet or desktop, lay the section's direct children out in two columns. */
  layout?: 'one-column' | 'two-columns';
  content: ReactNode;
}

export interface FormSectionsProps {
  sections: readonly FormSection[];
  /** The section shown first on a tablet or desktop (default: the first). */
  initialSection?: string;
  /** Controlled selection, e.g. to open the section of the first error after a failed save. */
  selected?: string;
  onSelectedChange?: (id: string) => void;
  /** Accessible name of the group of sections, e.g. 'Tour'. English; shown translated. */
  label?: string;
  /**
   * A request to show a section, e.g. the one of the first error after a refused Save: each new
   * object is one request. On a tablet or desktop its tab is selected; on a phone, where every
   * section is in the column, the page scrolls to its first field with a message (else its title).
   */
  reveal?: SectionReveal | null;
}

/** One request to bring a section into view (a new object each time, even for the same section). */
export interface SectionReveal {
  section: string;
}

/**
 * A catalogue form's sections. From 768 px: tabs (IonSegment) showing one section at a time, a tab
 * with errors carrying an error icon that lists them. On a phone: every section in one column, with
 * a sticky row of chips that scrolls to a section. Every section stays mounted either way, so
 * switching keeps what the user typed.
 */
export function FormSections({
  sections,
  initialSection,
  selected,
  onSelectedChange,
  label = 'Sections',
  reveal,
}: FormSectionsProps) {
  const { t } = useTranslation();
  const wide = useWideScreen();
  const prefix = useId();
  const [own, setOwn] = useState(initialSection ?? sections[0]?.id ?? '');
  // On a phone the highlighted chip follows the scroll (useScrolledSection), so it is always our own.
  const current = wide ? (selected ?? own) : own;
  const select = (id: string) => {
    setOwn(id);
    onSelectedChange?.(id);
  };
  const anchor = (id: string) => `${prefix}-section-${id}`;
  const picker = useRef<HTMLElement>(null);
  // While a chip's smooth scroll runs, the sections it passes are not "being read".
  const pickedAt = useRef(0);
  useScrolledSection(!wide, picker, pickedAt, setOwn);

  // A refused Save on a phone: the failing section may be far above or below the one in view, and
  // selecting it changes nothing on screen. Scroll to its first marked field, after the messages render.
  useEffect(() => {
    if (!reveal) return undefined;
    setOwn(reveal.section);
    if (wide) return undefined;
    pickedAt.current = Date.now();
    const frame = requestAnimationFrame(() => {
      const section = document.getElementById(anchor(reveal.section));
      if (!section) return;
      const marked = section.querySelector('.field-error, [aria-invalid="true"]');
      const field = marked?.closest('.form-field') ?? marked;
      (field ?? section).scrollIntoView({ behavior: 'smooth', block: field ? 'center' : 'start' });
    });
    return () => cancelAnimationFrame(frame);
    // Only a new request scrolls (not a resize); anchor() is stable for the life of the component.
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- only a new request scrolls
  }, [reveal]);

  return (
    <div className={`form-sections ${wide ? 'form-sections-tabs' : 'form-sections-stacked'}`}>
      {wide ? (
        <IonSegment
          className="form-sections-segment"
          value={current}
          onIonChange={(e) => e.detail.value !== undefined && select(String(e.detail.value))}
          aria-label={t(label)}
        >
          {sections.map((s) => (
            <IonSegmentButton key={s.id} value={s.id} layout="icon-end" data-section={s.id}>
              <IonLabel>{t(s.title)}</IonLabel>
              {s.errors && s.errors.length > 0 && <SectionErrorIcon title={s.title} errors={s.errors} />}
            </IonSegmentButton>
          ))}
        </IonSegment>
      ) : (
        <nav className="form-sections-picker" aria-label={t(label)} ref={picker}>
          {sections.map((s) => (
            <button
              key={s.id}
              type="button"
              className="form-sections-chip"
              data-section={s.id}
              aria-current={s.id === current ? 'true' : undefined}
              onClick={() => {
                pickedAt.current = Date.now();
                select(s.id);
                document.getElementById(anchor(s.id))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              }}
            >
              {t(s.title)}
              {s.errors && s.errors.length > 0 && <SectionErrorIcon title={s.title} errors={s.errors} />}
            </button>
          ))}
        </nav>
      )}
      {sections.map((s) => (
        <section
          key={s.id}
          id={anchor(s.id)}
          data-section={s.id}
          className={`form-section${s.layout === 'two-columns' ? ' form-section-two-columns' : ''}`}
          aria-label={t(s.title)}
          hidden={wide && s.id !== current}
        >
          {!wide && <h2 className="form-section-title">{t(s.title)}</h2>}
          {s.errors && s.errors.length > 0 && (
            <ul
              className="form-section-errors"
              aria-label={t('Errors in {{section}}', { section: t(s.title) })}
            >
              {s.errors.map((e) => (
                <li key={e}>{t(e)}</li>
              ))}
            </ul>
          )}
          <div className="form-section-body">{s.content}</div>
        </section>
      ))}
    </div>
  );
}

/**
 * The red icon on a section's tab or chip. Its accessible name and tooltip list the messages; the
 * same list opens at the top of the section, so a touch screen (no hover) sees them too.
 */
function SectionErrorIcon({ title, errors }: { title: string; errors: readonly string[] }) {
  const { t } = useTranslation();
  const text = `${t('Errors in {{section}}', { section: t(title) })}: ${errors.map((e) => t(e)).join('; ')}`;
  return (
    <span className="form-section-error-icon" role="img" aria-label={text} title={text}>
      <IonIcon icon={alertCircle} aria-hidden="true" />
    </span>
  );
}

/**
 * Scrolls the picker sideways so the chip shows, and nothing else. (scrollIntoView would scroll every
 * ancestor too, and a programmatic scroll of the page cancels its running smooth scroll: a chip tapped
 * or a refused Save far down the form stopped half way when the scroll took over a second.)
 */
function keepChipInView(nav: HTMLElement, chip: HTMLElement): void {
  const bar = nav.getBoundingClientRect();
  const box = chip.getBoundingClientRect();
  if (box.left < bar.left) nav.scrollBy({ left: box.left - bar.left - 16 });
  else if (box.right > bar.right) nav.scrollBy({ left: box.right - bar.right + 16 });
}

/**
 * On a phone, the chip of the section being read follows the scroll: the section nearest the top
 * under the sticky picker is the current one, and its chip is scrolled into the picker's view.
 */
function useScrolledSection(
  active: boolean,
  picker: RefObject<HTMLElement | null>,
  pickedAt: RefObject<number>,
  onSection: (id: string) => void,
): void {
  useEffect(() => {
    const nav = picker.current;
    const root = nav?.parentElement;
    if (!active || !nav || !root || typeof IntersectionObserver === 'undefined') return undefined;
    const sections = [...root.querySelectorAll<HTMLElement>(':scope > section[data-section]')];
    const seen = new Map<Element, boolean>();
    // The page's scroller (ion-content's, inside its shadow root), found once it has rendered.
    let scroller: HTMLElement | null = null;
    let live = true;
    const atBottom = () =>
      scroller !== null && scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2;
    const show = () => {
      if (Date.now() - pickedAt.current < 1000) return;
      // The lowest section in the band: the one whose top the reader has just reached. At the end of
      // the page the last section is the one read, though a short one never climbs into the band.
      const id = atBottom()
        ? sections.at(-1)?.dataset.section
        : sections.filter((el) => seen.get(el)).pop()?.dataset.section;
      if (!id) return;
      onSection(id);
      const chip = nav.querySelector<HTMLElement>(`[data-section="${id}"]`);
      if (chip) keepChipInView(nav, chip);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) seen.set(e.target, e.isIntersecting);
        show();
      },
      // A band just under the sticky picker: the section crossing it is the one being read.
      { rootMargin: '-80px 0px -60% 0px' },
    );
    for (const el of sections) observer.observe(el);
    const onScroll = () => {
      if (atBottom()) show();
    };
    const content = root.closest('ion-content') as
      (HTMLElement & { getScrollElement?: () => Promise<HTMLElement> }) | null;
    void content?.getScrollElement?.().then((el) => {
      if (!live) return;
      scroller = el;
      el.addEventListener('scroll', onScroll, { passive: true });
    });
    return () => {
      live = false;
      observer.disconnect();
      scroller?.removeEventListener('scroll', onScroll);
    };
  }, [active, picker, pickedAt, onSection]);
}

/**
 * What a form does when Save is refused by its own checks or a 400: `refused(section, message)`
 * brings the section into view (FormSections' `reveal`) and says in a notification what is wrong
 * there, so a Save tapped far from the failing field is never silent. One notice at a time.
 */
export function useRefusedSave(): {
  reveal: SectionReveal | null;
  refused: (section: { id: string; title: string }, message: string) => void;
  /** Takes the notice away (a new Save is under way). */
  clear: () => void;
} {
  const { t } = useTranslation();
  const [reveal, setReveal] = useState<SectionReveal | null>(null);
  const shown = useRef<string | null>(null);
  const refused = useCallback(
    (section: { id: string; title: string }, message: string) => {
      setReveal({ section: section.id });
      if (shown.current) dismissNotification(shown.current);
      shown.current = notify(
        'error',
        t('Not saved: check {{section}}', { section: t(section.title) }),
        message,
      );
    },
    [t],
  );
  const clear = useCallback(() => {
    if (shown.current) dismissNotification(shown.current);
    shown.current = null;
  }, []);
  useEffect(() => clear, [clear]);
  return { reveal, refused, clear };
}
