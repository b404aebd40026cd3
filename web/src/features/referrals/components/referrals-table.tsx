import { referralScreenTexts, type ReferralTableRow } from '@mesonet/shared/billing/referrals-view';
import { useId } from 'react';
import '@/components/ui/list-table.css';

/** The referrals this member sent (spec §2): Status, Email, Referral date. */
export function ReferralsTable({ rows }: { rows: readonly ReferralTableRow[] }) {
  const headingId = useId();
  return (
    <section className="referrals__list" aria-labelledby={headingId}>
      <h2 id={headingId}>Your referrals</h2>
      {rows.length === 0 ? (
        <p className="referrals__empty">{referralScreenTexts.noReferrals}</p>
      ) : (
        <div className="list-table__scroll">
          <table className="list-table referrals-table" aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">Status</th>
                <th scope="col">Email</th>
                <th scope="col">Referral date</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                // The server lists newest first and a row never moves, so its place is a stable key.
                <tr key={index}>
                  <td>{row.status}</td>
                  <td className="referrals-table__email">{row.email}</td>
                  <td>{row.date}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
