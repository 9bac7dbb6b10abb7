import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useConsoleTexts } from '../../i18n/console-texts';
import { Field } from '../../ui/field';

/** Two dates and a button: the days a report covers. */
export function DayRangeForm({ range, onPick }: { range: { from: string; to: string }; onPick: (range: { from: string; to: string }) => void }) {
  const t = useConsoleTexts().money;
  const [draft, setDraft] = useState(range);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPick(draft);
  };
  return (
    <form className="cx-filters" onSubmit={submit}>
      <Field label={t.from}>{(id) => <input id={id} className="cx-input" type="date" required value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />}</Field>
      <Field label={t.to}>{(id) => <input id={id} className="cx-input" type="date" required value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />}</Field>
      <Button type="submit">{t.show}</Button>
    </form>
  );
}
