// What a form shows in the page after it was posted without script (shared/form-outcome.ts): its
// confirmation, in the words of its success toast, or its refusal: the failure toast's title and
// why, the errors of fields shown beside them (FormField's `error`) and any other listed here.
// Plain React on native elements (form-controls.tsx), so the islands render it as the server does;
// its look is in formStyles.
import type { FormOutcome } from '../../shared/form-outcome.ts';

/** When every error the server gave is shown beside its field. */
export const CHECK_THE_FIELDS = 'Please check what is marked below.';

interface FormOutcomeNoticeProps {
  outcome: FormOutcome | undefined;
  /** The confirmation's words. */
  sent: { title: string; description: string };
  /** The failure's title (the failure toast's). */
  failedTitle: string;
  /** The fields whose errors are shown beside them. */
  fieldsShown: readonly string[];
}

export function FormOutcomeNotice({ outcome, sent, failedTitle, fieldsShown }: FormOutcomeNoticeProps) {
  if (!outcome) return null;
  if (outcome.sent) {
    return (
      <div className="form-outcome" data-kind="sent" role="status">
        <p className="form-outcome-title">{sent.title}</p>
        <p>{sent.description}</p>
      </div>
    );
  }
  const errors = Object.entries(outcome.errors);
  const elsewhere = errors.filter(([field]) => !fieldsShown.includes(field));
  return (
    <div className="form-outcome" data-kind="refused" role="alert">
      <p className="form-outcome-title">{failedTitle}</p>
      <p>{errors.length > 0 && elsewhere.length === 0 ? CHECK_THE_FIELDS : outcome.reason}</p>
      {elsewhere.length > 0 ? (
        <ul className="form-outcome-list">
          {elsewhere.map(([field, message]) => (
            <li key={field}>{`${field}: ${message}`}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The error of `field` in a refusal, if any (for FormField's `error`). */
export const fieldError = (outcome: FormOutcome | undefined, field: string): string | undefined => (outcome && !outcome.sent ? outcome.errors[field] : undefined);
