import { useState } from 'react';
import { consoleCategorySchema, type ConsoleCategory } from '@lootbay/shared/schemas/console-catalog';
import { Button } from '../../../components/ui/button';
import { useConsoleChange } from '../../api/use-console';
import { useConsoleTexts } from '../../i18n/console-texts';
import { fillText } from '../../../lib/i18n';
import { useMay } from '../../layout/use-me';
import { Field } from '../../ui/field';
import { useReasonDialog } from '../../ui/reason-dialog';
import { Screen, Section } from '../../ui/screen';
import { useCategories } from './use-categories';

const BLANK: ConsoleCategory = { id: '', name: { cn: '', br: '', en: '' }, sort: 0 };

/** One category's names in three languages and its order, saved with a reason. */
function CategoryForm({ category, isNew, onSaved }: { category: ConsoleCategory; isNew: boolean; onSaved?: () => void }) {
  const t = useConsoleTexts().catalog;
  const common = useConsoleTexts().common;
  const may = useMay();
  const reason = useReasonDialog();
  const save = useConsoleChange('categories/save', consoleCategorySchema, common.saved);
  const [draft, setDraft] = useState(category);
  const name = (key: 'cn' | 'br' | 'en', label: string) => (
    <Field label={label}>{(id) => <input id={id} className="cx-input" disabled={!may('catalog.write')} value={draft.name[key]} onChange={(event) => setDraft({ ...draft, name: { ...draft.name, [key]: event.target.value } })} />}</Field>
  );
  return (
    <form
      className="cx-filters"
      onSubmit={(event) => {
        event.preventDefault();
        reason.ask(fillText(t.categorySummary, { id: draft.id }), async (why) => {
          await save.mutateAsync({ ...draft, reason: why });
          onSaved?.();
        });
      }}
    >
      <Field label={t.id}>{(id) => <input id={id} className="cx-input cx-input--narrow" required pattern="[a-z0-9][a-z0-9\-]{1,39}" disabled={!isNew} value={draft.id} onChange={(event) => setDraft({ ...draft, id: event.target.value.toLowerCase() })} />}</Field>
      {name('cn', t.nameCn)}
      {name('br', t.nameBr)}
      {name('en', t.nameEn)}
      <Field label={t.sort}>{(id) => <input id={id} className="cx-input cx-input--narrow" type="number" min={0} max={10000} disabled={!may('catalog.write')} value={draft.sort} onChange={(event) => setDraft({ ...draft, sort: Number(event.target.value) })} />}</Field>
      {may('catalog.write') && <Button type="submit" variant="secondary">{t.saveCategory}</Button>}
      {reason.dialog}
    </form>
  );
}

/** Box categories: names in three languages and order; a new one by its id. */
export default function CategoriesScreen() {
  const t = useConsoleTexts().catalog;
  const may = useMay();
  const categories = useCategories().data ?? [];
  const [blankKey, setBlankKey] = useState(0);
  return (
    <Screen title={t.categories} testId="categories-screen">
      {may('catalog.write') && (
        <Section title={t.newCategory}>
          <CategoryForm key={blankKey} category={BLANK} isNew onSaved={() => setBlankKey((key) => key + 1)} />
        </Section>
      )}
      <Section title={t.categories}>
        {categories.map((category) => (
          <CategoryForm key={`${category.id}:${JSON.stringify(category)}`} category={category} isNew={false} />
        ))}
      </Section>
    </Screen>
  );
}
