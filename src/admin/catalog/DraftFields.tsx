/** The case editor's fields: title, slug, catalog type and the art's theme colour (a rarity swatch or any #rrggbb). */
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { SelectInput } from '../../components/SelectInput';
import {
  ADMIN_CASE_SLUG_MAX,
  ADMIN_CASE_THEMES,
  ADMIN_CASE_TITLE_MAX,
  ADMIN_CASE_TYPES,
} from '../../domain/catalog-admin';
import styles from './catalog.module.css';

/** The editable fields of a draft. */
export interface FieldValues {
  title: string;
  slug: string;
  type: string;
  theme: string;
}

/** Props of DraftFields; without `onChange` they are shown read only. */
export interface DraftFieldsProps {
  value: FieldValues;
  onChange?: (v: FieldValues) => void;
}

/** The four fields. */
export function DraftFields({ value, onChange }: DraftFieldsProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<FieldValues>) => onChange?.({ ...value, ...patch });
  const ro = !onChange;
  return (
    <div className={styles.fields}>
      <Field
        label={t('admin.catalog.editor.title')}
        value={value.title}
        maxLength={ADMIN_CASE_TITLE_MAX}
        readOnly={ro}
        onChange={(e) => set({ title: e.target.value })}
        data-testid="catalog-title"
      />
      <Field
        label={t('admin.catalog.editor.slug')}
        hint={t('admin.catalog.editor.slugHint')}
        value={value.slug}
        maxLength={ADMIN_CASE_SLUG_MAX}
        readOnly={ro}
        onChange={(e) => set({ slug: e.target.value.toLowerCase() })}
        data-testid="catalog-slug"
      />
      {ro ? (
        <Field
          label={t('admin.catalog.editor.type')}
          value={t(`admin.catalog.types.${value.type}` as 'admin.catalog.types.fun')}
          readOnly
          data-testid="catalog-type"
        />
      ) : (
        <SelectInput
          label={t('admin.catalog.editor.type')}
          value={value.type}
          options={ADMIN_CASE_TYPES.map((v) => ({ value: v, label: t(`admin.catalog.types.${v}`) }))}
          onChange={(type) => set({ type })}
          testId="catalog-type"
        />
      )}
      <fieldset className={styles.theme} disabled={ro}>
        <legend>{t('admin.catalog.editor.theme')}</legend>
        <div className={styles.swatches}>
          {ADMIN_CASE_THEMES.map((c) => (
            <button
              key={c}
              type="button"
              className={styles.swatch}
              style={{ background: c }}
              aria-label={c}
              aria-pressed={value.theme === c}
              onClick={() => set({ theme: c })}
            />
          ))}
          <input
            type="color"
            className={styles.colour}
            value={/^#[0-9a-f]{6}$/.test(value.theme) ? value.theme : '#000000'}
            aria-label={t('admin.catalog.editor.themeCustom')}
            onChange={(e) => set({ theme: e.target.value.toLowerCase() })}
          />
        </div>
      </fieldset>
    </div>
  );
}
