/**
 * An email address that, where it must wrap on a narrow screen, wraps after the @ first (pair it
 * with overflowWrap="anywhere" for a part still too long for its line).
 */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
