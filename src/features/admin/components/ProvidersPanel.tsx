import { IonButton } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExternalProviderSettings, ExternalProviderTest } from '../../../../contract';
import { OfflineReadOnlyNotice, useFormReadOnly } from '../../../ui/form/OfflineReadOnlyNotice';
import { useExternalProvidersSettings } from '../api/get-external-providers';
import { adminKeys } from '../api/keys';
import { testExternalProvider } from '../api/test-external-provider';
import { ProviderForm } from './ProviderForm';

/**
 * Admin → Ticket Providers (issue 16): the supplier's OCTO providers, their settings, and a test that
 * asks the saved provider for its supplier and products.
 */
export function ProvidersPanel() {
  const { t } = useTranslation();
  const providers = useExternalProvidersSettings();
  const { readOnly } = useFormReadOnly();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<number | 'new' | null>(null);

  const done = async () => {
    setEditing(null);
    await queryClient.invalidateQueries({ queryKey: adminKeys.externalProviders });
    // The slot editor's provider list is the active ones of these.
    await queryClient.invalidateQueries({ queryKey: ['timeslots', 'externalProviders'] });
  };

  if (providers.data === undefined)
    return (
      <p className="form-note" role="status">
        {t(providers.isError ? 'Could not load this page. Try again later.' : 'Loading')}
      </p>
    );
  return (
    <section className="providers" aria-label={t('Ticket Providers')}>
      <OfflineReadOnlyNotice dataUpdatedAt={providers.dataUpdatedAt} />
      <p className="form-note">
        {t('Providers of attraction tickets that speak OCTO. Time slots are mapped to their products.')}
      </p>
      {providers.data.length === 0 && <p className="form-note">{t('No providers yet.')}</p>}
      <ul className="provider-list">
        {providers.data.map((p) => (
          <li key={p.id} className="provider-card">
            {editing === p.id ? (
              <ProviderForm provider={p} readOnly={readOnly} onDone={() => void done()} />
            ) : (
              <ProviderCard provider={p} readOnly={readOnly} onEdit={() => setEditing(p.id)} />
            )}
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        <div className="provider-card">
          <ProviderForm provider={null} readOnly={readOnly} onDone={() => void done()} />
        </div>
      ) : (
        <IonButton disabled={readOnly} onClick={() => setEditing('new')}>
          {t('Add provider')}
        </IonButton>
      )}
    </section>
  );
}

function ProviderCard({
  provider: p,
  readOnly,
  onEdit,
}: {
  provider: ExternalProviderSettings;
  readOnly: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<ExternalProviderTest | null>(null);
  const test = async () => {
    setTesting(true);
    setResult(null);
    const answer = await testExternalProvider(p.id);
    setTesting(false);
    if (answer.IsOk && answer.Content) setResult(answer.Content);
    // A passing test keeps the supplier id the provider gave (issue 26 item 7): the card shows it.
    if (answer.IsOk && answer.Content?.ok && answer.Content.octoSupplierId !== p.octoSupplierId)
      await queryClient.invalidateQueries({ queryKey: adminKeys.externalProviders });
  };
  return (
    // The operator's staff see every supplier's providers: each card says whose it is.
    <article aria-label={p.supplierName ? `${p.name} · ${p.supplierName}` : p.name}>
      <h3 className="provider-name">
        {p.name} <span className="provider-state">{t(p.isActive ? 'Active' : 'Inactive')}</span>
      </h3>
      {p.supplierName && <p className="provider-supplier">{p.supplierName}</p>}
      <dl className="provider-facts">
        <dt>{t('Base URL')}</dt>
        <dd>{p.baseUrl}</dd>
        <dt>{t('OCTO supplier id')}</dt>
        <dd>{p.octoSupplierId ?? '—'}</dd>
        <dt>{t('API key')}</dt>
        <dd>{t(p.hasApiKey ? 'Set' : 'Not set')}</dd>
      </dl>
      <div className="provider-actions">
        <IonButton fill="outline" disabled={readOnly} onClick={onEdit}>
          {t('Edit')}
        </IonButton>
        <IonButton fill="outline" disabled={testing} onClick={() => void test()}>
          {t(testing ? 'Testing…' : 'Test connection')}
        </IonButton>
      </div>
      {result && (
        <p className={result.ok ? 'form-note provider-ok' : 'form-warning'} role="status">
          {result.ok
            ? t('Connected to {{name}} ({{id}}): {{count}} products', {
                name: result.supplierName,
                id: result.octoSupplierId,
                count: result.products,
              })
            : result.message}
        </p>
      )}
    </article>
  );
}
