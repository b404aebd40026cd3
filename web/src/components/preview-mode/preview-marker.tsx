import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { isPreviewMode } from '@/lib/preview-mode';
import '@/components/ui/notice.css';
import './preview-marker.css';

/** Says that preview mode is on where it changes something (news and content pages), with the way out. */
export function PreviewMarker() {
  if (!isPreviewMode()) return null;
  return (
    <p className="notice preview-marker" role="note">
      <strong>Preview mode</strong>
      <span>Drafts are listed for admin users.</span>
      <Link to={paths.unsetPreviewMode.getHref()}>Turn preview mode off</Link>
    </p>
  );
}
