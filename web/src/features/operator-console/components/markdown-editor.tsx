import type { MarkdownPreviewInput } from '@mesonet/shared/contracts/operator-console.schema';
import { useEffect, useState } from 'react';
import { RichText } from '@/components/rich-text/rich-text';
import { FormTextAreaField } from '@/components/form/form-field';
import { useMarkdownPreview } from '../api/markdown-preview';

interface MarkdownEditorProps {
  id: string;
  label: string;
  name: string;
  /** The body as typed, for the preview. */
  body: string;
  kind: MarkdownPreviewInput['kind'];
}

const previewDelayMs = 400;

/** A Markdown box and, beside it (below on phones), the body as visitors will see it. */
export function MarkdownEditor({ id, label, name, body, kind }: MarkdownEditorProps) {
  const [previewed, setPreviewed] = useState(body);
  useEffect(() => {
    // Rendered after a pause in typing, not on every key.
    const timer = setTimeout(() => setPreviewed(body), previewDelayMs);
    return () => clearTimeout(timer);
  }, [body]);
  const preview = useMarkdownPreview({ body: previewed, kind });

  return (
    <div className="console-markdown">
      <FormTextAreaField
        id={id}
        label={label}
        hint="Markdown: ## Heading, **bold**, *italic*, - list, [link text](/about/faqs). HTML is shown as text."
        name={name}
        rows={14}
        spellCheck
      />
      <section className="console-markdown__preview" aria-labelledby={`${id}-preview-title`}>
        <h3 className="console-markdown__preview-title" id={`${id}-preview-title`}>
          Preview
        </h3>
        {preview.isError ? (
          <p className="console-muted">The preview could not be shown.</p>
        ) : (
          <RichText className="console-markdown__rendered" html={preview.data?.html ?? ''} />
        )}
      </section>
    </div>
  );
}
