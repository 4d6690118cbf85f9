import { IonIcon } from '@ionic/react';
import { informationCircleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { providerAmount } from '../../../../domain/provider-pricing';
import type { ExternalOffer, TimeSlot, TimeSlotInput } from '../../../../contract';
import {
  changeExternalProduct,
  changeProvider,
  NO_EXTERNAL_SLOTS_HINT,
  showsNoExternalSlotsHint,
} from '../../../../domain/time-slot-rules';
import { FormCheck, FormSelect } from '../../../ui/form/ChoiceFields';
import { useExternalOffers } from '../api/external-offers';
import { useExternalProviders } from '../api/external-providers';
import { useExternalTimeSlots } from '../api/external-time-slots';
import { PricesAgainstNet } from './PricesAgainstNet';

interface Props {
  /** The slot's group: its supplier's providers are the ones it may name. */
  groupId: number;
  value: TimeSlotInput;
  onChange: (next: TimeSlotInput) => void;
  readOnly: boolean;
  /** The tickets that sell the slot with their prices (a saved slot; none for a new one). */
  slotOffers: TimeSlot['offers'];
}

const productKey = (id: string | null | undefined, mappingValue: string | null | undefined) =>
  id ? JSON.stringify([id, mappingValue ?? '']) : '';

/** A stored choice the provider no longer lists (or that is still loading) stays visible as it is. */
function withCurrent(options: { label: string; value: string }[], current: string, label: string) {
  return current && !options.some((o) => o.value === current)
    ? [...options, { label, value: current }]
    : options;
}

/**
 * The slot's mapping to an OCTO provider: provider, product (option) and start time chosen from what the
 * provider offers (02-catalogue §3, §5). Changing the provider clears the product and time; changing the
 * product clears the time (domain/time-slot-rules.ts).
 */
export function ExternalMapping({ groupId, value: v, onChange, readOnly, slotOffers }: Props) {
  const { t } = useTranslation();
  const providers = useExternalProviders(groupId, true);
  const providerId = v.externalProviderId ?? null;
  const offers = useExternalOffers(providerId);

  const providerOptions = withCurrent(
    [
      { label: t('Select a provider'), value: '' },
      ...(providers.data ?? []).map((p) => ({ label: p.name, value: String(p.id) })),
    ],
    providerId ? String(providerId) : '',
    t('Provider {{id}}', { id: providerId }),
  );

  const optionOf = (id: string | null | undefined, mapping: string | null | undefined) =>
    (offers.data ?? []).find((o) => productKey(o.id, o.mappingValue) === productKey(id, mapping)) ?? null;
  const adultOption = optionOf(v.externalProductId, v.externalProductMappingValue);
  const childOption = v.externalProviderDiffProductsAdultChild
    ? optionOf(v.externalProductPerChildId, v.externalProductPerChildMappingValue)
    : adultOption;

  return (
    <>
      <FormSelect
        label="External provider"
        value={providerId ? String(providerId) : ''}
        options={providerOptions}
        rawLabels
        disabled={readOnly}
        hint={providers.isLoading ? t('Loading…') : undefined}
        error={providers.error ? providers.error.message : undefined}
        onChange={(x) => onChange(changeProvider(v, x ? Number(x) : null))}
      />
      {providerId && (
        <ProductAndTimeFields
          label="External product"
          timeLabel="External time slot"
          offers={offers.data}
          offersLoading={offers.isLoading}
          offersError={offers.error?.message}
          providerId={providerId}
          productId={v.externalProductId ?? null}
          mappingValue={v.externalProductMappingValue ?? null}
          timeSlot={v.externalId ?? null}
          timeType={v.timeType}
          readOnly={readOnly}
          onProduct={(id, mapping) => onChange(changeExternalProduct(v, id, mapping))}
          onTime={(id) => onChange({ ...v, externalId: id })}
        />
      )}
      <FormCheck
        label="Different products for adults and children"
        checked={Boolean(v.externalProviderDiffProductsAdultChild)}
        disabled={readOnly}
        onChange={(on) => onChange({ ...v, externalProviderDiffProductsAdultChild: on })}
      />
      {providerId && v.externalProviderDiffProductsAdultChild && (
        <ProductAndTimeFields
          label="External product per child"
          timeLabel="External time slot per child"
          offers={offers.data}
          offersLoading={offers.isLoading}
          offersError={offers.error?.message}
          providerId={providerId}
          productId={v.externalProductPerChildId ?? null}
          mappingValue={v.externalProductPerChildMappingValue ?? null}
          timeSlot={v.externalPerChildId ?? null}
          timeType={v.timeType}
          readOnly={readOnly}
          onProduct={(id, mapping) => onChange(changeExternalProduct(v, id, mapping, true))}
          onTime={(id) => onChange({ ...v, externalPerChildId: id })}
        />
      )}
      {providerId && adultOption && (
        <PricesAgainstNet offers={slotOffers} adultOption={adultOption} childOption={childOption} />
      )}
    </>
  );
}

interface ProductFieldsProps {
  label: string;
  timeLabel: string;
  offers: ExternalOffer[] | undefined;
  offersLoading: boolean;
  offersError: string | undefined;
  providerId: number;
  productId: string | null;
  mappingValue: string | null;
  timeSlot: string | null;
  timeType: number;
  readOnly: boolean;
  onProduct: (id: string | null, mappingValue: string | null) => void;
  onTime: (id: string | null) => void;
}

/** One product (option) and its start time; used for the slot's product and, apart, the child's. */
function ProductAndTimeFields(p: ProductFieldsProps) {
  const { t } = useTranslation();
  const slots = useExternalTimeSlots(p.providerId, p.productId, p.mappingValue);
  const current = productKey(p.productId, p.mappingValue);
  const productOptions = withCurrent(
    [
      { label: t('Select a product'), value: '' },
      ...(p.offers ?? []).map((o) => ({ label: o.name, value: productKey(o.id, o.mappingValue) })),
    ],
    current,
    [p.productId, p.mappingValue].filter(Boolean).join(' / '),
  );
  const timeOptions = withCurrent(
    [
      { label: t('Select a time slot'), value: '' },
      ...(slots.data ?? []).map((s) => ({ label: s.name, value: s.id })),
    ],
    p.timeSlot ?? '',
    p.timeSlot ?? '',
  );
  const noSlots =
    Boolean(p.productId) && showsNoExternalSlotsHint(p.timeType, slots.isSuccess ? slots.data : undefined);
  // What the supplier charges Caravan per unit, where it offers octo/pricing (issue 26 item 8).
  const chosen = (p.offers ?? []).find((o) => productKey(o.id, o.mappingValue) === current);
  const nets = (chosen?.units ?? []).flatMap((u) =>
    u.net ? [`${u.name} ${u.net.currency} ${providerAmount(u.net).toFixed(u.net.precision)}`] : [],
  );
  return (
    <>
      <FormSelect
        label={p.label}
        value={current}
        options={productOptions}
        rawLabels
        disabled={p.readOnly || p.offersLoading}
        hint={p.offersLoading ? t('Loading…') : undefined}
        error={p.offersError}
        onChange={(x) => {
          const [id, mapping] = x ? (JSON.parse(x) as [string, string]) : [null, null];
          p.onProduct(id, mapping || null);
        }}
      />
      {nets.length > 0 && (
        <p className="field-hint" role="note">
          {t("Supplier's net price: {{prices}}", { prices: nets.join(' · ') })}
        </p>
      )}
      {p.productId && (
        <FormSelect
          label={p.timeLabel}
          value={p.timeSlot ?? ''}
          options={timeOptions}
          rawLabels
          disabled={p.readOnly || slots.isLoading}
          hint={slots.isLoading ? t('Loading…') : undefined}
          error={slots.error?.message}
          onChange={(x) => p.onTime(x || null)}
        />
      )}
      {noSlots && (
        <p className="form-warning" role="note">
          <IonIcon icon={informationCircleOutline} aria-hidden="true" />
          {t(NO_EXTERNAL_SLOTS_HINT)}
        </p>
      )}
    </>
  );
}
