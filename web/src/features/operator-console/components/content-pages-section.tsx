import { contentPageInputSchema, type ContentPageInput } from '@mesonet/shared/contracts/content.schema';
import { Form, FormErrors } from '@/components/form/form';
import type { ConsoleContentPage } from '@mesonet/shared/contracts/operator-console.schema';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useSchemaForm } from '@/lib/schema-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { ConsoleFormActions } from './console-form-actions';
import { PageLoading } from '@/components/ui/page-loading';
import { FormField } from '@/components/form/form-field';
import { apiErrorMessages } from '@/lib/api-client';
import { showApiErrorOnForm } from '@/lib/form-errors';
import { useConsoleContentPagesQuery, useSaveContentPage } from '../api/console-content-pages';
import { ConsoleCard, ConsoleTag, EditButton } from './console-card';
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
          <ConsoleCard
            key={page.slug}
            title={page.title}
            tags={
              <>
                <ConsoleTag tone={page.published ? 'on' : undefined}>
                  {page.published ? 'Published' : 'Draft'}
                </ConsoleTag>
                <span className="console-card__path">{page.path}</span>
              </>
            }
            actions={<EditButton onClick={() => setEditing(page)} />}
            viewHref={page.published ? page.path : null}
          />
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
