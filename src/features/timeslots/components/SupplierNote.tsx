import { useTranslation } from 'react-i18next';

/**
 * Whose group (and so whose slots) this is, for the operator's staff, who reach every supplier's: the
 * server names the supplier only to them. Nothing for a supplier's own staff.
 */
export function SupplierNote({ name }: { name: string | null | undefined }) {
  const { t } = useTranslation();
  if (!name) return null;
  return <p className="form-note ts-supplier">{t('Supplier: {{name}}', { name })}</p>;
}
