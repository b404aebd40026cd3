import { contentPageInputSchema, type ContentPageInput } from '@mesonet/shared/contracts/content.schema';
import { Form, FormErrors } from '@/components/form/form';
import type { ConsoleContentPage } from '@mesonet/shared/contracts/operator-console.schema';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useSchemaForm } from '@/lib/schema-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { ConsoleFormActions } from './console-form-actions';
import { PageLoading } from '@/components/ui/page-loading';
import { FormField } from '@/components/form/form-field';
import { apiErrorMessages } from '@/lib/api-client';
import { showApiErrorOnForm } from '@/lib/form-errors';
import { useConsoleContentPagesQuery, useSaveContentPage } from '../api/console-content-pages';
import { ConsoleCheckbox } from './console-checkbox';
import { MarkdownEditor } from './markdown-editor';

/** Content pages: the /about pages and flat pages, each edited as Markdown with a preview. */
export function ContentPagesSection() {
  const pages = useConsoleContentPagesQuery();
  const [editing, setEditing] = useState<ConsoleContentPage | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (editing) {
    return (
      <ContentPageForm
        page={editing}
        onDone={(saved) => {
          setEditing(null);
          setNotice(saved ? `Saved '${saved.title}'.` : null);
        }}
      />
    );
  }
  if (pages.isError) return <Alert tone="error">{apiErrorMessages(pages.error).join(' ')}</Alert>;
  if (!pages.data) return <PageLoading />;
  return (
    <div className="console-section">
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <ul className="card-list console-list">
        {pages.data.map((page) => (
          <li key={page.slug} className="console-card">
            <div className="console-card__main">
              <h3 className="console-card__title">{page.title}</h3>
              <p className="console-card__tags">
                <span className={page.published ? 'console-tag console-tag--on' : 'console-tag'}>
                  {page.published ? 'Published' : 'Draft'}
                </span>
                <span className="console-card__path">{page.path}</span>
              </p>
            </div>
            <div className="console-card__actions">
              <button type="button" className="button button--secondary" onClick={() => setEditing(page)}>
                Edit
              </button>
              {page.published ? (
                <Link className="console-card__link" to={page.path}>
                  View
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

type PageFormValues = z.input<typeof contentPageInputSchema>;
const pageFields = ['title', 'body'] as const;

function ContentPageForm({
  page,
  onDone,
}: {
  page: ConsoleContentPage;
  onDone: (saved: ConsoleContentPage | null) => void;
}) {
  const save = useSaveContentPage();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const form = useSchemaForm<PageFormValues, ContentPageInput>(contentPageInputSchema, {
    defaultValues: { title: page.title, body: page.body, published: page.published },
  });
  const { setError, control } = form;
  const body = useWatch({ control, name: 'body' }) ?? '';

  function submit(input: ContentPageInput) {
    setFormErrors([]);
    save.mutate(
      { slug: page.slug, input },
      {
        onSuccess: (saved) => onDone(saved),
        onError: (error) => setFormErrors(showApiErrorOnForm(setError, error, { fields: pageFields })),
      },
    );
  }

  return (
    <Form form={form} className="form console-form" onSubmit={submit}>
      <h2 className="console-form__title">Edit {page.path}</h2>
      <FormErrors messages={formErrors} />
      <FormField id="page-title" label="Title" required name="title" />
      <MarkdownEditor id="page-body" label="Body" kind="content_page" body={body} name="body" />
      <ConsoleCheckbox
        id="page-published"
        label="Published"
        hint="Untick to take the page down; visitors then get the not-found page."
        name="published"
      />
      <ConsoleFormActions busy={save.isPending} busyLabel="Saving…" onCancel={() => onDone(null)}>
        Save
      </ConsoleFormActions>
    </Form>
  );
}
