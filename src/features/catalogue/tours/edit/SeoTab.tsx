import { useFormContext } from 'react-hook-form';
import { FormTextField } from '../../../../ui/form/FormField';
import { FormTextAreaField } from '../../../../ui/form/FormTextAreaField';
import type { TourFormValues } from './tour-form-values';

/** SEO text, page title and description; the title and description show their length band. */
export function SeoTab({ readOnly }: { readOnly?: boolean }) {
  const { control } = useFormContext<TourFormValues>();
  return (
    <div className="tour-stack">
      <FormTextAreaField control={control} name="seo" label="SEO" readOnly={readOnly} />
      <FormTextField
        control={control}
        name="seoPageTitle"
        label="Page title"
        lengthHint="title"
        readOnly={readOnly}
      />
      {/* Up to 155 characters: a few lines to read back whole, not one line scrolled sideways. */}
      <FormTextAreaField
        control={control}
        name="seoPageDescription"
        label="Page description"
        rows={2}
        lengthHint="description"
        readOnly={readOnly}
      />
    </div>
  );
}
