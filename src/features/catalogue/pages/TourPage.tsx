import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { copyOfTour } from '../../../../domain/catalogue-copy';
import { notify } from '../../../platform/notifications';
import { parseIdOrAdd, parseNumericId } from '../../../platform/route-params';
import { newGuid } from '../../../ui/inputs/upload/new-guid';
import { Page } from '../../../ui/Page';
import { useTourForEdit } from '../api/tour-for-edit';
import { newTour } from '../tours/edit/tour-form-values';
import { TourEditor } from '../tours/edit/TourEditor';

/** New or edit tour: the id is 'add' (new) or an integer; anything else goes to /tours (02-catalogue). */
export function TourPage() {
  const tourId = parseIdOrAdd(useParams().tourId);
  if (tourId === null) return <Navigate to="/tours" replace />;
  return (
    <Page title={tourId === 0 ? 'New Tour' : 'Edit Tour'} backHref="/tours" backText="Back to tours">
      {tourId === 0 ? <NewTour /> : <ExistingTour key={tourId} id={tourId} />}
    </Page>
  );
}

/** /tours/add, or /tours/add?copyOf={id}: a new tour with that tour's content, to edit before Save. */
function NewTour() {
  const copyOf = parseNumericId(useSearchParams()[0].get('copyOf') ?? undefined);
  return copyOf ? <TourCopy key={copyOf} id={copyOf} /> : <BlankTour />;
}

function BlankTour() {
  const tour = useMemo(() => newTour(), []);
  return <TourEditor tour={tour} />;
}

function TourCopy({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data, isError } = useTourForEdit(id);
  const copy = useMemo(() => data && copyOfTour(data, t(' (copy)'), newGuid), [data, t]);
  if (isError && !data) return <Navigate to="/tours/add" replace />;
  if (!copy) return <p className="tour-muted">{t('Loading')}</p>;
  return <TourEditor tour={copy} />;
}

/** A load failure says 'Not found' and goes back to /tours (02-catalogue §8). */
function ExistingTour({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, isError, dataUpdatedAt, refetch } = useTourForEdit(id);
  useEffect(() => {
    if (!isError || data) return;
    notify('error', 'Not found', 'Tour not found or you are not allowed to manage it');
    navigate('/tours', { replace: true });
  }, [isError, data, navigate]);
  if (!data) return <p className="tour-muted">{t('Loading')}</p>;
  return <TourEditor tour={data} dataUpdatedAt={dataUpdatedAt} onReload={() => void refetch()} />;
}
