import { useMutation } from '@tanstack/react-query';
import { apiErrorMessages } from '@/lib/api-client';
import { downloadDataViewCsv, type DataViewCsvWindow } from '../api/download-data-view-csv';
import '@/components/ui/button.css';
import './download-csv-button.css';

/** 'Download CSV' of the window on screen (spec §9 data download; only shown when the result allows it). */
export function DownloadCsvButton({ window }: { window: DataViewCsvWindow }) {
  const download = useMutation({ mutationFn: downloadDataViewCsv });
  return (
    <div className="download-csv">
      <button
        type="button"
        className="button button--secondary"
        disabled={download.isPending}
        aria-busy={download.isPending || undefined}
        onClick={() => download.mutate(window)}
      >
        {download.isPending ? 'Preparing CSV…' : 'Download CSV'}
      </button>
      {download.isError ? (
        <p className="download-csv__error" role="alert">
          The CSV could not be downloaded. {apiErrorMessages(download.error).join(' ')}
        </p>
      ) : null}
    </div>
  );
}
