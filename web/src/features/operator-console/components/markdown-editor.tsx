import type { MarkdownPreviewInput } from '@mesonet/shared/contracts/operator-console.schema';
import { useEffect, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { RichText } from '@/components/rich-text/rich-text';
import { TextAreaField } from '@/components/ui/text-field';
import { useMarkdownPreview } from '../api/markdown-preview';

interface MarkdownEditorProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** The body as typed, for the preview. */
  body: string;
  kind: MarkdownPreviewInput['kind'];
  error?: string | undefined;
}

const previewDelayMs = 400;

/** A Markdown box and, beside it (below on phones), the body as visitors will see it. */
export function MarkdownEditor({ id, label, registration, body, kind, error }: MarkdownEditorProps) {
  const [previewed, setPreviewed] = useState(body);
  useEffect(() => {
    // Rendered after a pause in typing, not on every key.
    const timer = setTimeout(() => setPreviewed(body), previewDelayMs);
    return () => clearTimeout(timer);
  }, [body]);
  const preview = useMarkdownPreview({ body: previewed, kind });

  return (
    <div className="console-markdown">
      <TextAreaField
        id={id}
        label={label}
        hint="Markdown: ## Heading, **bold**, *italic*, - list, [link text](/about/faqs). HTML is shown as text."
        registration={registration}
        error={error}
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
