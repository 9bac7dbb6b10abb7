import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { LOCALES } from '@lootbay/shared/constants';
import { consoleNoticeSchema, type ConsoleNotice } from '@lootbay/shared/schemas/console-site';
import { Button } from '../../../components/ui/button';
import { useConsoleChange, useConsoleQuery } from '../../api/use-console';
import { useConsoleTexts } from '../../i18n/console-texts';
import { fillText, useLocale } from '../../../lib/i18n';
import { useMay } from '../../layout/use-me';
import { DataTable, type Column } from '../../ui/data-table';
import { Field } from '../../ui/field';
import { Moment } from '../../ui/moment';
import { useReasonDialog } from '../../ui/reason-dialog';
import { Screen, Section } from '../../ui/screen';

type Draft = Omit<ConsoleNotice, 'id' | 'publishedAt'> & { id?: string };
const BLANK: Draft = { title: { cn: '', br: '', en: '' }, body: { cn: '', br: '', en: '' }, visible: true, sort: 0 };

/** A bulletin's title and text in the three languages, whether players see it, and its order. */
function NoticeForm({ notice, onDone }: { notice: Draft; onDone: () => void }) {
  const t = useConsoleTexts().site;
  const common = useConsoleTexts().common;
  const reason = useReasonDialog();
  const save = useConsoleChange('site/notices/save', consoleNoticeSchema, common.saved);
  const [draft, setDraft] = useState(notice);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reason.ask(fillText(t.noticeSummary, { title: draft.title.cn }), async (why) => {
      await save.mutateAsync({ ...draft, reason: why });
      onDone();
    });
  };
  return (
    <form className="cx-form cx-form--columns" onSubmit={submit} data-testid="notice-form">
      {LOCALES.map((language) => (
        <div key={language} className="cx-form">
          <Field label={fillText(t.titleIn, { language: t.languages[language] })}>
            {(id) => <input id={id} className="cx-input" required maxLength={100} value={draft.title[language]} onChange={(event) => setDraft({ ...draft, title: { ...draft.title, [language]: event.target.value } })} />}
          </Field>
          <Field label={fillText(t.bodyIn, { language: t.languages[language] })}>
            {(id) => <textarea id={id} className="cx-input" required rows={6} maxLength={5000} value={draft.body[language]} onChange={(event) => setDraft({ ...draft, body: { ...draft.body, [language]: event.target.value } })} />}
          </Field>
        </div>
      ))}
      <div className="cx-filters cx-field--wide">
        <label className="cx-check">
          <input type="checkbox" checked={draft.visible} onChange={(event) => setDraft({ ...draft, visible: event.target.checked })} /> {t.visible}
        </label>
        <Field label={t.sort}>{(id) => <input id={id} className="cx-input cx-input--narrow" type="number" value={draft.sort} onChange={(event) => setDraft({ ...draft, sort: Number(event.target.value) || 0 })} />}</Field>
        <Button type="submit">{common.save}</Button>
        <Button variant="ghost" onClick={onDone}>
          {common.cancel}
        </Button>
      </div>
      {reason.dialog}
    </form>
  );
}

/** The bulletin's notices: edit one, or write a new one, in the three languages. */
export default function NoticesScreen() {
  const t = useConsoleTexts().site;
  const common = useConsoleTexts().common;
  const locale = useLocale();
  const may = useMay();
  const notices = useConsoleQuery('site/notices', {}, z.array(consoleNoticeSchema));
  const [editing, setEditing] = useState<Draft | null>(null);

  const columns: Column<ConsoleNotice>[] = [
    { key: 'title', label: t.title, value: (row) => row.title[locale] },
    { key: 'visible', label: t.visible, value: (row) => row.visible, render: (row) => <span className={row.visible ? 'cx-badge cx-badge--good' : 'cx-badge'}>{row.visible ? t.shown : t.hidden}</span> },
    { key: 'sort', label: t.sort, numeric: true, value: (row) => row.sort },
    { key: 'publishedAt', label: t.publishedAt, value: (row) => row.publishedAt, render: (row) => <Moment at={row.publishedAt} /> },
  ];
  if (may('site.write')) {
    columns.push({
      key: 'edit',
      label: common.actions,
      sortable: false,
      value: () => null,
      render: (row) => (
        <Button size="sm" variant="secondary" onClick={() => setEditing({ id: row.id, title: row.title, body: row.body, visible: row.visible, sort: row.sort })}>
          {common.edit}
        </Button>
      ),
    });
  }

  return (
    <Screen title={t.notices} testId="notices-screen" actions={may('site.write') && !editing && <Button onClick={() => setEditing(BLANK)}>{t.newNotice}</Button>}>
      {editing && (
        <Section title={editing.id ? t.editNotice : t.newNotice}>
          <NoticeForm key={editing.id ?? 'new'} notice={editing} onDone={() => setEditing(null)} />
        </Section>
      )}
      <DataTable label={t.notices} columns={columns} rows={notices.data ?? []} rowKey={(row) => row.id} csvName="bulletins" loading={notices.isFetching} />
    </Screen>
  );
}
