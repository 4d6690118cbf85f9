import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { copyOfOffer } from '../../../../domain/catalogue-copy';
import { notify } from '../../../platform/notifications';
import { parseNumericId, parseRouteId } from '../../../../domain/route-id';
import { newGuid } from '../../../ui/inputs/upload/new-guid';
import { Page } from '../../../ui/Page';
import { offerKeys, useOfferForEdit } from '../api/offer-for-edit';
import { useOfferTour } from '../api/offer-tour';
import { newOffer } from '../offers/offer-defaults';
import { OfferForm } from '../offers/OfferForm';

/** New or edit ticket (offer) of a saved tour; an unparseable id falls back to the nearest list. */
export function OfferPage() {
  const params = useParams();
  const tourId = parseNumericId(params.tourId);
  const offerId = parseRouteId(params.offerId);
  if (!tourId) return <Navigate to="/tours" replace />;
  if (offerId === null) return <Navigate to={`/tours/${tourId}`} replace />;
  return <OfferScreen key={offerId} tourId={tourId} offerId={offerId} />;
}

/**
 * /tours/{tourId}/add?copyOf={offerId}: a new ticket of the tour with that ticket's content (its periods
 * and prices too), to edit before Save.
 */
function OfferScreen({ tourId, offerId }: { tourId: number; offerId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const adding = offerId === 0;
  const copyOf = parseNumericId(useSearchParams()[0].get('copyOf') ?? undefined);
  const offer = useOfferForEdit(adding ? (copyOf ?? 0) : offerId);
  const tour = useOfferTour(tourId, adding);
  // A new form state after a 409 'Reload': the form is made again from the refetched ticket.
  const [generation, setGeneration] = useState(0);

  const failed = offer.isError && !offer.data;
  useEffect(() => {
    if (failed) notify('error', 'Not found', 'Ticket not found or you are not allowed to manage it');
  }, [failed]);

  const backHref = `/tours/${tourId}`;
  const tourName = adding ? tour.data?.nameDisplay : offer.data?.tourName;
  const page = (children?: ReactNode) => (
    <Page title={adding ? 'Add Ticket' : 'Edit Ticket'} backHref={backHref} backText="Back to tour">
      {tourName && <p className="offer-tour-name">{tourName}</p>}
      {children}
    </Page>
  );

  if (failed) return <Navigate to={backHref} replace />;
  if (adding) {
    const policy = tour.data && !tour.data.isDefaultCancellationPolicy ? tour.data.cancellationPolicy : [];
    if (copyOf && !offer.data) return page(<p className="centered-note">{t('Loading')}</p>);
    const initial = offer.data
      ? copyOfOffer(offer.data.offer, tourId, t(' (copy)'), newGuid)
      : newOffer(tourId);
    return page(
      <OfferForm key={copyOf ?? 0} initial={initial} tourPolicy={policy} onReload={() => undefined} />,
    );
  }
  if (!offer.data) return page(<p className="centered-note">{t('Loading')}</p>);
  // The ticket lives under another tour: show it at its own address.
  if (offer.data.offer.tourId !== tourId)
    return <Navigate to={`/tours/${offer.data.offer.tourId}/${offerId}`} replace />;
  return page(
    <OfferForm
      key={generation}
      initial={offer.data.offer}
      dataUpdatedAt={offer.dataUpdatedAt}
      tourPolicy={offer.data.tourCancellationPolicy}
      onReload={() => {
        void client
          .invalidateQueries({ queryKey: offerKeys.forEdit(offerId) })
          .then(() => setGeneration((g) => g + 1));
      }}
    />,
  );
}
