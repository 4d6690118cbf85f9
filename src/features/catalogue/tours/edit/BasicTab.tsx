import { useFormContext } from 'react-hook-form';
import { RecommendedFor } from '../../../../../contract';
import { nextUrl } from '../../../../../domain/slug';
import { useCitiesOptions, useTourCategoriesOptions } from '../../api/catalogue-options';
import { useTourLanguages } from '../../api/tour-languages';
import { FormTextField } from '../../../../ui/form/FormField';
import { FormRichTextField } from '../../../../ui/form/FormRichTextField';
import { FormSelectField, type FormSelectOption } from '../../../../ui/form/FormSelectField';
import { FormTextAreaField } from '../../../../ui/form/FormTextAreaField';
import { FormToggleField } from '../../../../ui/form/FormToggleField';
import type { TourFormValues } from './tour-form-values';

/** 02-catalogue §3: the fixed local list. */
const RECOMMENDED_FOR: readonly FormSelectOption[] = [
  { label: 'Everybody', value: RecommendedFor.Everybody },
  { label: 'Families With Children', value: RecommendedFor.FamiliesWithChildren },
  { label: 'Families With Infants', value: RecommendedFor.FamiliesWithInfants },
  { label: 'Young Adults', value: RecommendedFor.YoungAdults },
  { label: 'Elderly', value: RecommendedFor.Elderly },
];

const choices = (options: { label: string; value: string | number }[] | undefined): FormSelectOption[] =>
  (options ?? []).map((o) => ({ label: o.label, value: Number(o.value) }));

export function BasicTab({ readOnly }: { readOnly?: boolean }) {
  const { control, getValues, setValue } = useFormContext<TourFormValues>();
  const cities = useCitiesOptions().data;
  const categories = useTourCategoriesOptions().data;
  const languages = useTourLanguages();

  // The url follows the display name while it is empty or still the name's slug (02-catalogue §4).
  const onDisplayName = (text: string, before: unknown) => {
    const url = getValues('url') ?? '';
    const next = nextUrl(url, typeof before === 'string' ? before : '', text);
    if (next !== url) setValue('url', next, { shouldDirty: true });
  };
  const field = { control, readOnly };

  return (
    <div className="tour-grid">
      <FormTextField {...field} name="nameInternal" label="Tour Code" required />
      <FormTextField
        {...field}
        name="nameDisplay"
        label="Display name"
        required
        onTextChange={onDisplayName}
      />
      <FormTextField {...field} name="url" label="Url" required />
      <FormSelectField
        {...field}
        name="cityId"
        label="City"
        options={[{ label: '—', value: 0 }, ...choices(cities)]}
      />
      <FormSelectField
        {...field}
        name="toursCategories"
        label="Categories"
        options={choices(categories)}
        multiple
        required
      />
      <FormSelectField
        {...field}
        name="recommendedFor"
        label="Recommended For"
        options={RECOMMENDED_FOR}
        translate
        required
      />
      <FormSelectField {...field} name="languageId" label="Language" options={languages} required />
      <FormTextField {...field} name="facebookPageId" label="Facebook page id" />
      <div className="tour-wide">
        <FormToggleField {...field} name="isTopTour" label="Top tour" />
      </div>
      <div className="tour-wide">
        <FormTextAreaField {...field} name="shortDescription" label="Short description" />
      </div>
      <div className="tour-wide">
        <FormRichTextField {...field} name="salesDescription" label="Sales description" />
      </div>
      <div className="tour-wide">
        <FormTextAreaField {...field} name="notesToAgents" label="Notes to agents" />
      </div>
    </div>
  );
}
