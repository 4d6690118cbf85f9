import { IonIcon } from '@ionic/react';
import { createOutline, star, starOutline } from 'ionicons/icons';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { TourManageRow } from '../../../../../contract';
import type { TableColumn, TableOption } from '../../../../ui/data-table';
import { TOP_OPTIONS, TOUR_FILTER } from './tour-list-query';

interface ColumnChoices {
  tours: readonly TableOption[];
  languages: readonly TableOption[];
  offers: readonly TableOption[];
  t: TFunction;
}

const offerNames = (row: TourManageRow) => row.offers.map((o) => o.nameDisplay || o.nameInternal).join(', ');

/** The tours table (02-catalogue "Tours table"): name, language, offers, top-tour star, edit link. */
export function toursColumns({ tours, languages, offers, t }: ColumnChoices): TableColumn<TourManageRow>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      value: (row) => row.nameDisplay,
      render: (row) => (
        <span className="tours-name">
          <span>{row.nameDisplay}</span>
          <small>{row.nameInternal}</small>
        </span>
      ),
      filter: { type: 'multi-select-number', key: TOUR_FILTER.tour, options: tours },
      card: 'title',
      width: 220,
      pin: 'start',
    },
    // The table shows the code under the name; the file gives it a column of its own (issue 24 item 17).
    { id: 'code', header: 'Tour Code', value: (row) => row.nameInternal, exportOnly: true },
    {
      id: 'language',
      header: 'Language',
      value: (row) => row.languageName,
      filter: { type: 'multi-select-number', key: TOUR_FILTER.language, options: languages },
      card: 'subtitle',
      width: 110,
    },
    {
      id: 'offers',
      header: 'Offers',
      value: offerNames,
      render: (row) => (
        <ul className="tours-offers">
          {row.offers.map((o) => (
            <li key={o.id} className={o.isDeleted ? 'tours-offer-deleted' : undefined}>
              <Link to={`/tours/${row.id}/${o.id}`}>{o.nameDisplay || o.nameInternal}</Link>
            </li>
          ))}
        </ul>
      ),
      filter: { type: 'multi-select-number', key: TOUR_FILTER.offer, options: offers },
      card: 'detail',
      width: 300,
    },
    {
      id: 'top',
      header: 'Top tour',
      value: (row) => row.isTopTour,
      format: 'boolean',
      render: (row) => (
        <IonIcon
          icon={row.isTopTour ? star : starOutline}
          className={row.isTopTour ? 'tours-star tours-star-on' : 'tours-star'}
          aria-label={t(row.isTopTour ? 'Top tour' : 'Not a top tour')}
          role="img"
        />
      ),
      exportValue: (row) => (row.isTopTour ? t('Yes') : t('No')),
      filter: { type: 'select', key: TOUR_FILTER.top, options: TOP_OPTIONS },
      card: 'detail',
      width: 90,
      align: 'center',
    },
    {
      id: 'edit',
      header: 'Edit',
      render: (row) => (
        <Link to={`/tours/${row.id}`} className="tours-edit" aria-label={`${t('Edit')} ${row.nameDisplay}`}>
          <IonIcon icon={createOutline} aria-hidden="true" />
        </Link>
      ),
      exported: false,
      card: 'detail',
      width: 64,
      align: 'center',
      pin: 'end',
    },
  ];
}
