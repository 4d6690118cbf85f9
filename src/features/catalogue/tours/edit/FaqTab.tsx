import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FaqItem } from '../../../../../contract';
import { OrderedListEditor } from '../../../../ui/form/OrderedListEditor';
import { FormTextAreaInput } from '../../../../ui/form/FormTextAreaField';
import { DefaultOrCustom } from './DefaultOrCustom';
import type { TourFormValues } from './tour-form-values';

type FaqErrors = Array<{ question?: { message?: string } } | undefined> | undefined;

/** The tour's questions, numbered and renumbered after a delete, and the default/custom FAQ text. */
export function FaqTab({ readOnly, defaultFaq }: { readOnly?: boolean; defaultFaq: string | null }) {
  const { t } = useTranslation();
  const { control, setValue, formState } = useFormContext<TourFormValues>();
  const faqs = (useWatch({ control, name: 'faqs' }) ?? []) as FaqItem[];
  const errors = formState.errors.faqs as unknown as FaqErrors;

  return (
    <div className="tour-stack">
      <DefaultOrCustom
        flag="isDefaultFaq"
        field="faq"
        label="FAQ"
        defaultText={defaultFaq}
        readOnly={readOnly}
      />
      <section className="tour-block">
        <h3>{t('Questions')}</h3>
        <OrderedListEditor<FaqItem>
          label="Questions"
          items={faqs}
          onChange={(next) =>
            setValue('faqs', [...next], { shouldDirty: true, shouldValidate: formState.isSubmitted })
          }
          newItem={() => ({ question: '', answer: '' })}
          itemName={(item) => item.question || String(item.index)}
          addLabel="Add question"
          emptyText="No questions yet"
          readOnly={readOnly}
          renderItem={(item, i, update) => (
            <div className="tour-faq-fields" data-testid="faq-item">
              <FormTextAreaInput
                label="Question"
                rows={1}
                readOnly={readOnly}
                value={item.question}
                onChange={(question) => update({ ...item, question })}
                error={errors?.[i]?.question?.message}
              />
              <FormTextAreaInput
                label="Answer"
                rows={2}
                readOnly={readOnly}
                value={item.answer}
                onChange={(answer) => update({ ...item, answer })}
              />
            </div>
          )}
        />
      </section>
    </div>
  );
}
