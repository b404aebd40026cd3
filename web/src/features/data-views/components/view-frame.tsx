import type { ReactNode } from 'react';
import { Heading } from './heading';
import { LineIcon } from '@/components/ui/line-icon';
import '@/components/layout/page.css';
import './view-frame.css';

interface ViewFrameProps {
  title: string;
  /** h1 on a page of its own; h2 in the panel over the map, whose screen has its h1. */
  headingLevel: 1 | 2;
  titleId?: string;
  /** The close button (spec §2 "Site dashboard"); none on the views list. */
  onClose?: () => void;
  children: ReactNode;
}

/** A site's view or views list: the title with its close button, then the body at the full content width. */
export function ViewFrame({ title, headingLevel, titleId, onClose, children }: ViewFrameProps) {
  return (
    <article className="view-frame" aria-labelledby={titleId}>
      <div className="view-frame__head">
        <Heading level={headingLevel} className="page__title view-frame__title" id={titleId}>
          {title}
        </Heading>
        {onClose ? (
          <button type="button" className="view-frame__close" aria-label="Close" onClick={onClose}>
            <LineIcon size={22} strokeWidth={2.5} strokeLinecap="round">
              <path d="M5 5l14 14M19 5L5 19" />
            </LineIcon>
          </button>
        ) : null}
      </div>
      {children}
    </article>
  );
}
