import { useMutation } from '@tanstack/react-query';
import { ActionButton } from '@/components/ui/button';
import { apiErrorMessages } from '@/lib/api-client';
import { downloadDataViewCsv, type DataViewCsvWindow } from '../api/download-data-view-csv';
import './download-csv-button.css';

/** 'Download CSV' of the window on screen (spec §9 data download; only shown when the result allows it). */
export function DownloadCsvButton({ window }: { window: DataViewCsvWindow }) {
  const download = useMutation({ mutationFn: downloadDataViewCsv });
  return (
    <div className="download-csv">
      <ActionButton busy={download.isPending} busyLabel="Preparing CSV…" onClick={() => download.mutate(window)}>
        Download CSV
      </ActionButton>
      {download.isError ? (
        <p className="download-csv__error" role="alert">
          The CSV could not be downloaded. {apiErrorMessages(download.error).join(' ')}
        </p>
      ) : null}
    </div>
  );
}
